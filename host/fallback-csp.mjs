// src/proxy.ts gives every page its Content-Security-Policy, but it does not run for static
// paths (/favicon.ico, /images/…, /_next/static/…), so a 404 page rendered for one of them
// would have none. This adds a strict policy to any answer that leaves without one, and gives
// the build's own files theirs (nginx serves them with the same one: deploy/nginx/render.mjs).

/**
 * Nothing inline and nothing from elsewhere: the site's own styles, images and fonts only,
 * so a page answered here (a 404 of a static path) still renders, unscripted.
 */
export const FALLBACK_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; font-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The build's files (/_next/static/…) run nothing as pages. A worker's policy is its script's
 * own, not the page's: the ripple background's worker is a build file that loads the build's
 * other chunks with importScripts, so they may load the site's own scripts and nothing else.
 */
export const BUILD_FILES_CSP = "default-src 'none'; script-src 'self'; frame-ancestors 'none'";

/**
 * The policy of an answer that has none: a build file found gets BUILD_FILES_CSP, anything
 * else (a 404 of a static path included) FALLBACK_CSP.
 * @param {number} status @param {string} pathname
 */
export function policyWithout(status, pathname) {
  return status === 200 && pathname.startsWith('/_next/static/') ? BUILD_FILES_CSP : FALLBACK_CSP;
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} url the request's path and query
 */
export function ensureCsp(response, url) {
  const writeHead = response.writeHead;
  /** @param {Parameters<typeof writeHead>} args */
  const withCsp = (...args) => {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null);
    const given = Array.isArray(headers)
      ? headers.some((entry, i) => i % 2 === 0 && /^content-security-policy$/i.test(String(entry)))
      : headers !== undefined &&
        Object.keys(headers).some((name) => name.toLowerCase() === 'content-security-policy');
    if (!given && !response.hasHeader('content-security-policy'))
      response.setHeader(
        'Content-Security-Policy',
        policyWithout(
          typeof args[0] === 'number' ? args[0] : response.statusCode,
          url.split('?')[0] ?? '',
        ),
      );
    return writeHead.apply(response, args);
  };
  response.writeHead = /** @type {typeof writeHead} */ (withCsp);
}
