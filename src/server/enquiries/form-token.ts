import 'server-only';
import { newNonce, nonceStampedAt } from '#host/shared';

/** A person needs at least this long to fill in a form; bots post at once. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer than this must be reloaded (its token has expired). */
export const MAX_FILL_MS = 24 * 60 * 60 * 1000;

export type FormTokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid';

/**
 * The hidden "form started at" field is the CSP nonce of the response that carried the form:
 * the server stamps each nonce with the time it was made and signs it, so a bot cannot write an
 * older time to skip the minimum fill time, and a page served from the cache (whose nonce is
 * made per response) still gives each visitor their own start time.
 */
export function createFormTokens(key?: Uint8Array, minFillMs = MIN_FILL_MS) {
  return {
    /** A token that starts now, for a form whose token had expired (the page's own is its nonce). */
    issue: (): string => newNonce(Date.now(), key),
    check(token: string, now = Date.now()): FormTokenCheck {
      const startedAt = nonceStampedAt(token, key);
      if (startedAt === null) return 'invalid';
      const age = now - startedAt;
      if (age < minFillMs) return 'too-fast';
      return age > MAX_FILL_MS ? 'expired' : 'ok';
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
