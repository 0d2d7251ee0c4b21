// The site's production server: one Node process with Next's request handler behind it.
// It exists for what Next's own `next start` cannot do: tell the app the client's real
// address (the socket's, or the trusted proxy's), and stop gracefully on SIGTERM.
import { createServer } from 'node:http';
import next from 'next';
import { clientAddress, CLIENT_ADDRESS_HEADER } from './client-address.mjs';
import { runShutdownHooks } from './lifecycle.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustProxy = process.env.TRUST_PROXY === 'true';
// In-flight requests get this long to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;
// Then the database and Redis get this long to close.
const CLOSE_TIMEOUT_MS = 3_000;
// Longer than the reverse proxy keeps an idle upstream connection (deploy/nginx: 30 s), so
// the proxy, not this server, closes idle ones: it never sends a request on a connection
// this server is closing at that moment.
const KEEP_ALIVE_TIMEOUT_MS = 35_000;

process.env.NODE_ENV = 'production';
const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

let draining = false;
/** Answers not yet finished, so a shutdown can mark them to close their connection. */
const inFlight = new Set();
const server = createServer((request, response) => {
  // Whatever the client sent under this name is replaced: only this server decides it.
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request, trustProxy);
  inFlight.add(response);
  response.once('close', () => inFlight.delete(response));
  if (draining) closeAfter(response);
  handle(request, response);
});
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
// Node needs the headers timeout above the keep-alive one, or it may cut a reused connection.
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 5_000;

/** While draining, each answer closes its connection, so a keep-alive client reconnects elsewhere. */
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
 * closes the database and Redis and exits 0.
 */
async function shutdown(signal) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  const drained = new Promise((resolve) => server.close(resolve));
  // Answers already under way close their connection too.
  for (const response of inFlight) closeAfter(response);
  server.closeIdleConnections();
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
