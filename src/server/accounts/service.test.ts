import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ACCOUNT_MESSAGE } from '@/lib/accounts/schemas';
import { problem as recordedProblem } from '@/lib/forms/problems';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { users } from '@/server/db/schema';
import { createAttemptLimiter, createLoginLimiter } from '@/server/rate-limit/login-limiter';
import { counterStore } from '@/server/rate-limit/store';
import { ApiFailure } from '@/server/http/api-route';
import {
  createAccountService,
  INVALID_CREDENTIALS_MESSAGE,
  type AccountService,
  type AccountServiceDeps,
} from './service';
import { createLinkLimiter } from '@/server/rate-limit/link-limiter';
import { createAccountLinks } from './links';
import { issueToken, TOKEN_TTL_SECONDS } from './tokens';

const key = new TextEncoder().encode('unit-test-secret-unit-test-secret-0123');
let handle: DatabaseHandle;
const generousSignups = () =>
  createAttemptLimiter(counterStore(), { keyPrefix: 'signup', points: 1000, duration: 3600 });
let clock = new Date('2025-03-01T09:00:00Z');
/** Mailed links are tested in links.test.ts; here they go nowhere. */
const linkMail = () => ({
  links: createAccountLinks(handle.db, key),
  limiter: createLinkLimiter(counterStore()),
  send: () => {},
});
/** An account service on the test database with fresh limiters, silent events and `deps` over them. */
const serviceWith = (deps: Partial<AccountServiceDeps> = {}) =>
  createAccountService({
    db: handle.db,
    tokenKey: key,
    limiter: createLoginLimiter({ counters: counterStore() }),
    signupLimiter: generousSignups(),
    linkMail: linkMail(),
    events: () => {},
    ...deps,
  });
let accounts: AccountService;

beforeAll(async () => {
  handle = await openDatabase({}); // PGlite in memory, with the real migrations applied
  accounts = serviceWith({ now: () => clock });
}, 120_000);
afterAll(() => handle.close());

let counter = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    firstName: 'Nora',
    lastName: 'Al-Harbi',
    email: `nora.${counter}@example.com`,
    password: 'tender2030plan',
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  const { status, code, message, extra } = error as ApiFailure;
  return { status, code, message, extra };
}

const bearer = (token: string) => `Bearer ${token}`;

describe('signup', () => {
  it('creates the account and answers 201 with a token and the user, never the hash', async () => {
    const result = await accounts.signup(
      newAccount({ email: '  Sara.Q@Example.com', company: 'Acme KSA', phone: '' }),
      'local',
    );
    expect(result.status).toBe(201);
    expect(result.data?.user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: 'sara.q@example.com',
      firstName: 'Nora',
      lastName: 'Al-Harbi',
      company: 'Acme KSA',
      phone: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      emailVerified: false,
    });
    expect(JSON.stringify(result)).not.toMatch(/argon2|passwordHash|tender2030plan/);
    const [stored] = await handle.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'sara.q@example.com'));
    expect(stored?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses a second account for the same email, whatever its letter case (409)', async () => {
    const account = newAccount();
    await accounts.signup(account, 'local');
    const duplicate = await failure(
      accounts.signup({ ...account, email: account.email.toUpperCase() }, 'local'),
    );
    expect(duplicate).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
  });

  it('answers 400 naming the bad fields and lists them for the form', async () => {
    const problem = await failure(
      accounts.signup(newAccount({ password: 'short1', email: 'nope' }), 'local'),
    );
    expect(problem).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(problem.message).toBe(
      'Email must be a valid email address, like name@company.com. Password must be at least 10 characters.',
    );
    expect(problem.extra.data).toEqual({
      fieldErrors: {
        email: 'Email must be a valid email address, like name@company.com.',
        password: 'Password must be at least 10 characters.',
      },
    });
  });
});

