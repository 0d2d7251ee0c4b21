// src/proxy.ts gives every page its Content-Security-Policy, but it does not run for static
// paths (/favicon.ico, /images/…, /_next/static/…), so a 404 page rendered for one of them
// would have none. This adds a strict policy to any answer that leaves without one.

/**
 * Nothing inline and nothing from elsewhere: the site's own styles, images and fonts only,
 * so a page answered here (a 404 of a static path) still renders, unscripted.
 */
export const FALLBACK_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** @param {import('node:http').ServerResponse} response */
export function ensureCsp(response) {
  const writeHead = response.writeHead;
  /** @param {Parameters<typeof writeHead>} args */
  const withCsp = (...args) => {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
    const given = Array.isArray(headers)
      ? headers.some((entry, i) => i % 2 === 0 && /^content-security-policy$/i.test(String(entry)))
      : headers !== undefined &&
        Object.keys(headers).some((name) => name.toLowerCase() === 'content-security-policy');
    if (!given && !response.hasHeader('content-security-policy'))
      response.setHeader('Content-Security-Policy', FALLBACK_CSP);
    return writeHead.apply(response, args);
  };
  response.writeHead = /** @type {typeof writeHead} */ (withCsp);
}
