/**
 * Every security header the site sends, built in one place. next.config.ts applies the
 * static ones to every response; src/proxy.ts adds the per-request CSP with a nonce.
 */

export function contentSecurityPolicy(
  nonce: string,
  {
    dev = false,
    https = false,
    frameOrigins = [],
  }: {
    dev?: boolean;
    https?: boolean;
    /** Origins pages may frame (the maps service, only when its key is set) */
    frameOrigins?: readonly string[];
  } = {},
): string {
  const directives = [
    "default-src 'self'",
    // Next.js inlines its flight data as scripts; a per-request nonce (not 'unsafe-inline') allows them.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    // React renders style attributes (next/image, animations); style injection cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    `frame-src ${frameOrigins.length > 0 ? frameOrigins.join(' ') : "'none'"}`,
    "manifest-src 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The policy of responses that are not HTML pages (API answers, feeds). */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers every answer carries whatever the deployment (next.config.ts, at build time).
 * HSTS is not one of them: it depends on SITE_URL, which is read at run time, so the host
 * (host/main.mjs) adds it to every answer of an https site.
 */
export function staticSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
    },
  ];
}
