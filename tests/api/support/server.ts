import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { test } from '@playwright/test';
import { firstFreePort, ownServerPort } from '../../support/ports';

export interface RunningServer {
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** Stops it the way an operator would (SIGTERM) and waits for the process to end. */
  stop: () => Promise<void>;
}

const root = path.resolve(__dirname, '..', '..', '..');

/**
 * The PostgreSQL database of the running project (`postgresql` in playwright.config.ts), or
 * undefined for the embedded PGlite (and outside a test or hook, as in a global setup).
 */
export function projectDatabaseUrl(): string | undefined {
  let metadata: { databaseUrl?: string } | undefined;
  try {
    metadata = test.info().project.metadata;
  } catch {
    return undefined;
  }
  return metadata?.databaseUrl;
}

/**
 * Starts another production server (host/main.mjs, as `npm start` runs it), for tests that
 * need their own configuration or a restart (each costs a server start: put a test that fits an
 * existing configuration beside it instead). It listens on a port of this worker's own, or on the
 * first free one of `ports`. In the `postgresql` project it gets that project's database, so the
 * PostgreSQL pass exercises PostgreSQL here too.
 */
export async function startServer(
  env: Record<string, string>,
  { ports }: { ports?: readonly number[] } = {},
): Promise<RunningServer> {
  const port = ports ? await firstFreePort(ports) : await ownServerPort();
  const databaseUrl = projectDatabaseUrl();
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
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
