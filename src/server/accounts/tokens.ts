import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Session tokens last 7 days. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Who issues the tokens and what they are for: a token made for anything else is refused. */
export const TOKEN_ISSUER = 'wasla-website';
export const TOKEN_AUDIENCE = 'wasla-account-api';
/** How far a token's issue time may lie ahead of this server's clock (instances' clocks differ a little). */
const CLOCK_SKEW_SECONDS = 30;

export interface TokenClaims {
  userId: string;
  /** The account's token version when the token was issued. */
  tokenVersion: number;
}

const payloadSchema = z.object({ sub: z.uuid(), ver: z.number().int().min(0) });

/** An HS256 JWT `{iss, aud, sub, ver, iat, exp}`. */
export function issueToken(
  claims: TokenClaims,
  key: Uint8Array,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * The claims of a genuine, unexpired token, else null. Only HS256 is accepted, so a token
 * with `alg: none` or any other algorithm fails, as does one signed with another key. The
 * issuer and audience must be ours, `exp` and `iat` must be present, and `iat` must not lie
 * in the future (a token minted "later" would outlive its 7 days).
 */
export async function verifyToken(
  token: string,
  key: Uint8Array,
  now = new Date(),
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: now,
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    if ((payload.iat ?? Infinity) > now.getTime() / 1000 + CLOCK_SKEW_SECONDS) return null;
    const claims = payloadSchema.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, tokenVersion: claims.data.ver } : null;
  } catch {
    return null;
  }
}
