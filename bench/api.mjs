// `npm run bench:api`: throughput and tail latency of the Account API on the production
// build, measured with autocannon over 127.0.0.1. Starts its own `next start` on a free
// port of 3115–3119 with a fresh PGlite DATA_DIR, then again on PostgreSQL when
// DATABASE_URL is set. Writes bench/results/api.json and prints a table.
//
// Sign-in is rate-limited: the bench server gets LOGIN_RATE_LIMIT_POINTS=1000000 (an
// env var meant for tests and benchmarks only), so every measured login really signs in.
//
// Options (env): BENCH_DURATION seconds per measurement (default 10), BENCH_CONNECTIONS (default 10).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startProductionServer, writeResults } from './lib/server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const password = 'bench-password-2030';

const portIsFree = (port) =>
  new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Starts the bench server; `stop` resolves once it has let go of its port. */
async function startServer(env) {
  let port;
  for (const candidate of [3115, 3116, 3117, 3118, 3119]) {
    if (await portIsFree(candidate)) {
      port = candidate;
      break;
    }
  }
  if (!port) throw new Error('No free port among 3115–3119');
  const { base, stop } = await startProductionServer(port, {
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    LOGIN_RATE_LIMIT_POINTS: '1000000',
    SIGNUP_RATE_LIMIT_POINTS: '1000000',
    ...env,
  });
  return {
    url: base,
    stop: async () => {
      stop();
      while (!(await portIsFree(port))) await new Promise((resolve) => setTimeout(resolve, 200));
    },
  };
}

async function post(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function measure(title, options) {
  const result = await autocannon({ connections, duration, ...options });
  const expected = options.expectStatus ?? 200;
  const wrong = Object.entries(result.statusCodeStats).filter(
    ([status]) => Number(status) !== expected,
  );
  if (result.errors || wrong.length) {
    throw new Error(
      `${title}: ${result.errors} errors, unexpected statuses ${JSON.stringify(Object.fromEntries(wrong))}`,
    );
  }
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: Math.round(result.latency.average * 10) / 10,
    },
    requests: result.requests.total,
  };
}

async function benchDatabase(label, env) {
  console.log(`\n${label}: starting the server…`);
  const server = await startServer(env);
  try {
    const email = `bench.${randomUUID()}@example.com`;
    const signup = await post(`${server.url}/api/users/signup`, {
      firstName: 'Bench',
      lastName: 'Mark',
      email,
      password,
    });
    if (signup.status !== 201) throw new Error(`signup failed: ${JSON.stringify(signup.body)}`);
    const json = { 'content-type': 'application/json' };

    console.log(`${label}: GET /api/users/profile for ${duration} s…`);
    const profile = await measure('profile', {
      url: `${server.url}/api/users/profile`,
      headers: { authorization: `Bearer ${signup.body.data.token}` },
    });
    console.log(`${label}: POST /api/users/login for ${duration} s…`);
    const login = await measure('login', {
      url: `${server.url}/api/users/login`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    // The two failures login must not tell apart: same answer, and about the same time.
    const failureOptions = {
      url: `${server.url}/api/users/login`,
      method: 'POST',
      headers: json,
      expectStatus: 401,
      duration: Math.max(3, duration / 2),
    };
    console.log(`${label}: failed logins (wrong password, unknown email)…`);
    const wrongPassword = await measure('wrong password', {
      ...failureOptions,
      body: JSON.stringify({ email, password: 'wrong-password-1' }),
    });
    const unknownEmail = await measure('unknown email', {
      ...failureOptions,
      body: JSON.stringify({
        email: `nobody.${randomUUID()}@example.com`,
        password: 'wrong-password-1',
      }),
    });
    return {
      profileGet: profile,
      login,
      loginWrongPassword: wrongPassword,
      loginUnknownEmail: unknownEmail,
    };
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wasla-bench-'));
const results = {};
try {
  results.pglite = await benchDatabase('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  if (process.env.DATABASE_URL)
    results.postgresql = await benchDatabase('PostgreSQL', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version };
writeResults('api', {
  command: 'npm run bench:api',
  machine,
  settings: { connections, durationSeconds: duration, loginRateLimitPoints: 1_000_000 },
  figures: results,
});

console.log(
  `\nAccount API, ${connections} connections, ${duration} s each (${machine.cpus} CPUs, Node ${process.version})`,
);
console.table(
  Object.entries(results).flatMap(([database, figures]) =>
    Object.entries(figures).map(([measurement, figure]) => ({
      database,
      measurement,
      'req/s': figure.requestsPerSecond,
      'p50 ms': figure.latencyMs.p50,
      'p99 ms': figure.latencyMs.p99,
    })),
  ),
);
