import 'server-only';
import { errors, jwtVerify } from 'jose';
import * as z from 'zod/mini';

/**
 * The companion plugin's preview token (wordpress/wasla-companion/README.md, "Token format"):
 * an HS256 JWT signed with the secret the site and WordPress share, naming the post (and the
 * autosave revision holding unsaved changes), for the site (`aud`), valid for minutes (`exp`).
 *
 * A token is not single-use: reloading the preview while it is valid shows the draft again,
 * and every click on Preview in WordPress makes a new one. It cannot be used for another post
 * (the post is in the signed claims and must be the one the address names) or after it expires.
 */

/** Why a preview is refused: no or a forged token (401), a token for another post (403). */
export type PreviewRefusal = 'unauthorized' | 'expired' | 'forbidden';

export interface PreviewClaims {
  post: number;
  /** The autosave revision to show instead of the saved post. */
  revision: number | null;
  /** The WordPress that signed it (its home URL). */
  issuer: string;
  expires: Date;
}

/** Seconds of clock difference between WordPress and the site that are tolerated. */
const clockToleranceSeconds = 5;

const claimsSchema = z.object({
  iss: z.string(),
  aud: z.string(),
  post: z.number().check(z.int(), z.positive()),
  revision: z.optional(z.number().check(z.int(), z.positive())),
  exp: z.number(),
});

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Checks a token for the post `post` (from the preview address): its HS256 signature with
 * `secret` (any other algorithm is refused), expiry, that it was made for this site
 * (`aud` = the site's origin) and that it names this post.
 */
export async function verifyPreviewToken(
  token: string | undefined,
  post: number | undefined,
  { secret, siteOrigin }: { secret: string; siteOrigin: string },
): Promise<{ claims: PreviewClaims } | { refusal: PreviewRefusal }> {
  if (!token || post === undefined) return { refusal: 'unauthorized' };
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: clockToleranceSeconds,
      requiredClaims: ['exp'],
    }));
  } catch (error) {
    return { refusal: error instanceof errors.JWTExpired ? 'expired' : 'unauthorized' };
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success || originOf(claims.data.aud) !== siteOrigin)
    return { refusal: 'unauthorized' };
  if (claims.data.post !== post) return { refusal: 'forbidden' };
  return {
    claims: {
      post: claims.data.post,
      revision: claims.data.revision ?? null,
      issuer: claims.data.iss,
      expires: new Date(claims.data.exp * 1000),
    },
  };
}
