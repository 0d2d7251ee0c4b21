import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from './support/server';

test('a public https site does not start without AUTH_SECRET, and says what to set', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-no-secret-'));
  try {
    const failure = await startServer({
      DATA_DIR: dataDir,
      SITE_URL: 'https://wasla.example',
    }).then(
      async (server) => {
        await server.stop();
        return 'it started';
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^The server exited with 1:/);
    expect(failure).toContain('AUTH_SECRET: is required when SITE_URL is https');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

for (const [name, value] of [
  ['REDIS_URL', 'ftp://x'],
  ['REDIS_URL', 'not a url'],
  ['PORT', 'abc'],
  ['PORT', '70000'],
] as const) {
  test(`a bad ${name} (${value}) stops the server before it starts, naming the variable`, async () => {
    const failure = await startServer({ [name]: value }).then(
      async (server) => {
        await server.stop();
        return 'it started';
      },
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/^The server exited with 1:/);
    expect(failure).toContain(`Invalid configuration — ${name}: must be a`);
    expect(failure).not.toContain('Ready');
  });
}

test('SITE_URL read at start decides HSTS, and without REVALIDATE_SECRET revalidation is refused with a clear 403', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-https-'));
  // The build under test was made with an http SITE_URL: HSTS must follow this server's own.
  const server = await startServer({
    DATA_DIR: dataDir,
    SITE_URL: 'https://wasla.example',
    AUTH_SECRET: 'configuration-spec-secret-0123456789-abcdef',
  });
  try {
    for (const path of ['/services', '/api/health', '/no-such-page']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('strict-transport-security'), path).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
    }
    const revalidate = await fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'x-revalidate-secret': 'anything-at-all-anything' },
    });
    expect(revalidate.status).toBe(403);
    expect(await revalidate.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('no REVALIDATE_SECRET'),
    });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
