import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite';

const root = mkdtempSync(path.join(tmpdir(), 'wasla-pglite-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every file and directory under `directory` whose mode lets group or others in. */
function openToOthers(directory: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const inner = path.join(directory, entry.name);
    if ((statSync(inner).mode & 0o077) !== 0) found.push(inner);
    if (entry.isDirectory()) found.push(...openToOthers(inner));
  }
  return found;
}

describe('the embedded database files', () => {
  it('are readable by the server’s user only, even under a permissive umask, and old ones are tightened', async () => {
    const dataDir = path.join(root, 'pglite');
    // What an earlier, careless start left behind.
    mkdirSync(path.join(dataDir, 'old'), { recursive: true, mode: 0o777 });
    writeFileSync(path.join(dataDir, 'old', 'wal'), 'nora@example.com', { mode: 0o666 });
    const previous = process.umask(0);
    try {
      const { client, release } = await openPglite(dataDir);
      await client.exec("create table t (email text); insert into t values ('nora@example.com');");
      await client.close();
      release();
    } finally {
      process.umask(previous);
    }
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readdirSync(dataDir).length).toBeGreaterThan(3);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
