// The query parameters each page reads: the one table that both the pages (through
// `pageQuery`, src/server/page-query.ts) and the page cache (host/page-cache/policy.mjs) use.
// A page reads only the parameters named here, so the page cache can key a page on exactly
// them: anything else in a query string (`?utm_source=…`, cache busters) reaches the same
// cached page and never makes a new entry. A page not listed reads no parameter.

/** Path → the parameters its page reads, each as a single value (the first, when repeated). */
export const PAGE_QUERY_PARAMETERS = /** @type {const} */ ({
  '/blog': ['page'],
  '/stories': ['page'],
  '/search': ['q'],
  '/contact-us': ['topic', 'model'],
  '/contact-us/received': ['kind'],
  '/jobs-at-wasla': ['job'],
  '/register': ['next', 'mode'],
  // Never cached (per link), but it reads its query the same way.
  '/preview': ['post', 'token'],
});

/** @typedef {keyof typeof PAGE_QUERY_PARAMETERS} QueryPagePath */

/**
 * The parameters the page at `path` reads, in the table's order, each with its first value;
 * every other parameter is left out.
 * @param {string} path a decoded path
 * @param {URLSearchParams} search
 * @returns {[string, string][]}
 */
export function pageQueryEntries(path, search) {
  /** @type {readonly string[]} */
  const names = Object.hasOwn(PAGE_QUERY_PARAMETERS, path)
    ? PAGE_QUERY_PARAMETERS[/** @type {QueryPagePath} */ (path)]
    : [];
  return names.flatMap((name) => {
    const value = search.get(name);
    return value === null ? [] : [[name, value]];
  });
}
