// The site's production server: one Node process with Next's request handler behind it.
// It exists for what Next's own `next start` cannot do: tell the app the client's real
// address (the socket's, or the trusted proxy's), and stop gracefully on SIGTERM.
import { createServer } from 'node:http';
import next from 'next';
import { limitBody } from './body-limit.mjs';
import { clientAddress, CLIENT_ADDRESS_HEADER } from './client-address.mjs';
import { ensureCsp } from './fallback-csp.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;
const trustProxy = process.env.TRUST_PROXY === 'true';
// In-flight requests get this long to finish after SIGTERM before the process exits anyway.
const SHUTDOWN_GRACE_MS = 10_000;

process.env.NODE_ENV = 'production';
const app = next({ dev: false, dir: process.cwd(), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  // Whatever the client sent under this name is replaced: only this server decides it.
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(request, trustProxy);
  ensureCsp(response);
  limitBody(request, response, (checked) => handle(checked, response));
});

server.listen(port, hostname, () => {
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing requests in flight, then stopping`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
