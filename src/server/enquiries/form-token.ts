import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A person needs at least this long to fill in a form; bots post at once. */
export const MIN_FILL_MS = 3_000;
/** A form left open longer than this must be reloaded (its token has expired). */
export const MAX_FILL_MS = 24 * 60 * 60 * 1000;

export type FormTokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid';

/**
 * The hidden "form started at" field: the time the form was rendered, signed with a key
 * derived from AUTH_SECRET, so a bot cannot write an older time to skip the minimum fill time.
 */
export function createFormTokens(authKey: Uint8Array) {
  const key = createHmac('sha256', authKey).update('wasla enquiry form token').digest();
  const sign = (issuedAt: string) => createHmac('sha256', key).update(issuedAt).digest('base64url');

  return {
    issue(now = Date.now()): string {
      const issuedAt = String(now);
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    check(token: string, now = Date.now()): FormTokenCheck {
      const [issuedAt = '', signature = ''] = token.split('.');
      if (!/^\d{13}$/.test(issuedAt)) return 'invalid';
      const expected = Buffer.from(sign(issuedAt));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      const age = now - Number(issuedAt);
      if (age < MIN_FILL_MS) return 'too-fast';
      return age > MAX_FILL_MS ? 'expired' : 'ok';
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
