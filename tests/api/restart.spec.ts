import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newAccount, PASSWORD } from './support/accounts';
import { contactForm, formToken } from './support/enquiries';
import { projectDatabaseUrl, startServer, type RunningServer } from './support/server';

// Servers of their own on one DATA_DIR, with no AUTH_SECRET (the generated secret must
// survive the restart as well as the account), no maps key and the real minimum fill time.
test.describe.configure({ mode: 'serial' });

let dataDir: string;
const running: RunningServer[] = [];
let first: RunningServer;
// Made here, not at module level: Playwright also loads this file to list its tests.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-restart-'));
  first = await start();
});
test.afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = await startServer({ DATA_DIR: dataDir });
  running.push(server);
  return server;
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('a server without a maps key warns once at start, not per request', async () => {
  await fetch(`${first.url}/contact-us`);
  await fetch(`${first.url}/contact-us`);
  const warnings = first.output().split('NEXT_PUBLIC_MAPS_API_KEY is not set').length - 1;
  expect(warnings).toBe(1);
});

test('the enquiry form keeps the real minimum fill time: refused 1.5 s after the page, accepted after 3 s', async () => {
  const token = await formToken(first.url);
  const send = () =>
    fetch(`${first.url}/api/enquiries`, { method: 'POST', body: contactForm(token) });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const early = await send();
  expect(early.status).toBe(400);
  expect(((await early.json()) as { message: string }).message).toMatch(/press Send once more/);
  await new Promise((resolve) => setTimeout(resolve, 1_700));
  expect((await send()).status).toBe(201);
});

test('an account created before a restart signs in after it, and its token still works', async () => {
  test.setTimeout(150_000);
  const account = newAccount();
  const signup = await post(`${first.url}/api/users/signup`, account);
  expect(signup.status).toBe(201);
  const { data } = (await signup.json()) as { data: { token: string } };
  expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);

  if (!projectDatabaseUrl()) {
    // PGlite serves one process: a second server on the same DATA_DIR is refused the
    // database (its Account API answers 503) rather than corrupting it.
    const intruder = await start();
    const refused = await post(`${intruder.url}/api/users/login`, {
      email: account.email,
      password: PASSWORD,
    });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ success: false, error: 'DATABASE_UNAVAILABLE' });
    expect(intruder.output()).toContain('is in use by process');
    await intruder.stop();
  }

  await first.stop();
  const second = await start();
  const login = await post(`${second.url}/api/users/login`, {
    email: account.email,
    password: PASSWORD,
  });
  expect(login.status).toBe(200);
  const profile = await fetch(`${second.url}/api/users/profile`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  expect(profile.status).toBe(200);
  expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(account.email);
});
