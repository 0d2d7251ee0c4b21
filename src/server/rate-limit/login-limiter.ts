import 'server-only';
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

/** Sign-in attempts allowed per email in one window; each IP gets IP_FACTOR times as many. */
export const DEFAULT_EMAIL_POINTS = 5;
export const IP_FACTOR = 10;
export const WINDOW_SECONDS = 15 * 60;

export interface LoginLimiter {
  /** Counts a sign-in attempt. Returns null when allowed, or the seconds to wait before the next. */
  attempt(ip: string, email: string): Promise<number | null>;
  /** A successful sign-in: forgets the email's attempts and gives the IP its point back. */
  succeeded(ip: string, email: string): Promise<void>;
}

export interface LoginLimiterOptions {
  /** Attempts per email per window (LOGIN_RATE_LIMIT_POINTS; tests and benchmarks raise it). */
  emailPoints?: number;
  /** With a pool, counters live in PostgreSQL (table rate_limits) so every instance shares them. */
  pool?: Pool;
  /** With the shared Redis (REDIS_URL), counters live there, PostgreSQL (or memory) standing in while it is down. */
  redis?: Redis | null;
}

/**
 * Brute-force protection for sign-in, per email and per client IP. Attempts are counted
 * before the password is checked, so parallel guesses cannot slip past the limit, and a
 * success is given back, so only failures add up.
 */
export function createLoginLimiter({
  emailPoints = DEFAULT_EMAIL_POINTS,
  pool,
  redis,
}: LoginLimiterOptions = {}): LoginLimiter {
  const byEmail = limiter('login_email', emailPoints, { pool, redis });
  const byIp = limiter('login_ip', emailPoints * IP_FACTOR, { pool, redis });
  // Emails are hashed: the counter table never holds an address, and keys stay short.
  const emailKey = (email: string) => createHash('sha256').update(email).digest('hex');

  return {
    async attempt(ip, email) {
      for (const [store, key] of [
        [byIp, ip],
        [byEmail, emailKey(email)],
      ] as const) {
        try {
          await store.consume(key);
        } catch (rejection) {
          if (!(rejection instanceof RateLimiterRes)) throw rejection;
          return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        }
      }
      return null;
    },
    async succeeded(ip, email) {
      await Promise.all([byEmail.delete(emailKey(email)), byIp.reward(ip)]);
    },
  };
}

/**
 * Where counters live: Redis when configured (one round trip, no database write per
 * attempt), else PostgreSQL, else this process. Each stands in for the one before it when
 * that fails, so an outage never lets sign-in through unlimited.
 */
function limiter(
  keyPrefix: string,
  points: number,
  { pool, redis }: Pick<LoginLimiterOptions, 'pool' | 'redis'>,
): RateLimiterAbstract {
  const options = { keyPrefix, points, duration: WINDOW_SECONDS };
  const fallback = pool ? postgresLimiter(options, pool) : new RateLimiterMemory(options);
  if (!redis) return fallback;
  return new RateLimiterRedis({
    ...options,
    keyPrefix: `wasla:${keyPrefix}`,
    storeClient: redis,
    insuranceLimiter: fallback,
  });
}

function postgresLimiter(
  options: { keyPrefix: string; points: number; duration: number },
  pool: Pool,
): RateLimiterAbstract {
  return new RateLimiterPostgres({
    ...options,
    storeClient: pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    // The table comes from the migrations (src/server/db/schema.ts).
    tableCreated: true,
    // If PostgreSQL fails mid-request, count in this process rather than let sign-in through unlimited.
    insuranceLimiter: new RateLimiterMemory(options),
  });
}
