import 'server-only';
import type * as z from 'zod/mini';
import {
  accountDeletionSchema,
  describeValidation,
  loginSchema,
  NO_ACCOUNT_MESSAGE,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  signupSchema,
  verificationSchema,
  type AccountUser,
} from '@/lib/accounts/schemas';
import { problem, problemMessage } from '@/lib/forms/problems';
import { accountCopy } from '@/site/account-copy';
import { apiWords } from '@/site/api-words';
import type { Database } from '@/server/db/client';
import type { LinkLimiter } from '@/server/rate-limit/link-limiter';
import type { AttemptLimiter, LoginLimiter } from '@/server/rate-limit/login-limiter';
import { describeWait } from '@/server/rate-limit/store';
import { securityEvent, type SecurityEventLog } from '@/server/security-events';
import { ApiFailure, type ApiSuccess } from '@/server/http/api-route';
import { hashPassword, verifyPassword, warmDecoyHash } from './passwords';
import { LINK_PROBLEMS, type AccountLinks, type LinkProblem, type LinkPurpose } from './links';
import type { LinkMailer } from './mail';
import type { Locale } from '@/site/locale';
import { issueToken, verifyToken } from './tokens';
import {
  deleteUser,
  endSessions,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  replacePassword,
  resetPassword,
  toAccountUser,
  updateUser,
} from './users';

/** The 503 message of every account route while the database cannot be reached. */
export const ACCOUNTS_UNAVAILABLE =
  'Accounts are temporarily unavailable: the database cannot be reached. Please try again shortly.';

export interface Session {
  token: string;
  user: AccountUser;
}

export interface AccountServiceDeps {
  db: Database;
  /** The HS256 key that signs and checks session tokens. */
  tokenKey: Uint8Array;
  /** Password attempts (sign-in, password change, deletion). */
  limiter: LoginLimiter;
  /** Signups per client address. */
  signupLimiter: AttemptLimiter;
  /** Mailed links (verification, password reset). */
  linkMail: {
    /** Their tokens, in the database. */
    links: AccountLinks;
    /** How many may go per recipient and per client address. */
    limiter: LinkLimiter;
    /** Sends one to an address (or logs it where there is no mail server). */
    send: LinkMailer;
  };
  /** The clock (tests move it to check token expiry). */
  now?: () => Date;
  /** How an attempt waits out its delay (tests record it instead). */
  sleep?: (ms: number) => Promise<void>;
  /** Where security events go (the log; tests collect them). */
  events?: SecurityEventLog;
}

export const INVALID_CREDENTIALS_MESSAGE = apiWords.errors.INVALID_CREDENTIALS;
const WRONG_CURRENT_PASSWORD = problem('wrongPassword', 'currentPassword');
const INVALID_TOKEN_MESSAGE = apiWords.errors.TOKEN_INVALID;

export type AccountService = ReturnType<typeof createAccountService>;

