import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { SignJWT, UnsecuredJWT } from 'jose';
import {
  bearer,
  newAccount,
  PASSWORD,
  signUp,
  TEST_SERVER_SECRET,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from './support/accounts';

const serverKey = new TextEncoder().encode(TEST_SERVER_SECRET);

test.describe('login does not reveal which emails have accounts', () => {
  test('an unknown email and a wrong password get the same status and the same body', async ({
    request,
  }) => {
    const { account } = await signUp(request);
    const wrongPassword = await request.post('/api/users/login', {
      data: { email: account.email, password: 'not-the-password-1' },
    });
    const unknownEmail = await request.post('/api/users/login', {
      data: { email: `nobody.${randomUUID()}@example.com`, password: 'not-the-password-1' },
    });
    expect(wrongPassword.status()).toBe(401);
    expect(unknownEmail.status()).toBe(401);
    const expected = {
      success: false,
      message: 'Invalid email or password.',
      error: 'INVALID_CREDENTIALS',
    };
    expect(await wrongPassword.json()).toEqual(expected);
    expect(await unknownEmail.json()).toEqual(expected);
  });
});

test.describe('tokens', () => {
  async function rejected(token: string, request: import('@playwright/test').APIRequestContext) {
    const response = await request.get('/api/users/profile', { headers: bearer(token) });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Your session has expired or is not valid. Please sign in again.',
      error: 'TOKEN_INVALID',
    });
  }

  test('an expired token is refused', async ({ request }) => {
    const { user } = await signUp(request);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(user.id)
      .setIssuedAt(hourAgo - 7 * 24 * 3600)
      .setExpirationTime(hourAgo)
      .sign(serverKey);
    await rejected(expired, request);
  });

  test('a token signed with another secret is refused', async ({ request }) => {
    const { user } = await signUp(request);
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('attacker-secret-attacker-secret-attacker'));
    await rejected(forged, request);
  });

  test('an unsigned token (alg: none) is refused', async ({ request }) => {
    const { user } = await signUp(request);
    await rejected(
      new UnsecuredJWT({ ver: 0 }).setSubject(user.id).setExpirationTime('1h').encode(),
      request,
    );
  });

  test('a genuine token whose account was deleted answers "No account found for this email address"', async ({
    request,
  }) => {
    const { token } = await signUp(request);
    await request.delete('/api/users/profile', {
      headers: bearer(token),
      data: { currentPassword: PASSWORD },
    });
    const response = await request.get('/api/users/profile', { headers: bearer(token) });
    expect(response.status()).toBe(404);
    expect((await response.json()).message).toBe('No account found for this email address');
  });
});

test.describe('request bodies', () => {
  test('a 1 MB body is refused with 413, whether its size is declared or streamed', async ({
    request,
    baseURL,
  }) => {
    const megabyte = JSON.stringify({ ...newAccount(), firstName: 'x'.repeat(1024 * 1024) });
    // Buffers go out as they are (Playwright would JSON-encode a string once more).
    const declared = await request.post('/api/users/signup', {
      data: Buffer.from(megabyte),
      headers: { 'content-type': 'application/json' },
    });
    expect(declared.status()).toBe(413);
    expect(await declared.json()).toEqual({
      success: false,
      // Refused by the site's server before Next.js reads it (host/body-limit.mjs).
      message: 'The request body is larger than the 64 KB limit.',
      error: 'PAYLOAD_TOO_LARGE',
    });

    // Chunked, with no Content-Length: the limit is counted while reading.
    const bytes = new TextEncoder().encode(megabyte);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024)
          controller.enqueue(bytes.slice(offset, offset + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await fetch(`${baseURL}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  test('malformed JSON is a 400 that says so', async ({ request }) => {
    const response = await request.post('/api/users/login', {
      data: Buffer.from('{"email": "a@b.co", "password": '),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON: check the quotes, commas and brackets.',
      error: 'MALFORMED_JSON',
    });
  });

  test('a body that is not JSON is a 415', async ({ request }) => {
    const response = await request.post('/api/users/signup', {
      form: { email: 'a@b.co', password: PASSWORD },
    });
    expect(response.status()).toBe(415);
    expect((await response.json()).error).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  test('wrong types are a 400 naming each field', async ({ request }) => {
    const response = await request.post('/api/users/signup', {
      data: {
        firstName: 42,
        lastName: ['Al-Harbi'],
        email: { address: 'a@b.co' },
        password: 12_345_678_901,
        company: false,
      },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).data.fieldErrors).toEqual({
      firstName: 'First name must be text.',
      lastName: 'Last name must be text.',
      email: 'Email must be text.',
      password: 'Password must be text.',
      company: 'Company must be text.',
    });
  });

  test('whatever JSON arrives, the answer is never a 5xx', async ({ request }) => {
    test.setTimeout(120_000);
    const { token } = await signUp(request);
    const field = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          firstName: field,
          lastName: field,
          email: field,
          password: field,
          company: field,
          phone: field,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const data = Buffer.from(JSON.stringify(body));
        const signup = await request.post('/api/users/signup', {
          data,
          headers: { 'content-type': 'application/json' },
        });
        const update = await request.put('/api/users/profile', {
          data,
          headers: { ...bearer(token), 'content-type': 'application/json' },
        });
        expect(signup.status()).toBeLessThan(500);
        expect(update.status()).toBeLessThan(500);
        expect((await signup.json()).success).toBe(signup.status() === 201);
      }),
      { numRuns: 40 },
    );
  });
});

test('SQL-looking and <script> strings are stored and returned literally', async ({ request }) => {
  const hostile = {
    firstName: "Robert'); DROP TABLE users;--",
    lastName: '<script>alert("x")</script>',
    company: "' OR '1'='1",
    phone: '+1 (555) 010-0199',
  };
  const { account, token } = await signUp(request, hostile);
  const profile = await request.get('/api/users/profile', { headers: bearer(token) });
  expect((await profile.json()).data).toMatchObject(hostile);

  // The table is still there and the injection-looking email is just an unknown address.
  const login = await request.post('/api/users/login', {
    data: { email: "admin'--@example.com", password: PASSWORD },
  });
  expect(login.status()).toBe(401);
  const again = await request.post('/api/users/login', {
    data: { email: account.email, password: PASSWORD },
  });
  expect(again.status()).toBe(200);
});
