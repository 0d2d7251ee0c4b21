// Requests no page or API of the site can mean are answered here with a clear 4xx, before
// Next.js, which would answer some of them 500 (and log a stack trace): methods the site
// does not serve, unsafe requests a browser marks as coming from another site, image
// addresses that are not addresses, and server-action calls it cannot decode.
import { AsyncLocalStorage } from 'node:async_hooks';

/** The methods the site's pages and APIs answer (each route narrows them, with 405 + Allow). */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} error
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function refuse(response, status, error, message, headers = {}) {
  const body = JSON.stringify({ success: false, message, error });
  response.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(body);
}

/**
 * Whether a browser says this request comes from another site. `Sec-Fetch-Site` when the
 * browser sends it (same-site counts as another site: a subdomain is not this one); else an
 * `Origin` that is neither this host nor the public address. A request with neither header
 * is not a browser's cross-site post (a webhook, a script): its own checks apply.
 * @param {import('node:http').IncomingMessage} request
 * @param {string} publicOrigin SITE_URL's origin
 */
export function isCrossSite(request, publicOrigin) {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  if (origin === publicOrigin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true; // `Origin: null` (a sandboxed frame, a file) or garbage
  }
}

/**
 * Whether an image address cannot even be read: a backslash, a control character or a broken
 * percent-escape (Next.js answers those 500). Everything else is Next's to judge (400/404).
 * @param {string} url
 */
function unreadableImageAddress(url) {
  if (/[\\\u0000-\u001f\u007f]/.test(url)) return true;
  try {
    decodeURIComponent(url);
    return false;
  } catch {
    return true;
  }
}

/**
 * Answers a request the site cannot serve and returns true; false lets it through.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ publicOrigin: string }} options
 */
export function refuseUnservable(request, response, { publicOrigin }) {
  const method = request.method ?? 'GET';
  if (!SERVED_METHODS.includes(method)) {
    refuse(response, 405, 'METHOD_NOT_ALLOWED', `The ${method} method is not supported here.`, {
      Allow: SERVED_METHODS.join(', '),
    });
    return true;
  }
  if (!SAFE_METHODS.has(method) && isCrossSite(request, publicOrigin)) {
    refuse(
      response,
      403,
      'CROSS_SITE_REQUEST',
      'This form or request comes from another site; send it from this site’s own pages.',
    );
    return true;
  }
  const [path, query = ''] = (request.url ?? '/').split('?', 2);
  if (path === '/_next/image') {
    const url = new URLSearchParams(query).get('url');
    if (url !== null && unreadableImageAddress(url)) {
      refuse(response, 400, 'VALIDATION_FAILED', 'The image address is not a valid address.');
      return true;
    }
  }
  return false;
}

/**
 * A server-action call Next.js cannot decode (a hand-made body, arguments of the wrong kind)
 * fails inside Next with a 500, though nothing is wrong with the server: such an answer is a
 * 400. The site's own actions catch their failures (the database down included) and answer
 * them in the form, so a 500 here only ever means the call itself was malformed.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function malformedActionsAre400(request, response) {
  if (!isActionCall(request)) return;
  const writeHead = response.writeHead;
  /** @param {Parameters<typeof writeHead>} args */
  const as400 = (...args) => {
    if (args[0] === 500 || (args[0] === undefined && response.statusCode === 500)) {
      args[0] = 400;
      if (typeof args[1] === 'string') /** @type {unknown[]} */ (args)[1] = 'Bad Request';
    }
    return writeHead.apply(response, args);
  };
  response.writeHead = /** @type {typeof writeHead} */ (as400);
}

/**
 * A post to a page is a server action (the API routes answer their own errors as JSON).
 * @param {import('node:http').IncomingMessage} request
 */
const isActionCall = (request) =>
  request.method === 'POST' && !(request.url ?? '/').startsWith('/api/');

/** @type {AsyncLocalStorage<{ path: string, logged: boolean }>} */
const actionCalls = new AsyncLocalStorage();

/**
 * Runs `handle` (Next's handling of the request); during a server-action call, an error Next
 * logs (a malformed call's decode error, with its stack) becomes one line naming the page and
 * the error's kind, once per call. Its message is left out: it quotes what the client sent. The
 * site's own actions catch and log their failures themselves (see malformedActionsAre400).
 * @param {import('node:http').IncomingMessage} request
 * @param {() => void} handle
 */
export function withActionLogs(request, handle) {
  if (!isActionCall(request)) return handle();
  const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
  return actionCalls.run({ path, logged: false }, handle);
}

/**
 * Puts withActionLogs's filter in front of `console.error` and `console.warn` (where Next logs
 * a call it cannot decode, and one naming no action of this build), once per process.
 * @param {Pick<Console, 'error' | 'warn'>} [target]
 */
export function quietMalformedActionLogs(target = console) {
  for (const level of /** @type {const} */ (['error', 'warn'])) {
    const write = target[level];
    /** @param {unknown[]} args */
    target[level] = (...args) => {
      const call = actionCalls.getStore();
      const failure = call && args.find((arg) => arg instanceof Error);
      if (!call || !failure) return write.apply(target, args);
      if (call.logged) return;
      call.logged = true;
      write.call(
        target,
        `Server action call to ${call.path} refused: ${failure.name} (a malformed call, or one naming no action)`,
      );
    };
  }
}
