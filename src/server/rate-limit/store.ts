import 'server-only';
import { apiWords } from '@/site/api-words';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
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

/** A counter key that holds no address or email as such, and stays short: their SHA-256. */
export function hashedKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/**
 * The two counters most limits need, over one window: one per client address, allowing
 * `addressFactor` times `points`, and one per narrower key (an email, an account and address).
 */
export function addressAndKeyCounters(
  counters: CounterFactory,
  options: {
    prefixes: [address: string, key: string];
    points: number;
    addressFactor: number;
    duration: number;
  },
) {
  const { prefixes, points, addressFactor, duration } = options;
  return {
    byAddress: counters({ keyPrefix: prefixes[0], points: points * addressFactor, duration }),
    byKey: counters({ keyPrefix: prefixes[1], points, duration }),
  };
}

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

/** Consumes a point: null when allowed, else the seconds until the next point frees up. */
export async function consume(counter: RateLimiterAbstract, key: string): Promise<number | null> {
  try {
    await counter.consume(key);
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  }
}

/**
 * Takes a point from each counter in turn: null when all allowed it, else the seconds until
 * the first that refused has a point again.
 */
export async function consumeEach(
  counters: readonly (readonly [RateLimiterAbstract, string])[],
): Promise<number | null> {
  for (const [counter, key] of counters) {
    const refused = await consume(counter, key);
    if (refused !== null) return refused;
  }
  return null;
}

/** A wait as a person reads it in English: "40 seconds", "15 minutes" (the API words say it). */
export const describeWait = apiWords.wait;
