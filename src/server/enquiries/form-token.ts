import 'server-only';
import { newNonce, nonceStampedAt } from '#host/shared';
import { consume, counterStore, hashedKey, type CounterFactory } from '@/server/rate-limit/store';

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
 *
 * Each token sends one form: it is spent when its form is stored, in the counter store every
 * instance shares, for as long as a token lives. So the minimum fill time costs a bot once per
 * form, not once.
 */
export function createFormTokens(
  key?: Uint8Array,
  minFillMs = MIN_FILL_MS,
  counters: CounterFactory = counterStore(),
) {
  const spent = counters({
    keyPrefix: 'form_token_spent',
    points: 1,
    duration: MAX_FILL_MS / 1000,
  });
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
    /** Spends a checked token: false when a form was sent with it already. */
    spend: async (token: string): Promise<boolean> =>
      (await consume(spent, hashedKey(token))) === null,
    /** Gives a spent token back: its form was not stored after all. */
    restore: async (token: string): Promise<void> => {
      await spent.delete(hashedKey(token));
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
