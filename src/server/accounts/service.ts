import 'server-only';
import type * as z from 'zod/mini';
import {
  describeValidation,
  loginSchema,
  NO_ACCOUNT_MESSAGE,
  passwordChangeSchema,
  profileUpdateSchema,
  signupSchema,
  type AccountUser,
} from '@/lib/account-schemas';
import type { Database } from '@/server/db/client';
import type { LoginLimiter } from '@/server/rate-limit/login-limiter';
import { describeWait } from '@/server/rate-limit/store';
import { AccountError } from './errors';
import { hashPassword, verifyPassword, warmDecoyHash } from './passwords';
import { issueToken, verifyToken } from './tokens';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  replacePassword,
  toAccountUser,
  updateUser,
} from './users';

/** A successful answer: its status, message and data (the route turns it into JSON). */
export interface AccountSuccess<T = unknown> {
  status: number;
  message: string;
  data?: T;
}

export interface Session {
  token: string;
  user: AccountUser;
}

export interface AccountServiceDeps {
  db: Database;
  /** The HS256 key that signs and checks session tokens. */
  tokenKey: Uint8Array;
  limiter: LoginLimiter;
  /** The clock (tests move it to check token expiry). */
  now?: () => Date;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.';
const INVALID_TOKEN_MESSAGE = 'Your session has expired or is not valid. Please sign in again.';

export type AccountService = ReturnType<typeof createAccountService>;

/** The Account API's logic: each method takes what the route read and returns or throws an answer. */
export function createAccountService({
  db,
  tokenKey,
  limiter,
  now = () => new Date(),
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
      throw new AccountError(
        401,
        'TOKEN_MISSING',
        'Sign in first: send your session token as "Authorization: Bearer <token>".',
      );
    }
    const claims = await verifyToken(token, tokenKey, now());
    if (!claims) throw new AccountError(401, 'TOKEN_INVALID', INVALID_TOKEN_MESSAGE);
    const user = await findUserById(db, claims.userId);
    if (!user) throw new AccountError(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
    // A raised token version (sessions revoked) makes every older token worthless.
    if (user.tokenVersion !== claims.tokenVersion)
      throw new AccountError(401, 'TOKEN_INVALID', INVALID_TOKEN_MESSAGE);
    return user;
  }

  /** Counts a password attempt for this email and client; a 429 answer once either is over its limit. */
  async function countAttempt(clientIp: string, email: string) {
    const waitSeconds = await limiter.attempt(clientIp, email);
    if (waitSeconds === null) return;
    throw new AccountError(
      429,
      'RATE_LIMITED',
      `Too many sign-in attempts. Try again in ${describeWait(waitSeconds)}.`,
      {
        headers: { 'Retry-After': String(waitSeconds) },
      },
    );
  }

  return {
    /** The account a Bearer token belongs to, for other signed-in routes; else a 401/404 answer. */
    account: authenticate,

    async signup(body: unknown): Promise<AccountSuccess<Session>> {
      const { password, ...account } = parse(signupSchema, body);
      const row = await insertUser(db, { ...account, passwordHash: await hashPassword(password) });
      if (!row) {
        throw new AccountError(
          409,
          'EMAIL_TAKEN',
          'An account with this email address already exists. Sign in instead.',
        );
      }
      return { status: 201, message: 'Your account has been created.', data: await session(row) };
    },

    async login(body: unknown, clientIp: string): Promise<AccountSuccess<Session>> {
      const { email, password } = parse(loginSchema, body);
      await countAttempt(clientIp, email);
      const row = await findUserByEmail(db, email);
      // One answer for an unknown email and a wrong password, after the same amount of work.
      if (!(await verifyPassword(row?.passwordHash, password)) || !row) {
        throw new AccountError(401, 'INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
      }
      await limiter.succeeded(clientIp, email);
      return { status: 200, message: 'You are signed in.', data: await session(row) };
    },

    async profile(authorization: string | null): Promise<AccountSuccess<AccountUser>> {
      const user = await authenticate(authorization);
      return { status: 200, message: 'Profile loaded.', data: toAccountUser(user) };
    },

    async updateProfile(
      authorization: string | null,
      body: unknown,
    ): Promise<AccountSuccess<AccountUser>> {
      const user = await authenticate(authorization);
      const updated = await updateUser(db, user.id, parse(profileUpdateSchema, body));
      if (!updated) throw new AccountError(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
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
    ): Promise<AccountSuccess<Session>> {
      const user = await authenticate(authorization);
      const { currentPassword, newPassword } = parse(passwordChangeSchema, body);
      await countAttempt(clientIp, user.email);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        // 400, not 401: the session is fine, only the field is wrong.
        throw new AccountError(400, 'INVALID_CREDENTIALS', WRONG_CURRENT_PASSWORD, {
          data: { fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD } },
        });
      }
      await limiter.succeeded(clientIp, user.email);
      const updated = await replacePassword(db, user.id, await hashPassword(newPassword));
      if (!updated) throw new AccountError(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
      return {
        status: 200,
        message: 'Your password has been changed. Other devices have been signed out.',
        data: await session(updated),
      };
    },

    async deleteAccount(authorization: string | null): Promise<AccountSuccess> {
      const user = await authenticate(authorization);
      if (!(await deleteUser(db, user.id)))
        throw new AccountError(404, 'ACCOUNT_NOT_FOUND', NO_ACCOUNT_MESSAGE);
      return { status: 200, message: 'Your account has been deleted.' };
    },
  };
}

function parse<T extends z.ZodMiniType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const { message, fieldErrors } = describeValidation(result.error);
  throw new AccountError(400, 'VALIDATION_FAILED', message, { data: { fieldErrors } });
}
