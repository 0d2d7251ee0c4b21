// Which requests the page cache answers, under which key, and which rendered answers it keeps.
// Public pages are the same for every visitor (the session lives in the browser's storage), so
// a page depends only on its path and the query parameters it reads (the table in
// host/shared/page-queries.mjs). A client navigation or prefetch (Next's RSC requests) depends
// besides on the router headers Next reads (see navigation-key.mjs). The key holds exactly
// that, written one way: every other spelling of the same request reaches the same entry, and
// what a page does not read never makes a new one.
import { pageQueryEntries } from '../shared/index.mjs';
import { navigationHeaders } from './navigation-key.mjs';

// Per-visitor or not pages at all: the profile, staff pages, previews, the pages a mailed link
// opens (each carries its link's token), the APIs and Next's own files. (The enquiry forms'
// start time is their response's nonce, made per response: they can be cached.)
const NEVER_CACHED = /^\/(?:api|_next|profile|staff|preview|verify-email|reset-password)(?:\/|$)/;
// The site's public data, fetched by every visit (the header's menus, the footer's posts) or by
// every intro journey (its facts): the same for every visitor and read from the content cache as
// the pages are, so kept as they are.
const PUBLIC_DATA = new Set([
  '/header-menus.json',
  '/header-news.json',
  '/footer-posts.json',
  '/journey-facts.json',
]);
const MAX_URL_LENGTH = 2048;
// The Arabic twin of every page lives under /ar (src/site/locale.ts): /ar/profile is /profile in
// Arabic, so the rules above and the page's query parameters are those of its English path.
const ARABIC_PREFIX = 'ar';
// A longer value of a parameter a page reads (a search, a return path) is answered by Next.
const MAX_VALUE_LENGTH = 256;

/**
 * @typedef {object} CacheableRequest
 * @property {string} key the cache key
 * @property {string} url what the renderer asks Next for: the canonical path and query
 * @property {Record<string, string>} headers the router headers of a client navigation; {} for a page
 * @property {string} path the canonical path: the page the answer belongs to
 * @property {boolean} hasQuery whether the key holds query parameters
 */

/**
 * A path's segments, decoded, with `.` and `..` resolved as a browser resolves them; undefined
 * for a path Next answers itself (a redirect to its clean form: a trailing slash, `//`, `\`)
 * or that names no page (undecodable, an encoded `/`).
 * @param {string} rawPath
 */
function pathSegments(rawPath) {
  if (/\/\/|\\/.test(rawPath) || (rawPath.length > 1 && rawPath.endsWith('/'))) return undefined;
  let resolved;
  try {
    resolved = new URL(`http://page${rawPath}`).pathname;
  } catch {
    return undefined;
  }
  /** @type {string[]} */
  const segments = [];
  for (const raw of resolved.split('/').slice(1)) {
    if (raw === '') continue;
    let segment;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (/[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments;
}

/**
 * The cache key and render of a request, or undefined when Next must answer it itself.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ routeGroups: ReadonlySet<string> | null }} app the route groups of the build's app
 * (`(site)` is `site`), or null when its client navigations must not be cached
 * @returns {CacheableRequest | undefined}
 */
export function cacheableRequest(request, { routeGroups }) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const { headers } = request;
  if (headers.authorization || headers['next-action'] !== undefined) return undefined;
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.length > MAX_URL_LENGTH) return undefined;
  const queryAt = url.indexOf('?');
  const segments = pathSegments(queryAt === -1 ? url : url.slice(0, queryAt));
  if (!segments) return undefined;
  const path = `/${segments.join('/')}`;
  const routeSegments = segments[0] === ARABIC_PREFIX ? segments.slice(1) : segments;
  const routePath = `/${routeSegments.join('/')}`;
  if (NEVER_CACHED.test(routePath)) return undefined;
  // Other files (robots.txt, feeds, images) are served by Next and carry no nonce.
  const data = PUBLIC_DATA.has(routePath);
  if (segments.at(-1)?.includes('.') && !data) return undefined;

  const read = pageQueryEntries(
    routePath,
    new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt)),
  );
  if (read.some(([, value]) => value.length > MAX_VALUE_LENGTH)) return undefined;
  const query = read
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  const canonicalPath = `/${segments.map(encodeURIComponent).join('/')}`;
  const canonical = query ? `${canonicalPath}?${query}` : canonicalPath;

  // Next routes an Arabic address to its English route: the router state spells that route.
  const navigation = navigationHeaders(headers, { segments: routeSegments, query, routeGroups });
  if (navigation === undefined) return undefined;
  // Data has no client navigation: router headers on it are left to Next, never a new entry.
  if (data && Object.keys(navigation).length > 0) return undefined;
  const variant = Object.entries(navigation)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  return {
    key: variant ? `${variant} ${canonical}` : canonical,
    url: canonical,
    headers: navigation,
    path,
    hasQuery: query !== '',
  };
}

/**
 * Whether a rendered answer may be kept and served to everyone: a page (200) or a deliberate
 * "not found" page (404), HTML, a client navigation's answer or public data (JSON), setting
 * no cookie.
 * @param {{ status: number, headers: Record<string, string | string[] | undefined> }} rendered
 */
export function isStorable({ status, headers }) {
  if (status !== 200 && status !== 404) return false;
  if (
    !/^(?:text\/html|text\/x-component|application\/json)\b/.test(
      String(headers['content-type'] ?? ''),
    )
  )
    return false;
  return headers['set-cookie'] === undefined;
}
