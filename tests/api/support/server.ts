import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** Stops it the way an operator would (SIGTERM) and waits for the process to end. */
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, '..', '..', '..');

/**
 * Starts another production server (host/main.mjs, as `npm start` runs it) on the first free
 * port of `ports`, for tests that need their own configuration or a restart. Passes
 * DATABASE_URL through, so the PostgreSQL run of the suite exercises PostgreSQL here too.
 */
export async function startServer(
  ports: readonly number[],
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = await firstFreePort(ports);
  const child = spawn(process.execPath, [path.join(root, 'host/main.mjs')], {
    cwd: root,
    env: {
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      LOG_LEVEL: 'warn',
      // Every test signs up from 127.0.0.1, and on PostgreSQL the counters outlive a server;
      // tests/api/rate-limit.spec.ts sets the real limit where it checks it.
      SIGNUP_RATE_LIMIT_POINTS: '100000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child, () => output);
  return { url, output: () => output, stop: () => stop(child) };
}

export async function firstFreePort(ports: readonly number[]): Promise<number> {
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port among ${ports.join(', ')}`);
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    // Only once our own process says it is ready: the port could have been taken meanwhile.
    if (!output().includes('Ready')) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    const up = await fetch(`${url}/api/build-id`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server on ${url} did not start within 60 s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
