import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lte, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { accountLinks, type AccountLinkRow } from '@/server/db/schema';

/** What a mailed link lets its holder do. */
export type LinkPurpose = AccountLinkRow['purpose'];

/**
 * How long a link works. A reset link is short-lived (it takes over the account); a
 * verification link lasts a day, long enough for a mail read the next morning.
 */
export const LINK_LIFETIME_SECONDS: Record<LinkPurpose, number> = {
  verification: 24 * 60 * 60,
  password_reset: 60 * 60,
};

/** Why a link was refused, in the words the pages and the API show. */
export const LINK_PROBLEMS = {
  invalid: 'This link is not valid. Check that you opened the whole link from the email.',
  expired: 'This link has expired. Ask for a new one.',
  used: 'This link has already been used. Ask for a new one if you still need it.',
} as const;
export type LinkProblem = keyof typeof LINK_PROBLEMS;

const MAC_LENGTH = 22; // base64url characters: 132 bits of HMAC-SHA256

/**
 * Mailed links: `<expiry, base 36>.<32 random bytes>.<HMAC>`, signed under a key derived
 * from the session key. The signature and the expiry are checked before the database is
 * asked, so a forged or stale link costs no query; the database keeps only the SHA-256 of
 * each token and marks it used, so a link works once whatever the signature says.
 */
export function createAccountLinks(db: Database, sessionKey: Uint8Array) {
  const key = createHmac('sha256', sessionKey).update('wasla account links').digest();
  const sign = (purpose: LinkPurpose, body: string) =>
    createHmac('sha256', key)
      .update(`${purpose}\n${body}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

  /** The token's hash when it is one of ours for `purpose` and unexpired, else the problem. */
  function check(
    token: string,
    purpose: LinkPurpose,
    now: Date,
  ): { hash: string } | { problem: LinkProblem } {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[2]!.length !== MAC_LENGTH) return { problem: 'invalid' };
    const [expiry, random, mac] = parts as [string, string, string];
    const given = Buffer.from(mac);
    const expected = Buffer.from(sign(purpose, `${expiry}.${random}`));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { problem: 'invalid' };
    if (parseInt(expiry, 36) * 1000 <= now.getTime()) return { problem: 'expired' };
    return { hash: hashOf(token) };
  }

  /** Marks used, at `now`, every unused link of `purpose` that `which` selects. */
  const markUsed = (which: SQL, purpose: LinkPurpose, now: Date) =>
    db
      .update(accountLinks)
      .set({ usedAt: now })
      .where(and(which, eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt)));

  return {
    /** A new link token for the account, stored (as its hash) before it is returned. */
    async issue(userId: string, purpose: LinkPurpose, now: Date): Promise<string> {
      const expiresAt = new Date(now.getTime() + LINK_LIFETIME_SECONDS[purpose] * 1000);
      const body = `${Math.floor(expiresAt.getTime() / 1000).toString(36)}.${randomBytes(32).toString('base64url')}`;
      const token = `${body}.${sign(purpose, body)}`;
      // The account's expired links go as a new one comes, so the table stays small; a used
      // one stays until it expires, so reusing it is answered "already used".
      await db
        .delete(accountLinks)
        .where(and(eq(accountLinks.userId, userId), lte(accountLinks.expiresAt, now)));
      await db
        .insert(accountLinks)
        .values({ tokenHash: hashOf(token), userId, purpose, createdAt: now, expiresAt });
      return token;
    },

    /**
     * Uses a link: the account it was issued to, or why it cannot be used. Marking it used is
     * one conditional update, so two requests racing with one link cannot both succeed; every
     * other unused link of the same purpose for that account is spent with it.
     */
    async spend(
      token: string,
      purpose: LinkPurpose,
      now: Date,
    ): Promise<{ userId: string } | { problem: LinkProblem }> {
      const checked = check(token, purpose, now);
      if ('problem' in checked) return checked;
      const [used] = await markUsed(
        eq(accountLinks.tokenHash, checked.hash),
        purpose,
        now,
      ).returning();
      if (!used) {
        const [known] = await db
          .select({ usedAt: accountLinks.usedAt })
          .from(accountLinks)
          .where(and(eq(accountLinks.tokenHash, checked.hash), eq(accountLinks.purpose, purpose)));
        return { problem: known ? 'used' : 'invalid' };
      }
      if (used.expiresAt <= now) return { problem: 'expired' };
      await markUsed(eq(accountLinks.userId, used.userId), purpose, now);
      return { userId: used.userId };
    },
  };
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
