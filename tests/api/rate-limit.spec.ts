import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newAccount, PASSWORD } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

// A server of its own: behind a "trusted proxy" (so each test can be its own client IP) and
// with 3 sign-in attempts per email (30 per IP) per 15 minutes.
const EMAIL_POINTS = 3;
let server: RunningServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Made here, not at module level: Playwright also loads this file to list its tests.
  dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-rate-limit-'));
  server = await startServer([3114, 3115, 3119], {
    DATA_DIR: dataDir,
    AUTH_SECRET: 'rate-limit-secret-rate-limit-secret-0123',
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT_POINTS: String(EMAIL_POINTS),
  });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh client address per test (unique per run, so reruns on PostgreSQL start clean). */
const freshIp = () => `2001:db8::${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}`;

async function login(ip: string, email: string, password: string) {
  return fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
}

test('after 3 failed attempts on one email, sign-in answers 429 with Retry-After, from any IP', async () => {
  const account = newAccount();
  const signup = await fetch(`${server.url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(signup.status).toBe(201);

  for (let attempt = 0; attempt < EMAIL_POINTS; attempt += 1) {
    expect((await login(freshIp(), account.email, 'wrong-password-1')).status).toBe(401);
  }
  const blocked = await login(freshIp(), account.email, PASSWORD); // even with the right password
  expect(blocked.status).toBe(429);
  const retryAfter = Number(blocked.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(await blocked.json()).toEqual({
    success: false,
    message: 'Too many sign-in attempts. Try again in 15 minutes.',
    error: 'RATE_LIMITED',
  });
});

test('one IP trying many emails is stopped after 10 times the email limit; other IPs are not', async () => {
  const ip = freshIp();
  for (let attempt = 0; attempt < EMAIL_POINTS * 10; attempt += 1) {
    expect((await login(ip, `guess.${randomUUID()}@example.com`, 'wrong-password-1')).status).toBe(
      401,
    );
  }
  const blocked = await login(ip, `guess.${randomUUID()}@example.com`, 'wrong-password-1');
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(
    (await login(freshIp(), `guess.${randomUUID()}@example.com`, 'wrong-password-1')).status,
  ).toBe(401);
});

test('successful sign-ins do not use up the limit', async () => {
  const account = newAccount();
  await fetch(`${server.url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const ip = freshIp();
  for (let attempt = 0; attempt < EMAIL_POINTS * 2; attempt += 1) {
    expect((await login(ip, account.email, PASSWORD)).status).toBe(200);
  }
});
