import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyPreviewToken } from './token';

const secret = 'preview-secret-0123456789abcdef0123';
const siteOrigin = 'https://www.wasla.example';
const options = { secret, siteOrigin };
const now = () => Math.floor(Date.now() / 1000);

/** A token as the companion plugin signs it (its README's format). */
function sign(
  claims: Record<string, unknown> = {},
  { key = secret, alg = 'HS256' }: { key?: string; alg?: string } = {},
) {
  return new SignJWT({
    iss: 'https://cms.wasla.example',
    aud: siteOrigin,
    post: 19,
    type: 'post',
    iat: now(),
    exp: now() + 600,
    jti: '195bea94c3f7bc9462faf8ad310d95a5',
    ...claims,
  })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(key));
}

describe('the preview token', () => {
  it('names the post (and the autosave) when it is signed for this site and this post', async () => {
    expect(await verifyPreviewToken(await sign({ revision: 23 }), 19, options)).toEqual({
      claims: {
        post: 19,
        revision: 23,
        issuer: 'https://cms.wasla.example',
        expires: expect.any(Date),
      },
    });
  });

  it('refuses a missing token or post', async () => {
    expect(await verifyPreviewToken(undefined, 19, options)).toEqual({ refusal: 'unauthorized' });
    expect(await verifyPreviewToken(await sign(), undefined, options)).toEqual({
      refusal: 'unauthorized',
    });
  });

  it('refuses a token for another post', async () => {
    expect(await verifyPreviewToken(await sign(), 20, options)).toEqual({ refusal: 'forbidden' });
  });

  it('refuses an expired token (beyond a few seconds of clock difference)', async () => {
    const expired = await sign({ iat: now() - 700, exp: now() - 60 });
    expect(await verifyPreviewToken(expired, 19, options)).toEqual({ refusal: 'expired' });
    const justNow = await sign({ iat: now() - 600, exp: now() - 2 });
    expect(await verifyPreviewToken(justNow, 19, options)).toMatchObject({
      claims: { post: 19 },
    });
  });

  it('refuses a tampered, wrongly signed, unsigned or other-site token', async () => {
    const token = await sign();
    const [header, payload, signature] = token.split('.');
    const otherPost = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), post: 20 }),
    ).toString('base64url');
    const refused = [
      `${header}.${otherPost}.${signature}`,
      await sign({}, { key: 'another-secret-0123456789abcdef01234' }),
      await sign({}, { alg: 'HS512' }),
      new UnsecuredJWT({ aud: siteOrigin, post: 19, exp: now() + 600 }).encode(),
      await sign({ aud: 'https://elsewhere.example' }),
      await sign({ post: '19' }),
      'not-a-token',
    ];
    for (const candidate of refused)
      expect(await verifyPreviewToken(candidate, 19, options)).toEqual({
        refusal: 'unauthorized',
      });
  });
});
