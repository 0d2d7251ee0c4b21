import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/server/db/client';
import { ApiFailure } from '@/server/http/api-route';
import { createLinkLimiter } from '@/server/rate-limit/link-limiter';
import { createAttemptLimiter, createLoginLimiter } from '@/server/rate-limit/login-limiter';
import { counterStore } from '@/server/rate-limit/store';
import { accountCopy } from '@/site/account-copy';
import { createAccountLinks, LINK_PROBLEMS, type LinkPurpose } from './links';
import { createAccountService, type AccountService } from './service';

// Email verification and password reset through the account service, on PGlite with the real
// migrations and a clock the tests move.
const key = new TextEncoder().encode('unit-test-secret-unit-test-secret-0123');
let handle: DatabaseHandle;
let accounts: AccountService;
let clock = new Date('2025-03-01T09:00:00Z');
const mailed: { to: string; purpose: LinkPurpose; token: string }[] = [];

beforeAll(async () => {
  handle = await openDatabase({});
  accounts = createAccountService({
    db: handle.db,
    tokenKey: key,
    limiter: createLoginLimiter({ counters: counterStore() }),
    signupLimiter: createAttemptLimiter(counterStore(), {
      keyPrefix: 'signup',
      points: 1000,
      duration: 3600,
    }),
    linkMail: {
      links: createAccountLinks(handle.db, key),
      limiter: createLinkLimiter(counterStore()),
      send: (to, purpose, token) => {
        mailed.push({ to, purpose, token });
      },
    },
    now: () => clock,
    events: () => {},
  });
}, 120_000);
afterAll(() => handle.close());

let count = 0;
/** A new account and its session token; `address` is the client address it signed up from. */
async function signUp(address = `10.0.${count}.1`) {
  count += 1;
  const email = `owner.${count}@example.com`;
  const password = 'tender2030plan';
  const answer = await accounts.signup(
    { firstName: 'Nora', lastName: 'Al-Harbi', email, password },
    address,
  );
  return { email, password, token: answer.data!.token };
}
const lastLink = (to: string, purpose: LinkPurpose) =>
  mailed.filter((mail) => mail.to === to && mail.purpose === purpose).at(-1)?.token ?? '';
const bearer = (token: string) => `Bearer ${token}`;

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.unreachable('expected a failure'),
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  const { status, code, message } = error as ApiFailure;
  return { status, code, message };
}

