import 'server-only';
import {
  addressAndKeyCounters,
  consumeEach,
  hashedKey,
  type CounterFactory,
} from '@/server/rate-limit/store';

/** Enquiries allowed per email and address per window; each address gets ADDRESS_FACTOR times as many. */
export const DEFAULT_EMAIL_POINTS = 5;
export const ADDRESS_FACTOR = 2;
export const WINDOW_SECONDS = 60 * 60;

export interface EnquiryLimiter {
  /** Counts one enquiry. Returns null when allowed, or the seconds to wait before the next. */
  attempt(clientAddress: string, email: string): Promise<number | null>;
}

/**
 * Limits what one sender can post: per client address (so one machine cannot flood the inbox)
 * and per email from that address. Not per email alone: anyone could then send five
 * enquiries under someone else's address and block that person's own for an hour. Counters
 * live in the site's counter store (memory, PostgreSQL or the shared Redis).
 */
export function createEnquiryLimiter({
  counters,
  emailPoints = DEFAULT_EMAIL_POINTS,
}: {
  counters: CounterFactory;
  emailPoints?: number;
}): EnquiryLimiter {
  const { byAddress, byKey: byEmailAndAddress } = addressAndKeyCounters(counters, {
    prefixes: ['enquiry_address', 'enquiry_email_address'],
    points: emailPoints,
    addressFactor: ADDRESS_FACTOR,
    duration: WINDOW_SECONDS,
  });
  return {
    attempt: (clientAddress, email) =>
      consumeEach([
        [byAddress, hashedKey(clientAddress)],
        [byEmailAndAddress, hashedKey(clientAddress, email)],
      ]),
  };
}
