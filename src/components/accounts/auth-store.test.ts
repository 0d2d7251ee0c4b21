// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '@/lib/accounts/schemas';
import { createAccountClient } from '@/lib/accounts/client';
import { AUTH_TOKEN_KEY, USER_DATA_KEY } from '@/lib/accounts/stored-session';
import { createAuthStore } from './auth-store';

const user: AccountUser = {
  id: '6f1c1f0e-3a5b-4c9e-9d2a-7b8e6f5d4c3b',
  email: 'nora@example.com',
  firstName: 'Nora',
  lastName: 'Al-Harbi',
  company: 'Acme KSA',
  phone: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-01T09:00:00.000Z',
};
const credentials = { email: 'nora@example.com', password: 'tender2030plan' };
const signup = { ...credentials, firstName: 'Nora', lastName: 'Al-Harbi' };

/** A store whose API answers each call with the next queued response. */
function storeAnswering(...answers: Array<{ status: number; body: unknown } | Error>) {
  const fetchImpl = vi.fn<typeof fetch>(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const store = createAuthStore(createAccountClient({ baseUrl: '/api', fetch: fetchImpl }));
  return { store, fetchImpl };
}

/** The API's success: 200 with its envelope, and `data` when there is any. */
const succeeded = (message: string, data?: unknown) => ({
  status: 200,
  body: { success: true, message, data },
});

function signIn(store: ReturnType<typeof createAuthStore>) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
  localStorage.setItem(USER_DATA_KEY, JSON.stringify(user));
  store.getState().initialize();
}

const stored = () => ({
  token: localStorage.getItem(AUTH_TOKEN_KEY),
  user: localStorage.getItem(USER_DATA_KEY),
});

/** Signed out: no user and no token, in the store (with `state` besides) and in storage. */
function expectSignedOut(store: ReturnType<typeof createAuthStore>, state: object = {}) {
  expect(store.getState()).toMatchObject({ user: null, token: null, ...state });
  expect(stored()).toEqual({ token: null, user: null });
}

beforeEach(() => localStorage.clear());

