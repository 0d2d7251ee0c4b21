import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { hostConfig, onShutdown, processSingleton } from '#host/shared';
import { log } from '@/server/log';
import { DatabaseUnavailableError } from './errors';
import { openPglite } from './pglite';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on PostgreSQL (the shared rate limiter uses it). */
  pool?: Pool;
  close: () => Promise<void>;
}

/** Where the database lives: PostgreSQL when a URL is given, else PGlite in `dataDir` (in memory without one). */
export type DatabaseConfig = { databaseUrl: string } | { pgliteDir?: string };

// Read at run time from the project root: `npm start` and the tests run there.
const migrationsFolder = path.join(process.cwd(), 'src', 'server', 'db', 'migrations');
// Any constant: lets one of several instances starting together migrate while the others wait.
const MIGRATION_LOCK_ID = 731_905_202;

/** Opens the database and applies every pending migration before returning it. */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if ('databaseUrl' in config) return openPostgres(config.databaseUrl);
  const { client, release } = await openPglite(config.pgliteDir);
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    await client.close().catch(() => {});
    release();
    throw error;
  }
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => log.error({ err: error }, 'PostgreSQL idle client error'));
  try {
    const connection = await pool.connect();
    try {
      await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      connection.release();
    }
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: 'postgres',
    pool,
    close: () => pool.end(),
  };
}

/** The server's configuration: DATABASE_URL, else PGlite under DATA_DIR/pglite. */
export function configuredDatabase(): DatabaseConfig {
  const config = hostConfig();
  if (config.DATABASE_URL) return { databaseUrl: config.DATABASE_URL };
  return { pgliteDir: path.resolve(config.DATA_DIR, 'pglite') };
}

/**
 * The process's database, opened and migrated on first use. A failure is not kept: the
 * next call tries again (e.g. once PostgreSQL is back), and callers get a
 * DatabaseUnavailableError meanwhile.
 */
export function database(): Promise<DatabaseHandle> {
  return processSingleton('database', () =>
    openDatabase(configuredDatabase()).then(
      (handle) => {
        // Closed by the host once its last request is answered.
        onShutdown('database', handle.close);
        return handle;
      },
      (error: unknown) => {
        log.error({ err: error }, 'Could not open the database');
        throw new DatabaseUnavailableError(error);
      },
    ),
  );
}

/**
 * Throws unless the database answers now and holds every migration this build ships
 * (the readiness check: an instance on an older schema must not take traffic).
 */
export async function checkDatabase(handle: DatabaseHandle): Promise<void> {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const result = (await handle.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  const applied = result.rows[0]?.count ?? 0;
  if (applied < journal.entries.length)
    throw new Error(`${applied} of ${journal.entries.length} migrations applied`);
}
