import 'server-only';
import type { LinkPurpose } from '@/server/accounts/links';
import { consume, hashedKey, type CounterFactory } from './store';

/**
 * Mailed links per recipient address. Each window is no longer than a link lives, so whenever
 * the limit is reached the address's owner already holds a link that still works: someone
 * else asking in their name can neither flood their inbox (at most this many mails per
 * window) nor lock them out.
 */
export const LINK_MAILS_PER_RECIPIENT: Record<LinkPurpose, { points: number; duration: number }> = {
  verification: { points: 5, duration: 24 * 60 * 60 },
  password_reset: { points: 3, duration: 60 * 60 },
};
/** Link requests per client address per hour, across addresses (one machine asking for many). */
export const LINK_REQUESTS_PER_ADDRESS = { points: 10, duration: 60 * 60 };

export type LinkVerdict = null | { limit: 'address' | 'recipient'; retryAfterSeconds: number };

export interface LinkLimiter {
  /**
   * Counts one mailed link: null when it may go, else which limit refused it and for how long.
   * `clientAddress` null: the request has its own limit per address (signup) and is not counted here.
   */
  attempt(
    purpose: LinkPurpose,
    clientAddress: string | null,
    recipient: string,
  ): Promise<LinkVerdict>;
}

export function createLinkLimiter(counters: CounterFactory): LinkLimiter {
  const byAddress = counters({ keyPrefix: 'link_address', ...LINK_REQUESTS_PER_ADDRESS });
  const byRecipient = {
    verification: counters({
      keyPrefix: 'link_verification',
      ...LINK_MAILS_PER_RECIPIENT.verification,
    }),
    password_reset: counters({
      keyPrefix: 'link_reset',
      ...LINK_MAILS_PER_RECIPIENT.password_reset,
    }),
  };
  return {
    async attempt(purpose, clientAddress, recipient) {
      if (clientAddress !== null) {
        const address = await consume(byAddress, hashedKey(clientAddress));
        if (address !== null) return { limit: 'address', retryAfterSeconds: address };
      }
      const mails = await consume(byRecipient[purpose], hashedKey(recipient));
      if (mails !== null) return { limit: 'recipient', retryAfterSeconds: mails };
      return null;
    },
  };
}
