import 'server-only';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * A rate-limit counter: in memory, or with a pool in PostgreSQL (table rate_limits, from the
 * migrations) so every instance shares it. If PostgreSQL fails mid-request it counts in this
 * process rather than let requests through unlimited.
 */
export function rateLimitStore(
  keyPrefix: string,
  points: number,
  duration: number,
  pool: Pool | undefined,
): RateLimiterAbstract {
  const options = { keyPrefix, points, duration };
  if (!pool) return new RateLimiterMemory(options);
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/**
 * Takes a point from each counter in turn: null when all allowed it, else the seconds until
 * the first that refused has a point again.
 */
export async function consumeEach(
  counters: readonly (readonly [RateLimiterAbstract, string])[],
): Promise<number | null> {
  for (const [store, key] of counters) {
    try {
      await store.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
  }
  return null;
}

/** A wait as a person reads it: "40 seconds", "15 minutes". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
