// The page cache replaces Next's bare error document (host/shared/error-page.mjs) on the pages
// it keeps. A page Next answers itself (a staff page, a preview, an address the cache does not
// take) can end in the same bare document: a signed-out /ar/staff showed an empty page, in no
// language. So Next's answer to a page request is held back when it starts as an HTML error,
// and a bare document is replaced by the site's error page for the same status and address,
// made with the same nonce.
import { gunzipSync, gzipSync } from 'node:zlib';
import { acceptsGzip } from './page-cache/page-cache.mjs';
import { isBareErrorDocument } from './shared/index.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {(address: { url: string, status: number }) => Promise<import('./page-cache/page-cache.mjs').Rendered>} RenderErrorPage
 */

// Kept from Next's answer (how long it may be kept, the host's own); the rest is the error page's.
const KEPT_HEADERS = new Set(['cache-control', 'strict-transport-security']);
// About the connection or the body as it was sent: never taken from the error page's render.
const NOT_TAKEN_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * Watches Next's answer to a page request (GET, not a client navigation or an action). Next's
 * compression wraps the response after this does, so what is held may be gzipped.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 * @param {RenderErrorPage} renderErrorPage
 * @param {(error: unknown) => void} onError
 */
export function replaceBareErrorDocument(request, response, renderErrorPage, onError) {
  if (request.method !== 'GET' || request.headers.rsc || request.headers['next-action']) return;
  const { writeHead, flushHeaders, write, end } = response;
  /** @type {'open' | 'passing' | 'holding' | 'ending'} */
  let state = 'open';
  /** @type {Buffer[]} */
  const held = [];
  /** Decided when Next first sends anything: an HTML answer with an error status is held. */
  const holds = () => {
    if (state === 'open')
      state =
        response.statusCode >= 400 &&
        String(response.getHeader('content-type') ?? '').startsWith('text/html')
          ? 'holding'
          : 'passing';
    return state !== 'passing';
  };
  /**
   * @param {unknown} chunk
   * @param {unknown} encoding
   */
  const hold = (chunk, encoding) => {
    if (typeof chunk === 'string')
      held.push(Buffer.from(chunk, /** @type {BufferEncoding} */ (encoding ?? 'utf8')));
    else if (chunk instanceof Uint8Array) held.push(Buffer.from(chunk));
  };
  /** @param {Buffer} body */
  const send = (body) => {
    state = 'passing';
    /** @type {(body: Buffer) => void} */ (end).call(response, body);
  };

  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      response.statusCode = status;
      if (!holds()) return writeHead.call(this, status, ...rest);
      const headers = rest.find((given) => typeof given === 'object' && given !== null);
      if (headers && !Array.isArray(headers))
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
      return this;
    }
  );
  response.flushHeaders = function () {
    if (!holds()) flushHeaders.call(this);
  };
  response.write = /** @type {ServerResponse['write']} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (!holds()) return write.call(this, chunk, encoding, callback);
      hold(chunk, typeof encoding === 'string' ? encoding : undefined);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') queueMicrotask(() => done());
      return true;
    }
  );
  response.end = /** @type {ServerResponse['end']} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (!holds()) return end.call(this, chunk, encoding, callback);
      const done = [chunk, encoding, callback].find((given) => typeof given === 'function');
      if (done) response.once('finish', done);
      // Next may end its answer twice; the first end decides.
      if (state === 'ending') return this;
      state = 'ending';
      if (typeof chunk !== 'function')
        hold(chunk, typeof encoding === 'string' ? encoding : undefined);
      const body = Buffer.concat(held);
      if (
        !isBareErrorDocument({ headers: { 'content-type': 'text/html' }, body: readable(body) })
      ) {
        send(body);
        return this;
      }
      const status = response.statusCode;
      renderErrorPage({ url: request.url ?? '/', status })
        .then((page) => {
          for (const name of response.getHeaderNames())
            if (!KEPT_HEADERS.has(name)) response.removeHeader(name);
          for (const [name, value] of Object.entries(page.headers))
            if (value !== undefined && !NOT_TAKEN_HEADERS.has(name) && !KEPT_HEADERS.has(name))
              response.setHeader(name, value);
          response.statusCode = status;
          if (!acceptsGzip(request.headers['accept-encoding'])) return send(page.body);
          response.setHeader('content-encoding', 'gzip');
          send(gzipSync(page.body));
        })
        .catch((error) => {
          onError(error);
          send(body);
        });
      return this;
    }
  );

  /** The held body as text, unzipped when Next's compression gzipped it. */
  function readable(/** @type {Buffer} */ body) {
    if (response.getHeader('content-encoding') !== 'gzip') return body;
    try {
      return gunzipSync(body);
    } catch {
      return body;
    }
  }
}
