import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressAndKeyCounters, consume, hashedKey, type CounterFactory } from './store';

/**
 * Password attempts (sign-in, password change, account deletion). Counted per client
 * address (an IPv6 /64 counts as one) and per account-and-address, so guessing from one
 * place stops there while the owner, from any other address, still gets in. Counted per
 * account from everywhere too, only to slow a spread-out attack: past the free attempts,
 * each further attempt on that account waits longer (never refused, so no one can lock
 * the owner out).
 */
export const DEFAULT_ACCOUNT_POINTS = 5;
/** Each address may fail this many times the per-account allowance, across all accounts. */
export const ADDRESS_FACTOR = 10;
export const WINDOW_SECONDS = 15 * 60;
/** The wait after the first failure beyond the free ones; it doubles with each further one. */
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 8_000;
// Large enough never to refuse: the account-wide counter only measures, for the delay.
const UNLIMITED = 1_000_000;

export type AttemptVerdict =
  | { allowed: true; delayMs: number }
  | { allowed: false; retryAfterSeconds: number; limit: 'address' | 'account-and-address' };

export interface LoginLimiter {
  /** Counts an attempt before the password is checked, so parallel guesses cannot slip past. */
  attempt(address: string, email: string): Promise<AttemptVerdict>;
  /** The password was right: the attempt is given back and the pair's failures forgotten. */
  succeeded(address: string, email: string): Promise<void>;
}

export interface LoginLimiterOptions {
  counters: CounterFactory;
  /** Failures per account and address per window (LOGIN_RATE_LIMIT_POINTS; tests raise it). */
  accountPoints?: number;
}

export function createLoginLimiter({
  counters,
  accountPoints = DEFAULT_ACCOUNT_POINTS,
}: LoginLimiterOptions): LoginLimiter {
  const { byAddress, byKey: byPair } = addressAndKeyCounters(counters, {
    prefixes: ['login_ip', 'login_pair'],
    points: accountPoints,
    addressFactor: ADDRESS_FACTOR,
    duration: WINDOW_SECONDS,
  });
  const byAccount = counters({
    keyPrefix: 'login_account',
    points: UNLIMITED,
    duration: WINDOW_SECONDS,
  });
  const account = (email: string) => hashedKey(email);
  const pair = (address: string, email: string) => hashedKey(address, email);

  return {
    async attempt(address, email) {
      const limits: [RateLimiterAbstract, string, 'address' | 'account-and-address'][] = [
        [byAddress, address, 'address'],
        [byPair, pair(address, email), 'account-and-address'],
      ];
      for (const [counter, key, limit] of limits) {
        const refused = await consume(counter, key);
        if (refused !== null) return { allowed: false, retryAfterSeconds: refused, limit };
      }
      const { consumedPoints } = await byAccount.consume(account(email));
      return { allowed: true, delayMs: accountDelay(consumedPoints - 1, accountPoints) };
    },
    async succeeded(address, email) {
      await Promise.all([
        byPair.delete(pair(address, email)),
        byAddress.reward(address),
        byAccount.reward(account(email)),
      ]);
    },
  };
}

/** Milliseconds an attempt waits when the account already had `failures` in this window. */
export function accountDelay(failures: number, freeFailures: number): number {
  const beyond = failures - freeFailures;
  if (beyond < 0) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** beyond, MAX_DELAY_MS);
}

/** A plain per-key attempt limit (signups per address, revalidation failures per address). */
export interface AttemptLimiter {
  /** Counts an attempt: null when allowed, else the seconds to wait. */
  attempt(key: string): Promise<number | null>;
  /** Gives an attempt back (it was legitimate). */
  forgive(key: string): Promise<void>;
}

export function createAttemptLimiter(
  counters: CounterFactory,
  options: { keyPrefix: string; points: number; duration: number },
): AttemptLimiter {
  const counter = counters(options);
  return {
    attempt: (key) => consume(counter, key),
    forgive: async (key) => {
      await counter.reward(key);
    },
  };
}

/** Account signups allowed per client address per hour (SIGNUP_RATE_LIMIT_POINTS raises it for tests). */
export const DEFAULT_SIGNUP_POINTS = 10;
export const SIGNUP_WINDOW_SECONDS = 60 * 60;
/** Wrong revalidation secrets allowed per client address per window. */
export const REVALIDATE_POINTS = 10;