describe('login', () => {
  it('signs in with the right password, whatever the email letter case', async () => {
    const account = newAccount();
    await accounts.signup(account, 'local');
    const result = await accounts.login(
      { email: account.email.toUpperCase(), password: account.password },
      'local',
    );
    expect(result.status).toBe(200);
    expect(result.data?.user.email).toBe(account.email);
    expect(result.data?.token.split('.')).toHaveLength(3);
  });

  it('gives one answer for an unknown email and for a wrong password', async () => {
    const account = newAccount();
    await accounts.signup(account, 'local');
    const wrongPassword = await failure(
      accounts.login({ email: account.email, password: 'wrong-password-1' }, 'a'),
    );
    const unknownEmail = await failure(
      accounts.login({ email: 'nobody@example.com', password: 'wrong-password-1' }, 'b'),
    );
    expect(wrongPassword).toEqual(unknownEmail);
    expect(wrongPassword).toMatchObject({
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: INVALID_CREDENTIALS_MESSAGE,
    });
  });

  it('answers 429 to the address that used up an account’s attempts, while the owner signs in elsewhere after a wait', async () => {
    const waits: number[] = [];
    const limited = serviceWith({
      limiter: createLoginLimiter({ counters: counterStore(), accountPoints: 3 }),
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    const account = newAccount();
    await limited.signup(account, 'local');
    const wrong = { email: account.email, password: 'wrong-password-1' };
    await failure(limited.login(wrong, 'ip-1'));
    await failure(limited.login(wrong, 'ip-2'));
    const right = { email: account.email, password: account.password };
    await limited.login(right, 'ip-3'); // success: that attempt is given back
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await failure(limited.login(wrong, 'attacker'))).status).toBe(401);
    const blocked = await failure(limited.login(right, 'attacker')); // even the right password
    expect(blocked).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts. Try again in 15 minutes.',
    });
    expect(Number(blocked.extra.headers?.['Retry-After'])).toBeGreaterThan(890);
    // The owner, elsewhere, gets in; the account's failures only made the attempt wait.
    expect(waits).toEqual([500, 1000]);
    expect((await limited.login(right, 'owner-phone')).status).toBe(200);
    expect(waits).toEqual([500, 1000, 2000]);
  });
});

describe('profile', () => {
  async function signedUp() {
    const result = await accounts.signup(newAccount(), 'local');
    if (!result.data) throw new Error('signup returned no session');
    return result.data;
  }

  it('returns the signed-in user for a valid token', async () => {
    const { token, user } = await signedUp();
    expect(await accounts.profile(bearer(token))).toEqual({
      status: 200,
      message: 'Profile loaded.',
      data: user,
    });
  });

  it('asks for a token when there is none or the header is not a Bearer one', async () => {
    for (const header of [null, '', 'Basic dXNlcjpwYXNz', 'Bearer']) {
      expect(await failure(accounts.profile(header))).toMatchObject({
        status: 401,
        code: 'TOKEN_MISSING',
      });
    }
  });

  it('accepts a token until it is 7 days old, then refuses it', async () => {
    const { token } = await signedUp();
    const issuedAt = clock;
    try {
      clock = new Date(issuedAt.getTime() + (TOKEN_TTL_SECONDS - 1) * 1000);
      expect((await accounts.profile(bearer(token))).status).toBe(200);
      clock = new Date(issuedAt.getTime() + (TOKEN_TTL_SECONDS + 1) * 1000);
      expect(await failure(accounts.profile(bearer(token)))).toMatchObject({
        status: 401,
        code: 'TOKEN_INVALID',
      });
    } finally {
      clock = issuedAt;
    }
  });

  it('refuses every older token once the account’s token version is raised', async () => {
    const { token, user } = await signedUp();
    await handle.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect(await failure(accounts.profile(bearer(token)))).toMatchObject({
      status: 401,
      code: 'TOKEN_INVALID',
    });
    const next = await accounts.login({ email: user.email, password: 'tender2030plan' }, 'local');
    expect((await accounts.profile(bearer(next.data?.token ?? ''))).status).toBe(200);
  });

  it('answers "No account found" (404) for a genuine token of an account that is gone', async () => {
    const ghost = await issueToken(
      { userId: '00000000-0000-4000-8000-000000000000', tokenVersion: 0 },
      key,
      clock,
    );
    expect(await failure(accounts.profile(bearer(ghost)))).toEqual({
      status: 404,
      code: 'ACCOUNT_NOT_FOUND',
      message: NO_ACCOUNT_MESSAGE,
      extra: {},
    });
  });

  it('updates only the fields sent, and moves updatedAt on', async () => {
    const { token, user } = await signedUp();
    const result = await accounts.updateProfile(bearer(token), {
      firstName: ' Sara ',
      company: 'Wasla Partners',
      phone: '+966 50 000 0000',
    });
    expect(result.data).toMatchObject({
      firstName: 'Sara',
      lastName: user.lastName,
      company: 'Wasla Partners',
      phone: '+966 50 000 0000',
    });
    expect(Date.parse(result.data?.updatedAt ?? '')).toBeGreaterThan(Date.parse(user.updatedAt));
    expect(
      (await accounts.updateProfile(bearer(token), { company: null })).data?.company,
    ).toBeNull();
    expect((await accounts.profile(bearer(token))).data).toMatchObject({
      firstName: 'Sara',
      company: null,
    });
  });

  it('leaves the profile unchanged when the update is invalid', async () => {
    const { token, user } = await signedUp();
    const problem = await failure(
      accounts.updateProfile(bearer(token), { firstName: 'Sara', lastName: '' }),
    );
    expect(problem).toMatchObject({ status: 400, message: 'Last name is required.' });
    expect((await accounts.profile(bearer(token))).data).toEqual(user);
  });

  it('deletes the account only with the current password', async () => {
    const { token } = await signedUp();
    expect(
      await failure(accounts.deleteAccount(bearer(token), { currentPassword: 'not-it-1234' }, 'x')),
    ).toMatchObject({ status: 400, message: 'Current password is incorrect.' });
    expect(await failure(accounts.deleteAccount(bearer(token), {}, 'x'))).toMatchObject({
      status: 400,
      message: 'Current password is required.',
    });
    expect((await accounts.profile(bearer(token))).status).toBe(200);
  });

  it('logs out on the server: the token, and every other one of the account, stops working', async () => {
    const account = newAccount();
    const first = (await accounts.signup(account, 'local')).data?.token ?? '';
    const credentials = { email: account.email, password: account.password };
    const second = (await accounts.login(credentials, 'local')).data?.token ?? '';
    expect(await accounts.logout(bearer(first), 'local')).toEqual({
      status: 200,
      message: 'You are signed out.',
    });
    for (const token of [first, second])
      expect(await failure(accounts.profile(bearer(token)))).toMatchObject({
        status: 401,
        code: 'TOKEN_INVALID',
      });
    expect((await accounts.login(credentials, 'local')).status).toBe(200);
  });

  it('deletes the account: its token then finds no account and its email can register again', async () => {
    const { token, user } = await signedUp();
    expect(
      await accounts.deleteAccount(bearer(token), { currentPassword: 'tender2030plan' }, 'x'),
    ).toEqual({
      status: 200,
      message: 'Your account has been deleted.',
    });
    expect(await failure(accounts.profile(bearer(token)))).toMatchObject({
      status: 404,
      message: NO_ACCOUNT_MESSAGE,
    });
    const again = await accounts.signup(newAccount({ email: user.email }), 'local');
    expect(again.data?.user.id).not.toBe(user.id);
    // The old token names the old account: it does not open the new one.
    expect(await failure(accounts.profile(bearer(token)))).toMatchObject({ status: 404 });
  });
});

