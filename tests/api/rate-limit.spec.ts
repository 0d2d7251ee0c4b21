import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newAccount, PASSWORD } from './support/accounts';
import { startServer, type RunningServer } from './support/server';

// A server of its own: behind a "trusted proxy" (so each test can be its own client IP) and
// with 3 sign-in attempts per account and address (30 per address) per 15 minutes, and 3
// signups per address per hour.
const EMAIL_POINTS = 3;
const SIGNUP_POINTS = 3;
const REVALIDATE_SECRET = 'rate-limit-revalidate-secret';
const AUTH_SECRET = 'rate-limit-secret-rate-limit-secret-0123';
let server: RunningServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Made here, not at module level: Playwright also loads this file to list its tests.
  dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-rate-limit-'));
  server = await startServer({
    DATA_DIR: dataDir,
    AUTH_SECRET,
    TRUST_PROXY: 'true',
    LOGIN_RATE_LIMIT_POINTS: String(EMAIL_POINTS),
    SIGNUP_RATE_LIMIT_POINTS: String(SIGNUP_POINTS),
    REVALIDATE_SECRET,
    LOG_LEVEL: 'info',
  });
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh client address (its own /64) per call: unique per run, so reruns on PostgreSQL start clean. */
const freshIp = () => `2001:db8:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}::1`;

async function login(ip: string, email: string, password: string) {
  return fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
}

async function signUpFrom(ip: string, account = newAccount()) {
  const response = await fetch(`${server.url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(account),
  });
  return { response, account };
}

test('after 3 failed attempts on one account from one address, that address gets 429; the owner elsewhere signs in', async () => {
  const { response, account } = await signUpFrom(freshIp());
  expect(response.status).toBe(201);

  const attacker = freshIp();
  for (let attempt = 0; attempt < EMAIL_POINTS; attempt += 1) {
    expect((await login(attacker, account.email, 'wrong-password-1')).status).toBe(401);
  }
  const blocked = await login(attacker, account.email, PASSWORD); // even with the right password
  expect(blocked.status).toBe(429);
  const retryAfter = Number(blocked.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(800);
  expect(retryAfter).toBeLessThanOrEqual(900);
  expect(await blocked.json()).toEqual({
    success: false,
    message: 'Too many sign-in attempts. Try again in 15 minutes.',
    error: 'RATE_LIMITED',
  });
  // The owner, from another network, is not locked out (only slowed a little).
  expect((await login(freshIp(), account.email, PASSWORD)).status).toBe(200);
});

test('one address trying many emails is stopped after 10 times the account limit; other addresses are not', async () => {
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

test('every address of one IPv6 /64 counts as one client', async () => {
  const prefix = freshIp().split(':').slice(0, 4).join(':');
  const inPrefix = () => `${prefix}:${randomUUID().slice(0, 4)}:${randomUUID().slice(0, 4)}:1:2`;
  const statuses: number[] = [];
  for (let attempt = 0; attempt <= EMAIL_POINTS * 10; attempt += 1)
    statuses.push(
      (await login(inPrefix(), `guess.${randomUUID()}@example.com`, 'wrong-password-1')).status,
    );
  expect(statuses.filter((status) => status === 401)).toHaveLength(EMAIL_POINTS * 10);
  expect(statuses.at(-1)).toBe(429);
});

test('successful sign-ins do not use up the limit', async () => {
  const ip = freshIp();
  const { account } = await signUpFrom(ip);
  for (let attempt = 0; attempt < EMAIL_POINTS * 2; attempt += 1) {
    expect((await login(ip, account.email, PASSWORD)).status).toBe(200);
  }
});

test('one address may create 3 accounts an hour here (10 by default); the next gets 429', async () => {
  const ip = freshIp();
  for (let n = 0; n < SIGNUP_POINTS; n += 1)
    expect((await signUpFrom(ip)).response.status).toBe(201);
  const refused = (await signUpFrom(ip)).response;
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  expect((await refused.json()).message).toMatch(/^Too many new accounts from your network\./);
  expect((await signUpFrom(freshIp())).response.status).toBe(201);
});

test('wrong revalidation secrets are limited per address', async () => {
  const revalidate = (ip: string, secret: string) =>
    fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': secret, 'x-forwarded-for': ip },
    });
  const ip = freshIp();
  for (let attempt = 0; attempt < 10; attempt += 1)
    expect((await revalidate(ip, `guess-${attempt}-guess-guess`)).status).toBe(401);
  const limited = await revalidate(ip, REVALIDATE_SECRET);
  expect(limited.status).toBe(429);
  expect(await limited.json()).toEqual({
    success: false,
    message: 'Too many revalidation attempts. Try again later.',
  });
  expect((await revalidate(freshIp(), REVALIDATE_SECRET)).status).toBe(200);
});

test('security events are logged as JSON with pseudonyms, never an email or token', async () => {
  const ip = freshIp();
  const { account, response } = await signUpFrom(ip);
  const { data } = (await response.json()) as { data: { token: string } };
  await login(ip, account.email, 'wrong-password-1');
  const auth = { authorization: `Bearer ${data.token}` };
  await fetch(`${server.url}/api/users/logout`, { method: 'POST', headers: auth });
  await fetch(`${server.url}/api/users/profile`, { headers: auth });
  await fetch(`${server.url}/api/users/profile`, { headers: { authorization: 'Bearer forged' } });
  await expect
    .poll(() => events().map((event) => event.securityEvent))
    .toEqual(expect.arrayContaining(['login_failed', 'logout', 'token_rejected']));
  const output = server.output();
  expect(output).not.toContain(account.email);
  expect(output).not.toContain(data.token);
  // Keyed: an operator with the server's AUTH_SECRET can follow an address or account, while
  // whoever reads only the log cannot hash every IPv4 address to reverse one.
  const key = createHmac('sha256', AUTH_SECRET).update('wasla log pseudonyms').digest();
  const under = (value: string) =>
    createHmac('sha256', key).update(value).digest('hex').slice(0, 16);
  const failure = events().find(
    (event) => event.securityEvent === 'login_failed' && event.account === under(account.email),
  );
  expect(failure).toBeDefined();
  // Addresses count by their /64, as the limits count them, written without leading zeros.
  const [, , a, b] = ip.split(':').map((group) => group.replace(/^0+(?=.)/, ''));
  expect(failure?.client).toBe(under(`2001:db8:${a}:${b}::/64`));
  const unkeyed = (value: string) =>
    createHash('sha256').update(`wasla:${value}`).digest('hex').slice(0, 16);
  expect(output).not.toContain(unkeyed(account.email));
});

/** The security events the server logged so far (JSON lines with a securityEvent field). */
function events(): Record<string, unknown>[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes('"securityEvent"'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}
