import { expect, test } from '@playwright/test';
import {
  bearer,
  newAccount,
  PASSWORD,
  signUp,
  USER_FIELDS,
  type SessionBody,
} from './support/accounts';

// The Account API contract ({success, message, data?, error?}, statuses, codes), over real HTTP against the production server.

test.describe('POST /api/users/signup', () => {
  test('creates an account: 201 with a token and the user, email lower-cased, no hash', async ({
    request,
  }) => {
    const account = newAccount({
      email: `Mixed.${Date.now()}@Example.COM`,
      company: 'Acme KSA',
      phone: '+966 11 520 4400',
    });
    const response = await request.post('/api/users/signup', { data: account });
    expect(response.status()).toBe(201);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['cache-control']).toBe('no-store');
    const text = await response.text();
    expect(text).not.toMatch(/argon2|password/i);
    const body = JSON.parse(text) as SessionBody;
    expect(body).toMatchObject({ success: true, message: 'Your account has been created.' });
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Object.keys(body.data.user).sort()).toEqual(USER_FIELDS);
    expect(body.data.user).toMatchObject({
      email: account.email.toLowerCase(),
      firstName: 'Nora',
      lastName: 'Al-Harbi',
      company: 'Acme KSA',
      phone: '+966 11 520 4400',
    });
  });

  test('refuses an email that is already registered, in any letter case (409)', async ({
    request,
  }) => {
    const { account } = await signUp(request);
    const response = await request.post('/api/users/signup', {
      data: { ...account, email: account.email.toUpperCase() },
    });
    expect(response.status()).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      message: 'An account with this email address already exists. Sign in instead.',
      error: 'EMAIL_TAKEN',
    });
  });

  test('answers 400 naming each bad field, with the field errors the form shows', async ({
    request,
  }) => {
    const response = await request.post('/api/users/signup', {
      data: { firstName: 'Nora', email: 'nora@', password: 'longenough' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message:
        'Last name is required. Email must be a valid email address, like name@company.com. Password must contain at least one digit.',
      error: 'VALIDATION_FAILED',
      data: {
        fieldErrors: {
          lastName: 'Last name is required.',
          email: 'Email must be a valid email address, like name@company.com.',
          password: 'Password must contain at least one digit.',
        },
      },
    });
  });
});

