import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from './support/server';

test('a public https site does not start without AUTH_SECRET, and says what to set', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-no-secret-'));
  try {
    const failure = await startServer([3126, 3127, 3138, 3139], {
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
    const failure = await startServer([3126, 3127, 3138, 3139], { [name]: value }).then(
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
