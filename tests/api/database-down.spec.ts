import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newAccount } from './support/accounts';
import { startServer } from './support/server';

test('with PostgreSQL unreachable the site still serves pages and the Account API answers 503', async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-db-down-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'db-down-secret-db-down-secret-db-down-01',
    // Nothing listens on port 1: every connection is refused.
    DATABASE_URL: 'postgres://wasla:wasla@127.0.0.1:1/wasla',
  });
  try {
    expect((await fetch(`${server.url}/our-team`)).status).toBe(200);
    const signup = await fetch(`${server.url}/api/users/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount()),
    });
    expect(signup.status).toBe(503);
    expect(signup.headers.get('retry-after')).toBe('10');
    expect(await signup.json()).toEqual({
      success: false,
      message:
        'Accounts are temporarily unavailable: the database cannot be reached. Please try again shortly.',
      error: 'DATABASE_UNAVAILABLE',
    });
    // Bad input is still answered as bad input, without touching the database.
    const malformed = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(malformed.status).toBe(400);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
