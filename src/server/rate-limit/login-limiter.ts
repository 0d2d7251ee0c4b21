import 'server-only';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { consumeEach, rateLimitStore } from './store';

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
}

/**
 * Brute-force protection for sign-in, per email and per client IP. Attempts are counted
 * before the password is checked, so parallel guesses cannot slip past the limit, and a
 * success is given back, so only failures add up.
 */
export function createLoginLimiter({
  emailPoints = DEFAULT_EMAIL_POINTS,
  pool,
}: LoginLimiterOptions = {}): LoginLimiter {
  const byEmail = rateLimitStore('login_email', emailPoints, WINDOW_SECONDS, pool);
  const byIp = rateLimitStore('login_ip', emailPoints * IP_FACTOR, WINDOW_SECONDS, pool);
  // Emails are hashed: the counter table never holds an address, and keys stay short.
  const emailKey = (email: string) => createHash('sha256').update(email).digest('hex');

  return {
    attempt: (ip, email) =>
      consumeEach([
        [byIp, ip],
        [byEmail, emailKey(email)],
      ]),
    async succeeded(ip, email) {
      await Promise.all([byEmail.delete(emailKey(email)), byIp.reward(ip)]);
    },
  };
}