test.describe('POST /api/users/login', () => {
  test('signs in with the same answer shape as signup', async ({ request }) => {
    const { account, user } = await signUp(request);
    const response = await request.post('/api/users/login', {
      data: { email: account.email.toUpperCase(), password: PASSWORD },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as SessionBody;
    expect(body).toMatchObject({ success: true, message: 'You are signed in.', data: { user } });
    const profile = await request.get('/api/users/profile', { headers: bearer(body.data.token) });
    expect(profile.status()).toBe(200);
  });
});

test.describe('/api/users/profile', () => {
  test('GET returns the signed-in user as data', async ({ request }) => {
    const { token, user } = await signUp(request);
    const response = await request.get('/api/users/profile', { headers: bearer(token) });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Profile loaded.',
      data: user,
    });
  });

  test('GET without a token answers 401', async ({ request }) => {
    const response = await request.get('/api/users/profile');
    expect(response.status()).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, error: 'TOKEN_MISSING' });
  });

  test('PUT updates the fields sent and returns the updated user; a bad update changes nothing', async ({
    request,
  }) => {
    const { token, user } = await signUp(request);
    const update = await request.put('/api/users/profile', {
      headers: bearer(token),
      data: { firstName: 'Sara', company: 'Wasla Partners', phone: '+966 50 123 4567' },
    });
    expect(update.status()).toBe(200);
    const updated = (await update.json()) as { data: Record<string, unknown> };
    expect(updated).toMatchObject({ success: true, message: 'Your profile has been updated.' });
    expect(updated.data).toMatchObject({
      id: user.id,
      firstName: 'Sara',
      lastName: 'Al-Harbi',
      company: 'Wasla Partners',
      email: user.email,
    });

    const refused = await request.put('/api/users/profile', {
      headers: bearer(token),
      data: { firstName: '', email: 'new@example.com' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({
      message: 'First name is required. Unknown field: email.',
    });

    const after = await request.get('/api/users/profile', { headers: bearer(token) });
    expect(((await after.json()) as { data: unknown }).data).toEqual(updated.data);
  });

  test('DELETE erases the account: its token then finds no account, and it cannot sign in', async ({
    request,
  }) => {
    const { account, token } = await signUp(request);
    const deleted = await request.delete('/api/users/profile', { headers: bearer(token) });
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toEqual({
      success: true,
      message: 'Your account has been deleted.',
    });

    const profile = await request.get('/api/users/profile', { headers: bearer(token) });
    expect(profile.status()).toBe(404);
    expect(await profile.json()).toEqual({
      success: false,
      message: 'No account found for this email address',
      error: 'ACCOUNT_NOT_FOUND',
    });

    const login = await request.post('/api/users/login', {
      data: { email: account.email, password: PASSWORD },
    });
    expect(login.status()).toBe(401);
  });
});

test('other methods get a JSON 405 naming the allowed ones, other paths a JSON 404', async ({
  request,
}) => {
  const patch = await request.patch('/api/users/profile', { data: {} });
  expect(patch.status()).toBe(405);
  expect(patch.headers().allow).toBe('GET, PUT, DELETE');
  expect(await patch.json()).toMatchObject({ success: false, error: 'METHOD_NOT_ALLOWED' });

  const get = await request.get('/api/users/login');
  expect(get.status()).toBe(405);
  expect(get.headers().allow).toBe('POST');

  for (const path of ['/api/users/logout', '/api/auth/login']) {
    const unknown = await request.post(path, { data: {} });
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      message: `There is no API endpoint at ${path}.`,
      error: 'NOT_FOUND',
    });
  }
});

test.describe('PUT /api/users/password', () => {
  test('changes the password, ends every earlier session (token version) and returns a new token', async ({
    request,
  }) => {
    const { account, token } = await signUp(request);
    const other = (await (
      await request.post('/api/users/login', { data: { email: account.email, password: PASSWORD } })
    ).json()) as SessionBody;

    const change = await request.put('/api/users/password', {
      headers: bearer(token),
      data: { currentPassword: PASSWORD, newPassword: 'new-tender-2031' },
    });
    expect(change.status()).toBe(200);
    const body = (await change.json()) as SessionBody;
    expect(body.message).toBe(
      'Your password has been changed. Other devices have been signed out.',
    );
    expect(JSON.stringify(body)).not.toMatch(/argon2|tender/);

    for (const old of [token, other.data.token]) {
      expect((await request.get('/api/users/profile', { headers: bearer(old) })).status()).toBe(
        401,
      );
    }
    expect(
      (await request.get('/api/users/profile', { headers: bearer(body.data.token) })).status(),
    ).toBe(200);
    expect(
      (
        await request.post('/api/users/login', {
          data: { email: account.email, password: 'new-tender-2031' },
        })
      ).status(),
    ).toBe(200);
  });

  test('a wrong current password is a 400 on that field, and the session survives', async ({
    request,
  }) => {
    const { token } = await signUp(request);
    const change = await request.put('/api/users/password', {
      headers: bearer(token),
      data: { currentPassword: 'not-it-1234', newPassword: 'new-tender-2031' },
    });
    expect(change.status()).toBe(400);
    expect(await change.json()).toEqual({
      success: false,
      message: 'Current password is incorrect.',
      error: 'INVALID_CREDENTIALS',
      data: { fieldErrors: { currentPassword: 'Current password is incorrect.' } },
    });
    expect((await request.get('/api/users/profile', { headers: bearer(token) })).status()).toBe(
      200,
    );
  });
});
