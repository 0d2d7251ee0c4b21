import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { issueToken, TOKEN_AUDIENCE, TOKEN_ISSUER, TOKEN_TTL_SECONDS, verifyToken } from './tokens';

const key = new TextEncoder().encode('token-test-secret-token-test-secret-01');
const otherKey = new TextEncoder().encode('another-secret-another-secret-another-02');
const claims = { userId: '6f1c1f0e-3a5b-4c9e-9d2a-7b8e6f5d4c3b', tokenVersion: 2 };
const issuedAt = new Date('2025-05-01T12:00:00Z');
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('session tokens', () => {
  it('round-trips the user id and token version', async () => {
    const token = await issueToken(claims, key, issuedAt);
    expect(await verifyToken(token, key, issuedAt)).toEqual(claims);
  });

  it('expires after exactly 7 days', async () => {
    const token = await issueToken(claims, key, issuedAt);
    expect(TOKEN_TTL_SECONDS).toBe(604_800);
    expect(await verifyToken(token, key, later(TOKEN_TTL_SECONDS - 1))).toEqual(claims);
    expect(await verifyToken(token, key, later(TOKEN_TTL_SECONDS))).toBeNull();
  });

  it('refuses a token signed with another secret', async () => {
    expect(
      await verifyToken(await issueToken(claims, otherKey, issuedAt), key, issuedAt),
    ).toBeNull();
  });

  it('refuses an unsigned token (alg: none) and one with an edited payload', async () => {
    const unsigned = new UnsecuredJWT({ ver: 2 })
      .setSubject(claims.userId)
      .setExpirationTime('1h')
      .encode();
    expect(await verifyToken(unsigned, key)).toBeNull();

    const [header, , signature] = (await issueToken(claims, key, issuedAt)).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: claims.userId, ver: 99, exp: 4_102_444_800 }),
    ).toString('base64url');
    expect(await verifyToken(`${header}.${forgedPayload}.${signature}`, key, issuedAt)).toBeNull();
  });

  it('refuses another HMAC algorithm even with the right secret', async () => {
    const hs512 = await new SignJWT({ ver: 2 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(claims.userId)
      .setExpirationTime('1h')
      .sign(key);
    expect(await verifyToken(hs512, key)).toBeNull();
  });

  it('refuses a genuine token whose claims are not a user id and version', async () => {
    const sign = (payload: Record<string, unknown>, subject: string) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key);
    expect(await verifyToken(await sign({ ver: 0 }, claims.userId), key)).not.toBeNull();
    expect(await verifyToken(await sign({ ver: 0 }, "1' or '1'='1"), key)).toBeNull();
    expect(await verifyToken(await sign({ ver: '0' }, claims.userId), key)).toBeNull();
    expect(await verifyToken(await sign({}, claims.userId), key)).toBeNull();
    expect(await verifyToken('not-a-token', key)).toBeNull();
  });

  it('requires our issuer and audience, an expiry, and an issue time that is not in the future', async () => {
    const now = Math.floor(issuedAt.getTime() / 1000);
    const sign = (edit: (jwt: SignJWT) => SignJWT) =>
      edit(
        new SignJWT({ ver: 2 }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.userId),
      ).sign(key);
    const complete = (jwt: SignJWT) =>
      jwt
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600);
    expect(await verifyToken(await sign(complete), key, issuedAt)).toEqual(claims);
    const refused = [
      // No exp: it would never expire.
      (jwt: SignJWT) => jwt.setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt(now),
      (jwt: SignJWT) =>
        jwt
          .setAudience(TOKEN_AUDIENCE)
          .setIssuedAt(now)
          .setExpirationTime(now + 60),
      (jwt: SignJWT) =>
        jwt
          .setIssuer(TOKEN_ISSUER)
          .setIssuedAt(now)
          .setExpirationTime(now + 60),
      (jwt: SignJWT) => complete(jwt).setIssuer('someone-else'),
      (jwt: SignJWT) => complete(jwt).setAudience('another-api'),
      (jwt: SignJWT) =>
        jwt
          .setIssuer(TOKEN_ISSUER)
          .setAudience(TOKEN_AUDIENCE)
          .setExpirationTime(now + 60),
      // Issued an hour from now.
      (jwt: SignJWT) =>
        complete(jwt)
          .setIssuedAt(now + 3600)
          .setExpirationTime(now + 7200),
    ];
    for (const edit of refused)
      expect(await verifyToken(await sign(edit), key, issuedAt)).toBeNull();
  });
});
