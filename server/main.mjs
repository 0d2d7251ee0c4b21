// The site's production server: one Node process with Next's request handler behind it.
// It exists for what Next's own `next start` cannot do: tell the app the client's real
// address (the socket's, or the trusted proxy's), give every response its own CSP nonce,
// serve public pages from the page cache (rendered once, not per request), and stop
// gracefully on SIGTERM.
import { createServer } from 'node:http';
import next from 'next';
import { clientAddress, CLIENT_ADDRESS_HEADER } from './client-address.mjs';
import { contentRefreshSeconds } from './content-refresh.mjs';
import { createPageCache } from './page-cache/page-cache.mjs';
import { pageCacheKey } from './page-cache/policy.mjs';
import { registerPageCache } from './page-cache/registry.mjs';
import { startRenderer } from './page-cache/renderer.mjs';
import { createMemoryStore } from './page-cache/store.mjs';
import { newNonce, NONCE_HEADER } from './render-nonce.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustProxy = process.env.TRUST_PROXY === 'true';
// In-flight requests get this long to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

process.env.NODE_ENV = 'production';
const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const renderer = await startRenderer(handle, `localhost:${port}`);
const pageCache = createPageCache({
  store: createMemoryStore(),
  render: renderer.render,
  // The content data cache takes the other half of the interval (server/content-refresh.mjs).
  refreshSeconds: contentRefreshSeconds() / 2,
  onError: (error, key) =>
    console.error(`Page cache: rendering ${key} failed; serving the last good page`, error),
});
registerPageCache(pageCache);

/** Next renders the request itself, with a nonce of its own. */
function handleByNext(request, response) {
  request.headers[NONCE_HEADER] = newNonce();
  handle(request, response);
}

const server = createServer((request, response) => {
  // Whatever the client sent under this name is replaced: only this server decides it (and
  // the nonce: handleByNext overwrites it; cached pages never reach Next).
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request, trustProxy);
  const key = pageCacheKey(request);
  if (key === undefined) return handleByNext(request, response);
  pageCache.serve(request, response, key).catch((error) => {
    console.error(`Page cache: no page to serve for ${key}`, error);
    if (!response.headersSent) handleByNext(request, response);
  });
});

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  server.close(() => {
    renderer.stop();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    renderer.stop();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