describe('email verification', () => {
  it('mails a link at signup that verifies the address once; the account works unverified meanwhile', async () => {
    const { email, token } = await signUp();
    expect((await accounts.profile(bearer(token))).data?.emailVerified).toBe(false);
    const link = lastLink(email, 'verification');
    expect(link).not.toBe('');
    expect(await accounts.confirmVerification({ token: link }, 'x')).toEqual({
      status: 200,
      message: accountCopy.verified,
    });
    expect((await accounts.profile(bearer(token))).data?.emailVerified).toBe(true);
    expect(await failure(accounts.confirmVerification({ token: link }, 'x'))).toEqual({
      status: 410,
      code: 'LINK_USED',
      message: LINK_PROBLEMS.used,
    });
  });

  it('refuses a link after 24 hours, and one that was altered, forged or made for a reset', async () => {
    const { email, password } = await signUp();
    const link = lastLink(email, 'verification');
    const [expiry, random, mac] = link.split('.') as [string, string, string];
    const altered = [
      `${(parseInt(expiry, 36) + 3600).toString(36)}.${random}.${mac}`,
      `${expiry}.${random.slice(1)}A.${mac}`,
      'not-a-link',
      `${link}x`,
    ];
    for (const token of altered)
      expect(await failure(accounts.confirmVerification({ token }, 'x'))).toMatchObject({
        status: 400,
        code: 'LINK_INVALID',
      });
    await accounts.requestPasswordReset({ email }, 'x');
    const reset = lastLink(email, 'password_reset');
    expect(await failure(accounts.confirmVerification({ token: reset }, 'x'))).toMatchObject({
      code: 'LINK_INVALID',
    });
    const start = clock;
    clock = new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1000);
    try {
      expect(await failure(accounts.confirmVerification({ token: link }, 'x'))).toEqual({
        status: 410,
        code: 'LINK_EXPIRED',
        message: LINK_PROBLEMS.expired,
      });
    } finally {
      clock = start;
    }
    // The reset link made for the same account was refused above without being spent.
    expect(
      (await accounts.resetPassword({ token: reset, newPassword: `${password}-new1` }, 'x')).status,
    ).toBe(200);
  });

  it('resends only to the signed-in account, at most five mails a day to its address, each limit window shorter than a link lives', async () => {
    const { email, token } = await signUp();
    // Signup sent the first; four more from anywhere, then the address is left alone.
    for (let i = 0; i < 4; i += 1)
      expect((await accounts.requestVerification(bearer(token), `192.0.2.${i}`)).message).toBe(
        accountCopy.verificationSent(email),
      );
    const refused = await failure(accounts.requestVerification(bearer(token), '192.0.2.99'));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^We have already sent several links to this address/);
    // The owner still holds a working link: the newest one mailed.
    expect(
      (await accounts.confirmVerification({ token: lastLink(email, 'verification') }, 'x')).status,
    ).toBe(200);
    expect((await accounts.requestVerification(bearer(token), 'x')).message).toBe(
      accountCopy.alreadyVerified,
    );
    expect((await failure(accounts.requestVerification(null, 'x'))).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers alike for an unknown address and a known one, and mails only the known one', async () => {
    const { email } = await signUp();
    const before = mailed.length;
    const unknown = await accounts.requestPasswordReset({ email: 'nobody@example.com' }, 'x');
    const known = await accounts.requestPasswordReset({ email: email.toUpperCase() }, 'x');
    expect(unknown).toEqual(known);
    expect(known).toEqual({ status: 200, message: accountCopy.resetRequested });
    expect(mailed.slice(before).map((mail) => [mail.to, mail.purpose])).toEqual([
      [email, 'password_reset'],
    ]);
  });

  it('sets the new password with a link used once, ends every session and verifies the address', async () => {
    const { email, password, token } = await signUp();
    await accounts.requestPasswordReset({ email }, 'x');
    const link = lastLink(email, 'password_reset');
    const newPassword = 'another-tender-2031';
    expect(await accounts.resetPassword({ token: link, newPassword }, 'x')).toEqual({
      status: 200,
      message: accountCopy.passwordReset,
    });
    expect((await failure(accounts.profile(bearer(token)))).code).toBe('TOKEN_INVALID');
    expect((await failure(accounts.login({ email, password }, 'x'))).status).toBe(401);
    const session = await accounts.login({ email, password: newPassword }, 'x');
    expect(session.data?.user.emailVerified).toBe(true);
    expect(
      await failure(accounts.resetPassword({ token: link, newPassword: 'third-tender-2032' }, 'x')),
    ).toMatchObject({ status: 410, code: 'LINK_USED' });
  });

  it('expires a reset link after 1 hour and applies the password rules', async () => {
    const { email } = await signUp();
    await accounts.requestPasswordReset({ email }, 'x');
    const link = lastLink(email, 'password_reset');
    expect(
      (await failure(accounts.resetPassword({ token: link, newPassword: 'short' }, 'x'))).code,
    ).toBe('VALIDATION_FAILED');
    const start = clock;
    clock = new Date(start.getTime() + 60 * 60 * 1000 + 1000);
    try {
      expect(
        await failure(
          accounts.resetPassword({ token: link, newPassword: 'long-enough-2031' }, 'x'),
        ),
      ).toMatchObject({ status: 410, code: 'LINK_EXPIRED' });
    } finally {
      clock = start;
    }
  });

  it('mails one address at most three links an hour from anywhere, and the owner’s newest still works', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 3; i += 1)
      await accounts.requestPasswordReset({ email }, `198.51.100.${i}`);
    const refused = await failure(accounts.requestPasswordReset({ email }, '198.51.100.77'));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^We have already sent several links to this address/);
    expect(
      (
        await accounts.resetPassword(
          { token: lastLink(email, 'password_reset'), newPassword: 'owner-tender-2031' },
          'x',
        )
      ).status,
    ).toBe(200);
  });

  it('limits one client address to ten link requests an hour across addresses', async () => {
    const address = '203.0.113.50';
    for (let i = 0; i < 10; i += 1)
      await accounts.requestPasswordReset({ email: `many.${i}@example.com` }, address);
    const refused = await failure(
      accounts.requestPasswordReset({ email: 'one.more@example.com' }, address),
    );
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^Too many requests from your network/);
  });
});
