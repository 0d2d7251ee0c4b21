// The site's production host: one Node process with Next's request handler behind it.
// It exists for what Next's own `next start` cannot do: check the configuration before
// anything starts, tell the app the client's real address (the socket's, or the trusted
// proxy's), give every response its own CSP nonce, refuse oversized bodies, serve public pages
// from the page cache (rendered once, not per request; shared by every instance through Redis
// when REDIS_URL is set), and stop gracefully on SIGTERM.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { limitBody } from './body-limit.mjs';
import { replaceBareErrorDocument } from './error-document.mjs';
import { ensureCsp } from './fallback-csp.mjs';
import { createStylesheetInliner } from './page-cache/inline-stylesheets.mjs';
import {
  malformedActionsAre400,
  quietMalformedActionLogs,
  refuseUnservable,
  withActionLogs,
} from './request-guard.mjs';
import { createPageCache } from './page-cache/page-cache.mjs';
import { appRouteGroups } from './page-cache/navigation-key.mjs';
import { cacheableRequest } from './page-cache/policy.mjs';
import { createRedisStore } from './page-cache/redis-store.mjs';
import { startRenderer } from './page-cache/renderer.mjs';
import { createMemoryStore } from './page-cache/store.mjs';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  ERROR_PAGE_PATH,
  ERROR_STATUS_HEADER,
  hostConfig,
  isErrorPageAddress,
  NONCE_HEADER,
  newNonce,
  onRevalidation,
  onShutdown,
  runShutdownHooks,
  sharedRedis,
} from './shared/index.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 */

// Set before the configuration is read: it is part of it. (Next's types call it read-only.)
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV = 'production';
const config = configOrExit();
const { PORT: port, HOSTNAME: hostname, TRUST_PROXY: trustProxy } = config;
const publicOrigin = new URL(config.SITE_URL).origin;
// HTTPS only, for two years, from SITE_URL as this process reads it (not as the build did).
const transportSecurity = publicOrigin.startsWith('https:')
  ? 'max-age=63072000; includeSubDomains; preload'
  : undefined;
// In-flight requests get this long to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;
// Then the database and Redis get this long to close.
const CLOSE_TIMEOUT_MS = 3_000;
// Longer than the reverse proxy keeps an idle upstream connection (deploy/nginx: 30 s), so
// the proxy, not this server, closes idle ones: it never sends a request on a connection
// this server is closing at that moment.
const KEEP_ALIVE_TIMEOUT_MS = 35_000;

quietMalformedActionLogs();
// No `hostname` for Next: a rewrite to an absolute URL (as src/proxy.ts made for /ar/… before
// next.config.ts's rewrites took over) names
// http://localhost:PORT, and Next serves a rewrite in-process only when that origin is the one
// it builds from its own hostname; given HOSTNAME=127.0.0.1 it fetched the page over HTTP
// instead, and that second pass through the proxy lost the /ar address (lang="en" on /ar).
// The server still listens on HOSTNAME.
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const nextDir = path.join(process.cwd(), '.next');
const renderer = await startRenderer(handle, `localhost:${port}`, {
  transformPage: createStylesheetInliner(nextDir),
});
// What a client navigation's state may name (see page-cache/navigation-key.mjs).
const appRoutes = {
  routeGroups: appRouteGroups(
    Object.keys(
      JSON.parse(readFileSync(path.join(nextDir, 'server', 'app-paths-manifest.json'), 'utf8')),
    ),
  ),
};
onShutdown('page renderer', async () => renderer.stop());
const redis = sharedRedis();
const pageCache = createPageCache({
  store: redis ? createRedisStore(redis, createMemoryStore()) : createMemoryStore(),
  render: renderer.render,
  // The content data cache takes the other half of the interval (src/server/content/posts.ts).
  refreshSeconds: config.CONTENT_REFRESH_SECONDS / 2,
  onError: (error, key) =>
    console.error(`Page cache: rendering ${key} failed; serving the last good page`, error),
});
// Pages are out of date once this instance has revalidated content (the data cache
// handler announces it after the tags are expired, so no page re-renders from old data).
// Other instances learn it from the shared store's generation.
onRevalidation(({ remote }) => {
  if (!remote) pageCache.invalidate().catch(() => {});
});

/** The configuration; a bad value ends the process here, before Next starts, naming it. */
function configOrExit() {
  try {
    return hostConfig();
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    process.exit(1);
  }
}

/**
 * Next renders the request itself, with a nonce of its own.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
function handleByNext(request, response) {
  const nonce = newNonce();
  request.headers[NONCE_HEADER] = nonce;
  replaceBareErrorDocument(
    request,
    response,
    ({ url, status }) =>
      renderer.render({ url, headers: { [ERROR_STATUS_HEADER]: String(status) } }, nonce),
    (error) => console.error(`Rendering the error page for ${request.url} failed`, error),
  );
  withActionLogs(request, () => handle(request, response));
}

let draining = false;
/**
 * Answers not yet finished, so a shutdown can mark them to close their connection.
 * @type {Set<ServerResponse>}
 */
const inFlight = new Set();
const server = createServer((request, response) => {
  // Whatever the client sent under this name is replaced: only this server decides it (and
  // the nonce: handleByNext overwrites it; cached pages never reach Next).
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request, trustProxy);
  inFlight.add(response);
  response.once('close', () => inFlight.delete(response));
  if (draining) closeAfter(response);
  ensureCsp(response, request.url ?? '/');
  if (transportSecurity) response.setHeader('Strict-Transport-Security', transportSecurity);
  if (refuseUnservable(request, response, { publicOrigin })) return;
  malformedActionsAre400(request, response);
  limitBody(request, response, (checked) => serve(checked, response));
});

/**
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
function serve(request, response) {
  // The error page's route and header are the host's own (host/shared/error-page.mjs): asked
  // for by a visitor, the route is an unknown address like any other.
  delete request.headers[ERROR_STATUS_HEADER];
  if (isErrorPageAddress(request.url ?? '')) request.url = `${ERROR_PAGE_PATH}-unknown`;
  const page = cacheableRequest(request, appRoutes);
  if (page === undefined) return handleByNext(request, response);
  pageCache.serve(request, response, page).catch((error) => {
    console.error(`Page cache: no page to serve for ${page.key}`, error);
    if (!response.headersSent) handleByNext(request, response);
  });
}
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
// Node needs the headers timeout above the keep-alive one, or it may cut a reused connection.
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 5_000;

/**
 * While draining, each answer closes its connection, so a keep-alive client reconnects elsewhere.
 * @param {ServerResponse} response
 */
function closeAfter(response) {
  if (!response.headersSent) response.setHeader('Connection', 'close');
  response.once('finish', () => setImmediate(() => server.closeIdleConnections()));
}

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});

/**
 * Stops taking connections, answers what is in flight (each answer closing its connection),
 * closes idle keep-alive connections, and once all are gone (or the grace period is over)
 * closes the page renderer, the database and Redis, and exits 0.
 * @param {string} signal
 */
async function shutdown(signal) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  const drained = new Promise((resolve) => server.close(() => resolve(undefined)));
  // Answers already under way close their connection too.
  for (const response of inFlight) closeAfter(response);
  server.closeIdleConnections();
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  await Promise.race([
    drained,
    new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS))),
  ]);
  clearTimeout(timer);
  server.closeAllConnections();
  await runShutdownHooks(CLOSE_TIMEOUT_MS);
  process.exit(0);
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
