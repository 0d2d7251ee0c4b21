import 'server-only';
import {
  addressAndKeyCounters,
  consumeEach,
  hashedKey,
  type CounterFactory,
} from '@/server/rate-limit/store';

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
 * the site's counter store (memory, PostgreSQL or the shared Redis).
 */
export function createEnquiryLimiter({
  counters,
  emailPoints = DEFAULT_EMAIL_POINTS,
}: {
  counters: CounterFactory;
  emailPoints?: number;
}): EnquiryLimiter {
  const { byAddress, byKey: byEmail } = addressAndKeyCounters(counters, {
    prefixes: ['enquiry_address', 'enquiry_email'],
    points: emailPoints,
    addressFactor: ADDRESS_FACTOR,
    duration: WINDOW_SECONDS,
  });
  return {
    attempt: (clientAddress, email) =>
      consumeEach([
        [byAddress, hashedKey(clientAddress)],
        [byEmail, hashedKey(email)],
      ]),
  };
}
