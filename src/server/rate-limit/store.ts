import 'server-only';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export interface CounterOptions {
  /** Names the counter; keys of different counters never collide. */
  keyPrefix: string;
  /** Points per key in one window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
}

/** Makes counters that all live in one place (memory, or a store shared by every instance). */
export type CounterFactory = (options: CounterOptions) => RateLimiterAbstract;

/**
 * The one place that decides where rate-limit counters live: in PostgreSQL (table
 * rate_limits) when the site runs on it, so every instance shares them, else in this
 * process's memory. A shared store backs itself with an in-memory insurance counter, so
 * an outage of the store never lets attempts through unlimited.
 */
export function counterStore({
  pool,
  redis,
}: { pool?: Pool; redis?: Redis | null } = {}): CounterFactory {
  const local = localStore(pool);
  if (!redis) return local;
  // With the shared Redis (REDIS_URL): one round trip and no database write per attempt;
  // while Redis is down, PostgreSQL (or memory) counts instead.
  return (options) =>
    new RateLimiterRedis({
      ...options,
      keyPrefix: `wasla:${options.keyPrefix}`,
      storeClient: redis,
      insuranceLimiter: local(options),
    });
}

function localStore(pool: Pool | undefined): CounterFactory {
  if (!pool) return (options) => new RateLimiterMemory(options);
  return (options) =>
    new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      // The table comes from the migrations (src/server/db/schema.ts).
      tableCreated: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
}
