// Which requests the page cache answers and which rendered responses it keeps. Public pages
// are the same for every visitor (the session lives in the browser's storage), so a page
// depends only on its path and query.

// Per-visitor or not pages at all: the profile, staff pages, the pages a mailed link opens (each
// carries its link's token), the APIs and Next's own files. (The enquiry forms' start time is
// their response's nonce, made per response: they can be cached.)
const NEVER_CACHED = /^\/(?:api|_next|profile|staff|verify-email|reset-password)(?:\/|$)/;
// Headers of Next's client navigations and server actions: their answers depend on the
// router state the browser sends, so they go to Next as they are.
const NEXT_CLIENT_HEADERS = [
  'rsc',
  'next-action',
  'next-router-state-tree',
  'next-router-prefetch',
];
const MAX_KEY_LENGTH = 2048;

/**
 * The cache key of a request (its path and query), or undefined when it must go to Next.
 * @param {import('node:http').IncomingMessage} request
 */
export function pageCacheKey(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.headers.authorization) return undefined;
  if (NEXT_CLIENT_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
  const url = request.url ?? '';
  if (!url.startsWith('/') || url.length > MAX_KEY_LENGTH) return undefined;
  const [rawPath = '', query = ''] = url.split('?', 2);
  if (new URLSearchParams(query).has('_rsc')) return undefined;
  let path;
  try {
    // Next decodes the path before routing: /%70rofile is /profile.
    path = decodeURIComponent(rawPath).replace(/\/{2,}/g, '/');
  } catch {
    return undefined;
  }
  if (NEVER_CACHED.test(path)) return undefined;
  // Files (robots.txt, feeds, images) are served by Next and carry no nonce.
  if (path.slice(path.lastIndexOf('/')).includes('.')) return undefined;
  return url;
}

/**
 * Whether a rendered response may be kept and served to everyone: a page (200) or a
 * deliberate "not found" page (404), HTML, setting no cookie.
 * @param {{ status: number, headers: Record<string, string | string[] | undefined> }} rendered
 */
export function isStorable({ status, headers }) {
  if (status !== 200 && status !== 404) return false;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return false;
  return headers['set-cookie'] === undefined;
}