describe('changePassword', () => {
  it('checks the current password, ends every earlier session and returns a new token', async () => {
    const account = newAccount();
    const { data } = await accounts.signup(account, 'local');
    const oldToken = data?.token ?? '';
    const change = await accounts.changePassword(
      bearer(oldToken),
      { currentPassword: account.password, newPassword: 'new-tender-2031' },
      'local',
    );
    expect(change).toMatchObject({
      status: 200,
      message: 'Your password has been changed. Other devices have been signed out.',
    });

    expect(await failure(accounts.profile(bearer(oldToken)))).toMatchObject({
      status: 401,
      code: 'TOKEN_INVALID',
    });
    expect((await accounts.profile(bearer(change.data?.token ?? ''))).status).toBe(200);
    expect(
      (await failure(accounts.login({ email: account.email, password: account.password }, 'local')))
        .status,
    ).toBe(401);
    expect(
      (await accounts.login({ email: account.email, password: 'new-tender-2031' }, 'local')).status,
    ).toBe(200);
  });

  it('refuses a wrong current password as a field error that keeps the session', async () => {
    const { data } = await accounts.signup(newAccount(), 'local');
    const token = data?.token ?? '';
    const problem = await failure(
      accounts.changePassword(
        bearer(token),
        { currentPassword: 'not-it-1234', newPassword: 'new-tender-2031' },
        'local',
      ),
    );
    expect(problem).toEqual({
      status: 400,
      code: 'INVALID_CREDENTIALS',
      message: 'Current password is incorrect.',
      extra: {
        data: { fieldErrors: { currentPassword: 'Current password is incorrect.' } },
        problems: { currentPassword: recordedProblem('wrongPassword', 'currentPassword') },
      },
    });
    expect((await accounts.profile(bearer(token))).status).toBe(200);
  });

  it('applies the password rules to the new password and rate-limits guesses of the current one', async () => {
    const limited = serviceWith({
      limiter: createLoginLimiter({ counters: counterStore(), accountPoints: 2 }),
    });
    const account = newAccount();
    const token = (await limited.signup(account, 'local')).data?.token ?? '';
    const weak = await failure(
      limited.changePassword(
        bearer(token),
        { currentPassword: account.password, newPassword: 'short' },
        'x',
      ),
    );
    expect(weak.extra.data).toEqual({
      fieldErrors: { newPassword: 'New password must be at least 10 characters.' },
    });
    const guess = { currentPassword: 'guess-number-1', newPassword: 'new-tender-2031' };
    await failure(limited.changePassword(bearer(token), guess, 'x'));
    await failure(limited.changePassword(bearer(token), guess, 'x'));
    expect((await failure(limited.changePassword(bearer(token), guess, 'x'))).status).toBe(429);
  });
});
