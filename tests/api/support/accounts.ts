import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

/** The AUTH_SECRET that playwright.config.ts gives the test server (tests forge tokens with it). */
export const TEST_SERVER_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';

export const PASSWORD = 'tender2030plan';

/** The issuer and audience the server puts in its tokens (tests forge tokens with them). */
export const TOKEN_ISSUER = 'wasla-website';
export const TOKEN_AUDIENCE = 'wasla-account-api';

/** A new account's signup payload; emails are unique per run, so reruns on PostgreSQL never collide. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Nora',
    lastName: 'Al-Harbi',
    email: `nora.${randomUUID()}@example.com`,
    password: PASSWORD,
    ...overrides,
  };
}

export interface SessionBody {
  success: boolean;
  message: string;
  data: {
    token: string;
    user: Record<string, unknown> & { id: string; email: string; firstName: string };
  };
}

/** Signs a new account up through the API and returns its token and user. */
export async function signUp(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  baseURL = '',
) {
  const account = newAccount(overrides);
  const response = await request.post(`${baseURL}/api/users/signup`, { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as SessionBody;
  return { account, token: body.data.token, user: body.data.user };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The shape of every user object the API returns: exactly these fields, never a hash. */
export const USER_FIELDS = [
  'company',
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'id',
  'lastName',
  'phone',
  'updatedAt',
];

/**
 * Opens the verification link mailed to `email` (read from the test's SMTP server) through the
 * API, as its owner would: staff access needs a verified address.
 */
export async function verifyFromMail(
  smtp: {
    waitFor(match: (mail: { to: string[]; headers: string }) => boolean): Promise<{ text: string }>;
  },
  baseUrl: string,
  email: string,
) {
  const mail = await smtp.waitFor(
    (candidate) =>
      candidate.to.includes(email.toLowerCase()) &&
      /Subject: Confirm your email/.test(candidate.headers),
  );
  const token = /\/verify-email\?token=([A-Za-z0-9._-]+)/.exec(mail.text)?.[1];
  const response = await fetch(`${baseUrl}/api/users/verification/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(response.status, await response.text()).toBe(200);
}
