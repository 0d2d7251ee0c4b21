// Request bodies are refused here, before Next.js buffers them (it would read up to 10 MB so
// that src/proxy.ts could see the body). Only the job application form takes a file; every
// other route takes less than 64 KB, so anything over its limit is answered at once, counted
// as it streams in when no Content-Length announces it.
import { IncomingMessage } from 'node:http';

/** The largest request body most routes may receive; the routes' own limits are smaller. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The application form carries a CV of up to 5 MB (its exact limit is checked by the route):
 * the API and the page itself (the form's post without JavaScript) may receive that much.
 */
export const UPLOAD_BODY_BYTES = 5 * 1024 * 1024 + 128 * 1024;
const UPLOAD_PATHS = new Set(['/api/applications', '/jobs-at-wasla']);

/** @param {import('node:http').IncomingMessage} request */
export function bodyLimit(request) {
  const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
  return UPLOAD_PATHS.has(path) ? UPLOAD_BODY_BYTES : MAX_BODY_BYTES;
}
/** How long the rest of a refused body is read and thrown away before the connection closes. */
const LINGER_MS = 5_000;

/**
 * Calls `next(request)` with a request whose body is known to fit, or answers 413 itself.
 * A declared length is checked at once; a chunked body is read (at most the limit + 1
 * bytes) and handed on as a fresh request carrying the same bytes.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {(request: import('node:http').IncomingMessage) => void} next
 */
export function limitBody(request, response, next) {
  const limit = bodyLimit(request);
  const declared = request.headers['content-length'];
  if (declared !== undefined) {
    if (Number(declared) > limit) return tooLarge(request, response, limit);
    return next(request);
  }
  if (request.headers['transfer-encoding'] === undefined) return next(request);

  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  let refused = false;
  request.on('data', (chunk) => {
    if (refused) return;
    size += chunk.length;
    if (size > limit) {
      refused = true;
      tooLarge(request, response, limit);
      return;
    }
    chunks.push(chunk);
  });
  request.on('end', () => {
    if (!refused) next(replay(request, Buffer.concat(chunks)));
  });
  request.on('error', () => {
    refused = true;
  });
}

/**
 * A request like `original` whose body is `body`, readable once more.
 * @param {IncomingMessage} original
 * @param {Buffer} body
 */
function replay(original, body) {
  const copy = new IncomingMessage(original.socket);
  copy.method = original.method;
  copy.url = original.url;
  copy.httpVersion = original.httpVersion;
  copy.httpVersionMajor = original.httpVersionMajor;
  copy.httpVersionMinor = original.httpVersionMinor;
  copy.headers = { ...original.headers, 'content-length': String(body.length) };
  delete copy.headers['transfer-encoding'];
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) => [name, String(value)]);
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

/**
 * @param {IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {number} limit
 */
function tooLarge(request, response, limit) {
  const body = JSON.stringify({
    success: false,
    message: `The request body is larger than the ${describeBytes(limit)} limit.`,
    error: 'PAYLOAD_TOO_LARGE',
  });
  // Written to the socket directly, then only our side is closed: Node's own response would
  // close the connection while the client is still sending, and a reset connection loses the
  // answer. What of the body still arrives is read and thrown away (nothing is kept) for at
  // most LINGER_MS, so the client reads the answer and stops.
  const { socket } = request;
  socket.write(
    [
      'HTTP/1.1 413 Payload Too Large',
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
  socket.end();
  request.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  response.on('error', () => {});
}

/** @param {number} bytes */
function describeBytes(bytes) {
  return bytes < 1024 * 1024 ? `${bytes / 1024} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