describe('start-up', () => {
  it('is anonymous and initialised when no token is saved', () => {
    const { store } = storeAnswering();
    expect(store.getState().initialized).toBe(false);
    store.getState().initialize();
    expectSignedOut(store, { initialized: true });
  });

  it('restores the saved user when a token exists, without calling the API', () => {
    const { store, fetchImpl } = storeAnswering();
    signIn(store);
    expect(store.getState()).toMatchObject({ user, token: 'token-1', initialized: true });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it.each([
    ['unreadable JSON', '{not json'],
    ['something that is not a user', JSON.stringify({ name: 'Nora' })],
    ['nothing', null],
  ])('logs out when the saved user is %s', (_label, saved) => {
    const { store } = storeAnswering();
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1');
    if (saved !== null) localStorage.setItem(USER_DATA_KEY, saved);
    store.getState().initialize();
    expect(store.getState()).toMatchObject({ user: null, token: null, initialized: true });
  });

  it('initialises once, but follows another tab through syncFromStorage', () => {
    const { store } = storeAnswering();
    store.getState().initialize();
    signIn(store); // initialize() again: already done, so nothing changes
    expect(store.getState().user).toBeNull();
    store.getState().syncFromStorage();
    expect(store.getState().user).toEqual(user);
  });
});

describe.each([
  ['signup', '/api/users/signup', signup, 'Signup failed'],
  ['login', '/api/users/login', credentials, 'Login failed'],
] as const)('%s', (action, url, input, fallback) => {
  const run = (store: ReturnType<typeof storeAnswering>['store']) =>
    action === 'signup' ? store.getState().signup(signup) : store.getState().login(credentials);

  it('saves the token and user and signs in when success is true with data', async () => {
    const { store, fetchImpl } = storeAnswering(succeeded('ok', { token: 'token-2', user }));
    const pending = run(store);
    expect(store.getState()).toMatchObject({ isLoading: true, error: null });
    expect(await pending).toEqual({ ok: true });
    expect(store.getState()).toMatchObject({
      user,
      token: 'token-2',
      isLoading: false,
      error: null,
    });
    expect(stored()).toEqual({ token: 'token-2', user: JSON.stringify(user) });
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(url);
    expect(fetchImpl.mock.calls[0]?.[1]?.body).toBe(JSON.stringify(input));
  });

  it('fails with the server message when success is false', async () => {
    const { store } = storeAnswering({
      status: 200,
      body: { success: false, message: 'Registrations are closed.' },
    });
    expect(await run(store)).toEqual({
      ok: false,
      message: 'Registrations are closed.',
      fieldErrors: {},
    });
    expectSignedOut(store, { isLoading: false, error: 'Registrations are closed.' });
  });

  it(`fails with "${fallback}" when there is no message or no data`, async () => {
    const { store } = storeAnswering(succeeded(''));
    expect(await run(store)).toMatchObject({ ok: false, message: fallback });
    expect(store.getState()).toMatchObject({ user: null, error: fallback });
  });

  it('shows the server’s own message for a refused request, with its field errors', async () => {
    const { store } = storeAnswering({
      status: 400,
      body: {
        success: false,
        message: 'Email is required.',
        error: 'VALIDATION_FAILED',
        data: { fieldErrors: { email: 'Email is required.' } },
      },
    });
    expect(await run(store)).toEqual({
      ok: false,
      message: 'Email is required.',
      fieldErrors: { email: 'Email is required.' },
    });
  });

  it('shows the catalogue message when the server fails', async () => {
    const { store } = storeAnswering({ status: 503, body: { success: false, message: 'db down' } });
    expect(await run(store)).toMatchObject({
      ok: false,
      message: 'Service temporarily unavailable. Please try again later.',
    });
    expect(store.getState().isLoading).toBe(false);
  });
});

it('login shows "Invalid email or password." for wrong credentials (401)', async () => {
  const { store } = storeAnswering({
    status: 401,
    body: { success: false, message: 'Invalid email or password.', error: 'INVALID_CREDENTIALS' },
  });
  expect(await store.getState().login(credentials)).toMatchObject({
    ok: false,
    message: 'Invalid email or password.',
  });
});

describe('logout', () => {
  it('removes both storage keys and the user', () => {
    const { store } = storeAnswering();
    signIn(store);
    store.setState({ error: 'old error' });
    store.getState().logout();
    expectSignedOut(store, { error: null });
  });
});

describe('signOut', () => {
  it('asks the server to revoke the token, and forgets the session', async () => {
    const { store, fetchImpl } = storeAnswering(succeeded('You are signed out.'));
    signIn(store);
    await store.getState().signOut();
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect([url, init?.method]).toEqual(['/api/users/logout', 'POST']);
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expectSignedOut(store);
  });

  it('still forgets the session here when the server cannot be reached', async () => {
    const { store } = storeAnswering(new TypeError('Failed to fetch'));
    signIn(store);
    await store.getState().signOut();
    expectSignedOut(store);
  });
});

describe('fetchProfile', () => {
  it('replaces the stored user with the returned one, sending the token', async () => {
    const fresh = { ...user, firstName: 'Noura' };
    const { store, fetchImpl } = storeAnswering(succeeded('ok', fresh));
    signIn(store);
    await store.getState().fetchProfile();
    expect(store.getState()).toMatchObject({ user: fresh, isLoading: false, error: null });
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? '')).toEqual(fresh);
    expect((fetchImpl.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer token-1',
    );
  });

  it('says "Profile data not found." when the answer has no user, and keeps the session', async () => {
    const { store } = storeAnswering(succeeded('ok'));
    signIn(store);
    await store.getState().fetchProfile();
    expect(store.getState()).toMatchObject({ user, error: 'Profile data not found.' });
  });

  it.each([
    ['a 401', 401, 'Your session has expired or is not valid. Please sign in again.', undefined],
    [
      'ACCOUNT_NOT_FOUND, whatever language the message is in',
      404,
      'لا يوجد حساب بهذا البريد الإلكتروني.',
      'ACCOUNT_NOT_FOUND',
    ],
  ])('logs out on %s', async (_case, status, message, error) => {
    const { store } = storeAnswering({ status, body: { success: false, message, error } });
    signIn(store);
    await store.getState().fetchProfile();
    expectSignedOut(store, { error: message });
  });

  it('keeps the session when the server cannot be reached, saying so', async () => {
    const { store } = storeAnswering(new TypeError('Failed to fetch'));
    signIn(store);
    await store.getState().fetchProfile();
    expect(store.getState()).toMatchObject({
      user,
      error: 'Could not reach the server. Check your connection and try again.',
    });
  });

  it('says "Failed to fetch profile" when a failure carries no message', async () => {
    const failing = {
      ...createAccountClient({ fetch: vi.fn() }),
      get: () => Promise.reject(new Error('')),
    };
    const store = createAuthStore(failing);
    signIn(store);
    await store.getState().fetchProfile();
    expect(store.getState()).toMatchObject({ user, error: 'Failed to fetch profile' });
  });
});

it('drops a profile answer that arrives after logout, so the user does not come back', async () => {
  let answer: (response: Response) => void = () => {};
  const fetchImpl = vi.fn<typeof fetch>(
    () => new Promise<Response>((resolve) => (answer = resolve)),
  );
  const store = createAuthStore(createAccountClient({ baseUrl: '/api', fetch: fetchImpl }));
  signIn(store);
  const pending = store.getState().fetchProfile();
  store.getState().logout();
  answer(
    new Response(JSON.stringify({ success: true, message: 'ok', data: user }), { status: 200 }),
  );
  await pending;
  expectSignedOut(store, { isLoading: false, error: null });
});

describe('updateProfile', () => {
  it('replaces the stored user with the updated one', async () => {
    const updated = { ...user, company: 'Wasla Partners' };
    const { store, fetchImpl } = storeAnswering(succeeded('ok', updated));
    signIn(store);
    expect(await store.getState().updateProfile({ company: 'Wasla Partners' })).toEqual({
      ok: true,
    });
    expect(store.getState().user).toEqual(updated);
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? '')).toEqual(updated);
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('PUT');
  });

  it('changes nothing and says "Update failed" when the save fails', async () => {
    const { store } = storeAnswering(
      { status: 200, body: { success: false, message: '' } },
      { status: 500, body: {} },
    );
    signIn(store);
    expect(await store.getState().updateProfile({ company: 'X' })).toMatchObject({
      ok: false,
      message: 'Update failed',
    });
    expect(await store.getState().updateProfile({ company: 'X' })).toMatchObject({
      ok: false,
      message: 'Server error. Please try again later or contact support.',
    });
    expect(store.getState().user).toEqual(user);
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? '')).toEqual(user);
  });

  it('ends the session when the token has died', async () => {
    const { store } = storeAnswering({ status: 401, body: { success: false, message: 'expired' } });
    signIn(store);
    await store.getState().updateProfile({ company: 'X' });
    expect(store.getState().user).toBeNull();
  });
});

