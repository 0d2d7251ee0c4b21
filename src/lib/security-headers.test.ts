import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, staticSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it('allows scripts by nonce, never by unsafe-inline, and forbids framing', () => {
    const policy = contentSecurityPolicy('abc123');
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy('n', { https: true })).toContain('upgrade-insecure-requests');
  });

  it('leaves HSTS out of the build: it follows SITE_URL at run time (host/main.mjs)', () => {
    const names = staticSecurityHeaders().map((h) => h.key);
    expect(names).not.toContain('Strict-Transport-Security');
    expect(names).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
  });
});

describe('frame-src', () => {
  it('allows no frame unless given origins, then exactly those', () => {
    const frameSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('frame-src'));
    expect(frameSrc(contentSecurityPolicy('n'))).toBe("frame-src 'none'");
    expect(frameSrc(contentSecurityPolicy('n', { frameOrigins: ['https://www.google.com'] }))).toBe(
      'frame-src https://www.google.com',
    );
  });
});
