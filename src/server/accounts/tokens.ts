import 'server-only';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Session tokens last 7 days. */
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  userId: string;
  /** The account's token version when the token was issued. */
  tokenVersion: number;
}

const payloadSchema = z.object({ sub: z.uuid(), ver: z.number().int().min(0) });

/** An HS256 JWT `{sub, ver, iat, exp}`. */
export function issueToken(
  claims: TokenClaims,
  key: Uint8Array,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS)
    .sign(key);
}

/**
 * The claims of a genuine, unexpired token, else null. Only HS256 is accepted, so a token
 * with `alg: none` or any other algorithm fails, as does one signed with another key.
 */
export async function verifyToken(
  token: string,
  key: Uint8Array,
  now = new Date(),
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    const claims = payloadSchema.safeParse(payload);
    return claims.success ? { userId: claims.data.sub, tokenVersion: claims.data.ver } : null;
  } catch {
    return null;
  }
}
