import 'server-only';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { consumeEach, rateLimitStore } from '@/server/rate-limit/store';
/** Enquiries allowed per email per window; each client address gets ADDRESS_FACTOR times as many. */
export const DEFAULT_EMAIL_POINTS = 5;
export const ADDRESS_FACTOR = 2;
export const WINDOW_SECONDS = 60 * 60;

export interface EnquiryLimiter {
  /** Counts one enquiry. Returns null when allowed, or the seconds to wait before the next. */
  attempt(clientAddress: string, email: string): Promise<number | null>;
}

/**
 * Limits what one sender can post: per client address (so one machine cannot flood the inbox)
 * and per email (so many machines cannot flood one person's name into it). Counters live in
 * memory, or in PostgreSQL's rate_limits table when the site runs on PostgreSQL.
 */
export function createEnquiryLimiter({
  emailPoints = DEFAULT_EMAIL_POINTS,
  pool,
}: { emailPoints?: number; pool?: Pool } = {}): EnquiryLimiter {
  const byAddress = rateLimitStore(
    'enquiry_address',
    emailPoints * ADDRESS_FACTOR,
    WINDOW_SECONDS,
    pool,
  );
  const byEmail = rateLimitStore('enquiry_email', emailPoints, WINDOW_SECONDS, pool);
  // Hashed: the counter table never holds an address.
  const hashed = (value: string) => createHash('sha256').update(value).digest('hex');

  return {
    attempt: (clientAddress, email) =>
      consumeEach([
        [byAddress, hashed(clientAddress)],
        [byEmail, hashed(email)],
      ]),
  };
}
