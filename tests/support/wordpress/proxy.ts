import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { firstFreePort } from '../../support/ports';

/**
 * An HTTP proxy in front of the real WordPress that a test can switch into the ways a CMS fails:
 * `pass` forwards; `refuse` drops every connection at once (WordPress down); `hang` accepts and
 * never answers (WordPress stuck); `http500` answers an HTML 500 page. Only the site server a
 * test points at the proxy sees the failure, so other tests keep their WordPress.
 */
export type ProxyMode = 'pass' | 'refuse' | 'hang' | 'http500';

export interface SwitchableProxy {
  /** http://127.0.0.1:PORT: put it where the WordPress origin was (e.g. its /graphql). */
  origin: string;
  setMode: (mode: ProxyMode) => void;
  /** Requests (connections, when refusing) that arrived so far. */
  requests: () => number;
  close: () => Promise<void>;
}

export async function startSwitchableProxy(
  target: string,
  ports: readonly number[],
): Promise<SwitchableProxy> {
  const upstream = new URL(target);
  let mode: ProxyMode = 'pass';
  let count = 0;
  const sockets = new Set<Socket>();
  const held = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    count += 1;
    if (mode === 'refuse') {
      request.socket.destroy();
      return;
    }
    if (mode === 'hang') {
      held.add(request.socket);
      return;
    }
    if (mode === 'http500') {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<html><body><h1>Internal Server Error</h1></body></html>');
      return;
    }
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (mode !== 'refuse') return;
    count += 1;
    socket.destroy();
  });
  const port = await firstFreePort(ports);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    setMode: (next) => {
      mode = next;
      // Requests held by `hang` are dropped when the test moves on.
      if (next === 'hang') return;
      for (const socket of held) socket.destroy();
      held.clear();
    },
    requests: () => count,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