/** The Account API's logic: each method takes what the route read and returns or throws an answer. */
export function createAccountService({
  db,
  tokenKey,
  limiter,
  signupLimiter,
  linkMail: { links, limiter: linkLimiter, send: sendLink },
  now = () => new Date(),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  events = securityEvent,
}: AccountServiceDeps) {
  // Computed up front so the first sign-in with an unknown email is not slower than the rest.
  void warmDecoyHash();

  async function session(row: Parameters<typeof toAccountUser>[0]): Promise<Session> {
    const token = await issueToken(
      { userId: row.id, tokenVersion: row.tokenVersion },
      tokenKey,
      now(),
    );
    return { token, user: toAccountUser(row) };
  }

  /** The account a request's `Authorization: Bearer` token belongs to, or a 401/404 answer. */
  async function authenticate(authorization: string | null) {
    const token = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    if (!token) {
      throw new ApiFailure(
        401,
        'TOKEN_MISSING',
        'Sign in first: send your session token as "Authorization: Bearer <token>".',
      );
    }
    const claims = await verifyToken(token, tokenKey, now());
    if (!claims) {
      events('token_rejected', { reason: 'invalid' });
      throw new ApiFailure(401, 'TOKEN_INVALID', INVALID_TOKEN_MESSAGE);
    }
    const user = await findUserById(db, claims.userId);
    if (!user) throw new ApiFailure(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
    // A raised token version (logout, password change) makes every older token worthless.
    if (user.tokenVersion !== claims.tokenVersion) {
      events('token_rejected', { reason: 'revoked', userId: user.id });
      throw new ApiFailure(401, 'TOKEN_INVALID', INVALID_TOKEN_MESSAGE);
    }
    return user;
  }

  /**
   * Counts a password attempt for this account from this client: a 429 answer once the
   * client is over its limit, else (past the account's free failures) a wait before the check.
   */
  async function countAttempt(clientIp: string, email: string) {
    const verdict = await limiter.attempt(clientIp, email);
    if (verdict.allowed) {
      if (verdict.delayMs > 0) await sleep(verdict.delayMs);
      return;
    }
    events('rate_limited', { action: 'password', limit: verdict.limit, email, clientIp });
    throw rateLimited('Too many sign-in attempts', verdict.retryAfterSeconds);
  }

  /** Checks the signed-in user's current password (counted like a sign-in attempt). */
  async function checkCurrentPassword(
    user: { id: string; email: string; passwordHash: string },
    password: string,
    clientIp: string,
    action: string,
  ) {
    await countAttempt(clientIp, user.email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      events('password_check_failed', { action, userId: user.id, clientIp });
      // 400, not 401: the session is fine, only the field is wrong.
      const message = problemMessage(WRONG_CURRENT_PASSWORD);
      throw new ApiFailure(400, 'INVALID_CREDENTIALS', message, {
        data: { fieldErrors: { currentPassword: message } },
        problems: { currentPassword: WRONG_CURRENT_PASSWORD },
      });
    }
    await limiter.succeeded(clientIp, user.email);
  }

  /**
   * Counts a link mailed to `email` against the link limits: a 429 answer when one refuses
   * it, or with `quiet` just false (the link is not sent, as at signup).
   */
  async function allowLink(
    purpose: LinkPurpose,
    clientIp: string | null,
    email: string,
    { quiet = false } = {},
  ): Promise<boolean> {
    const refused = await linkLimiter.attempt(purpose, clientIp, email);
    if (!refused) return true;
    events('rate_limited', {
      action: purpose,
      limit: refused.limit,
      clientIp: clientIp ?? undefined,
    });
    if (quiet) return false;
    const wait = describeWait(refused.retryAfterSeconds);
    throw new ApiFailure(
      429,
      'RATE_LIMITED',
      refused.limit === 'recipient'
        ? accountCopy.tooManyMails(wait)
        : accountCopy.tooManyRequests(wait),
      { headers: { 'Retry-After': String(refused.retryAfterSeconds) } },
    );
  }

  /** Issues a link for the account and mails it to its address in `locale` (in the background). */
  async function mailLink(
    user: { id: string; email: string },
    purpose: LinkPurpose,
    locale: Locale,
  ) {
    sendLink(user.email, purpose, await links.issue(user.id, purpose, now()), locale);
  }

  /** Uses a mailed link: the account's id, or a 400/410 answer saying what is wrong with it. */
  async function spendLink(token: string, purpose: LinkPurpose, clientIp: string) {
    const used = await links.spend(token, purpose, now());
    if ('userId' in used) return used.userId;
    events('link_refused', { purpose, problem: used.problem, clientIp });
    throw linkRefused(used.problem);
  }

  return {
    /** The account a Bearer token belongs to, for other signed-in routes; else a 401/404 answer. */
    account: authenticate,

    /** `locale`, here and below: the language of the page that asked, which the mail is written in. */
    async signup(
      body: unknown,
      clientIp: string,
      locale: Locale = 'en',
    ): Promise<ApiSuccess<Session>> {
      const { password, ...account } = parse(signupSchema, body);
      // Counted before the (deliberately slow) hashing, so a flood cannot keep the CPU busy.
      const waitSeconds = await signupLimiter.attempt(clientIp);
      if (waitSeconds !== null) {
        events('rate_limited', { action: 'signup', limit: 'address', clientIp });
        throw rateLimited('Too many new accounts from your network', waitSeconds);
      }
      const row = await insertUser(db, { ...account, passwordHash: await hashPassword(password) });
      if (!row) {
        throw new ApiFailure(409, 'EMAIL_TAKEN', apiWords.errors.EMAIL_TAKEN);
      }
      // The link to confirm the address; an account works without it (staff access needs it).
      // Signups have their own limit per address: only the recipient's counts here.
      if (await allowLink('verification', null, row.email, { quiet: true }))
        await mailLink(row, 'verification', locale);
      return { status: 201, message: 'Your account has been created.', data: await session(row) };
    },

    async login(body: unknown, clientIp: string): Promise<ApiSuccess<Session>> {
      const { email, password } = parse(loginSchema, body);
      await countAttempt(clientIp, email);
      const row = await findUserByEmail(db, email);
      // One answer for an unknown email and a wrong password, after the same amount of work.
      if (!(await verifyPassword(row?.passwordHash, password)) || !row) {
        events('login_failed', { email, clientIp, knownAccount: row !== undefined });
        throw new ApiFailure(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      await limiter.succeeded(clientIp, email);
      return { status: 200, message: 'You are signed in.', data: await session(row) };
    },

    async profile(authorization: string | null): Promise<ApiSuccess<AccountUser>> {
      const user = await authenticate(authorization);
      return { status: 200, message: 'Profile loaded.', data: toAccountUser(user) };
    },

    async updateProfile(
      authorization: string | null,
      body: unknown,
    ): Promise<ApiSuccess<AccountUser>> {
      const user = await authenticate(authorization);
      const updated = await updateUser(db, user.id, parse(profileUpdateSchema, body));
      if (!updated) throw new ApiFailure(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
      return {
        status: 200,
        message: 'Your profile has been updated.',
        data: toAccountUser(updated),
      };
    },

    /**
     * Changes the password after checking the current one (counted like a sign-in attempt).
     * The token version goes up, so every other session ends; the answer carries a new token.
     */
    async changePassword(
      authorization: string | null,
      body: unknown,
      clientIp: string,
    ): Promise<ApiSuccess<Session>> {
      const user = await authenticate(authorization);
      const { currentPassword, newPassword } = parse(passwordChangeSchema, body);
      await checkCurrentPassword(user, currentPassword, clientIp, 'password_change');
      const updated = await replacePassword(db, user.id, await hashPassword(newPassword));
      if (!updated) throw new ApiFailure(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
      events('password_changed', { userId: user.id, clientIp });
      return {
        status: 200,
        message: 'Your password has been changed. Other devices have been signed out.',
        data: await session(updated),
      };
    },

    /** Erases the account once the current password confirms it is the owner asking. */
    async deleteAccount(
      authorization: string | null,
      body: unknown,
      clientIp: string,
    ): Promise<ApiSuccess> {
      const user = await authenticate(authorization);
      const { currentPassword } = parse(accountDeletionSchema, body);
      await checkCurrentPassword(user, currentPassword, clientIp, 'account_deletion');
      if (!(await deleteUser(db, user.id)))
        throw new ApiFailure(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
      events('account_deleted', { userId: user.id, clientIp });
      return { status: 200, message: 'Your account has been deleted.' };
    },

    /** Mails the signed-in account a new verification link (within the link limits). */
    async requestVerification(
      authorization: string | null,
      clientIp: string,
      locale: Locale = 'en',
    ): Promise<ApiSuccess> {
      const user = await authenticate(authorization);
      if (user.emailVerifiedAt) return { status: 200, message: accountCopy.alreadyVerified };
      await allowLink('verification', clientIp, user.email);
      await mailLink(user, 'verification', locale);
      return { status: 200, message: accountCopy.verificationSent(user.email) };
    },

    /** Confirms the address a verification link was mailed to. No session is needed. */
    async confirmVerification(body: unknown, clientIp: string): Promise<ApiSuccess> {
      const { token } = parse(verificationSchema, body);
      await markEmailVerified(db, await spendLink(token, 'verification', clientIp), now());
      return { status: 200, message: accountCopy.verified };
    },

    /**
     * Mails a reset link when an account uses the address. The answer is the same whether
     * one does or not (limits are counted either way), so it tells nobody who has an account.
     */
    async requestPasswordReset(
      body: unknown,
      clientIp: string,
      locale: Locale = 'en',
    ): Promise<ApiSuccess> {
      const { email } = parse(passwordResetRequestSchema, body);
      await allowLink('password_reset', clientIp, email);
      const user = await findUserByEmail(db, email);
      if (user) await mailLink(user, 'password_reset', locale);
      return { status: 200, message: accountCopy.resetRequested };
    },

    /**
     * Sets a new password with a reset link: every session of the account ends (the token
     * version goes up), and the address counts as verified.
     */
    async resetPassword(body: unknown, clientIp: string): Promise<ApiSuccess> {
      const { token, newPassword } = parse(passwordResetSchema, body);
      const userId = await spendLink(token, 'password_reset', clientIp);
      const updated = await resetPassword(db, userId, await hashPassword(newPassword), now());
      if (!updated) throw new ApiFailure(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
      events('password_reset', { userId, clientIp });
      return { status: 200, message: accountCopy.passwordReset };
    },

    /**
     * Ends the session on the server: the account's token version goes up, so this token and
     * every other one issued to the account stop working (a copied token dies with it).
     */
    async logout(authorization: string | null, clientIp: string): Promise<ApiSuccess> {
      const user = await authenticate(authorization);
      await endSessions(db, user.id);
      events('logout', { userId: user.id, clientIp });
      return { status: 200, message: 'You are signed out.' };
    },
  };
}

function parse<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { message, fieldErrors } = describeValidation(result.error);
  throw new ApiFailure(400, 'VALIDATION_FAILED', message, {
    data: { fieldErrors },
    validation: result.error,
  });
}

function linkRefused(problem: LinkProblem): ApiFailure {
  // A link that never was ours is a bad request; one that was but is spent or stale is gone.
  if (problem === 'invalid') return new ApiFailure(400, 'LINK_INVALID', LINK_PROBLEMS.invalid);
  return new ApiFailure(
    410,
    problem === 'expired' ? 'LINK_EXPIRED' : 'LINK_USED',
    LINK_PROBLEMS[problem],
  );
}

function rateLimited(what: string, waitSeconds: number): ApiFailure {
  return new ApiFailure(
    429,
    'RATE_LIMITED',
    `${what}. Try again in ${describeWait(waitSeconds)}.`,
    {
      headers: { 'Retry-After': String(waitSeconds) },
    },
  );
}
