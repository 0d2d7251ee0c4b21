import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { issueToken, TOKEN_TTL_SECONDS, verifyToken } from './tokens';

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
        .setSubject(subject)
        .setExpirationTime('1h')
        .sign(key);
    expect(await verifyToken(await sign({ ver: 0 }, "1' or '1'='1"), key)).toBeNull();
    expect(await verifyToken(await sign({ ver: '0' }, claims.userId), key)).toBeNull();
    expect(await verifyToken(await sign({}, claims.userId), key)).toBeNull();
    expect(await verifyToken('not-a-token', key)).toBeNull();
  });
});
