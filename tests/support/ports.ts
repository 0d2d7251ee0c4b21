import { createServer } from 'node:net';

/**
 * Ports for the site servers a spec starts itself (tests/api/support/server.ts). They derive from
 * E2E_PORT, the shared server's port (E2E_PORT + 1 is the PostgreSQL-backed one), so checkouts run
 * with different E2E_PORTs never collide; each parallel worker draws from its own range of
 * PORTS_PER_WORKER, so two workers never race for one port. In-process fakes (WordPress, SMTP)
 * listen on a port the system picks instead.
 */
const base = Number(process.env.E2E_PORT ?? 3100);
const PORTS_PER_WORKER = 40;
const FIRST_OWN_PORT = base + 10;
let next = 0;

/** The first port of `ports` that nothing listens on. */
export async function firstFreePort(ports: readonly number[]): Promise<number> {
  for (const port of ports) if (await isFree(port)) return port;
  throw new Error(`No free port among ${ports.join(', ')}`);
}

export async function ownServerPort(): Promise<number> {
  // Set by Playwright in each worker: 0 … workers − 1, reused by the worker that replaces one.
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const first = FIRST_OWN_PORT + worker * PORTS_PER_WORKER;
  for (let tried = 0; tried < PORTS_PER_WORKER; tried += 1) {
    const port = first + (next++ % PORTS_PER_WORKER);
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port among ${first}–${first + PORTS_PER_WORKER - 1}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
