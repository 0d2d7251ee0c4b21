import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { isDatabaseUnavailable } from './errors';
import { users } from './schema';

const scratch = mkdtempSync(path.join(tmpdir(), 'wasla-db-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** A data directory path that does not exist yet, inside this file's scratch folder. */
const freshDir = () => path.join(mkdtempSync(path.join(scratch, 'case-')), 'pglite');

const account = {
  email: 'persist@example.com',
  passwordHash: 'hash',
  firstName: 'Nora',
  lastName: 'Al-Harbi',
};

describe('the embedded database (PGlite)', () => {
  it('keeps its data on disk across a close and a reopen, applying migrations only once', async () => {
    const journal = JSON.parse(
      readFileSync(path.join('src', 'server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const migrationCount = journal.entries.length;
    const dir = freshDir();
    const first = await openDatabase({ pgliteDir: dir });
    await first.db.insert(users).values(account);
    await first.close();

    const second = await openDatabase({ pgliteDir: dir });
    try {
      const [row] = await second.db.select().from(users).where(eq(users.email, account.email));
      expect(row?.firstName).toBe('Nora');
      const applied = (await second.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as { rows: unknown[] };
      expect(applied.rows).toEqual([{ count: migrationCount }]);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('enforces lower-case, unique emails in the schema itself', async () => {
    const handle = await openDatabase({});
    try {
      await expect(
        handle.db.insert(users).values({ ...account, email: 'Upper@Example.com' }),
      ).rejects.toThrow();
      await handle.db.insert(users).values(account);
      await expect(handle.db.insert(users).values(account)).rejects.toThrow();
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('refuses a data directory that another running process holds, naming it', async () => {
    const dir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeFileSync(`${dir}.lock`, String(holder.pid));
      await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(
        `in use by process ${holder.pid}`,
      );
    } finally {
      holder.kill();
    }
  });

  it('takes over the lock a dead process left behind, and releases it on close', async () => {
    const dir = freshDir();
    writeFileSync(`${dir}.lock`, '2147483646');
    const handle = await openDatabase({ pgliteDir: dir });
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await handle.close();
    expect(() => readFileSync(`${dir}.lock`)).toThrow();
  }, 60_000);
});

describe('isDatabaseUnavailable', () => {
  it('recognises unreachable servers anywhere in the cause chain, and nothing else', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' })),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' })),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});