describe('changePassword', () => {
  const change = { currentPassword: 'tender2030plan', newPassword: 'new-tender-2031' };

  it('replaces the saved token with the new one', async () => {
    const { store, fetchImpl } = storeAnswering(succeeded('ok', { token: 'token-2', user }));
    signIn(store);
    expect(await store.getState().changePassword(change)).toEqual({ ok: true });
    expect(store.getState()).toMatchObject({ token: 'token-2', user });
    expect(stored().token).toBe('token-2');
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('/api/users/password');
    expect(fetchImpl.mock.calls[0]?.[1]?.method).toBe('PUT');
  });

  it('keeps the session and reports a wrong current password on its field', async () => {
    const body = {
      success: false,
      message: 'Current password is incorrect.',
      data: { fieldErrors: { currentPassword: 'Current password is incorrect.' } },
    };
    const { store } = storeAnswering({ status: 400, body });
    signIn(store);
    expect(await store.getState().changePassword(change)).toEqual({
      ok: false,
      message: 'Current password is incorrect.',
      fieldErrors: { currentPassword: 'Current password is incorrect.' },
    });
    expect(store.getState().token).toBe('token-1');
  });

  it('ends the session when the token has died', async () => {
    const { store } = storeAnswering({ status: 401, body: { success: false, message: 'expired' } });
    signIn(store);
    expect(await store.getState().changePassword(change)).toMatchObject({ ok: false });
    expect(store.getState().user).toBeNull();
  });
});

describe('deleteAccount', () => {
  it('logs out once the account is deleted', async () => {
    const { store, fetchImpl } = storeAnswering(succeeded('Your account has been deleted.'));
    signIn(store);
    expect(await store.getState().deleteAccount({ currentPassword: 'tender2030plan' })).toEqual({
      ok: true,
    });
    expect(fetchImpl.mock.calls[0]?.[1]).toMatchObject({
      method: 'DELETE',
      body: JSON.stringify({ currentPassword: 'tender2030plan' }),
    });
    expectSignedOut(store);
  });

  it('keeps the session when deletion fails', async () => {
    const { store } = storeAnswering({ status: 503, body: {} });
    signIn(store);
    expect(await store.getState().deleteAccount({ currentPassword: 'x' })).toMatchObject({
      ok: false,
    });
    expect(store.getState().user).toEqual(user);
  });
});

it('clearError clears the error', () => {
  const { store } = storeAnswering();
  store.setState({ error: 'Something' });
  store.getState().clearError();
  expect(store.getState().error).toBeNull();
});
