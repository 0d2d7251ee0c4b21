// `npm run bench:query-strings`: does a flood of distinct query strings fill the page cache?
// One production server with a Redis of its own (as the stack runs it: a password, no
// persistence, maxmemory with eviction). After a warm-up, it sends BENCH_QUERIES (default 20,000)
// requests for one page, each with a query string of its own that the page does not read
// (`/services?utm_source=…&x=<n>`), then BENCH_READ_QUERIES (default 1,000) for a page that reads
// its parameter (`/search?q=<n>`: each a render and, within the tail's bounds, an entry of this
// instance's own). It reads the server's resident memory (/proc/<pid>/status VmRSS) and Redis's
// used_memory before and after each phase, and writes bench/results/query-strings.json.
// Targets (issue 23): the server's RSS grows by less than 10 %, Redis by less than 10 MB.
// Env: BENCH_PORT (default 3196), BENCH_REDIS_PORT (default 6479), BENCH_CONNECTIONS (default 8).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { buildIfStale, hostEntry, root } from '../scripts/lib/build.mjs';
import { writeResults } from './lib/server.mjs';

const queries = Number(process.env.BENCH_QUERIES ?? 20_000);
const readQueries = Number(process.env.BENCH_READ_QUERIES ?? 1_000);
const port = Number(process.env.BENCH_PORT ?? 3196);
const redisPort = Number(process.env.BENCH_REDIS_PORT ?? 6479);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const TARGETS = { rssGrowthPercent: 10, redisGrowthMB: 10 };

buildIfStale();
const scratch = mkdtempSync(path.join(tmpdir(), 'wasla-bench-queries-'));
const password = randomBytes(16).toString('hex');
const redisServer = spawn(
  'redis-server',
  [
    ...['--bind', '127.0.0.1', '--port', String(redisPort), '--requirepass', password],
    ...['--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru'],
    ...['--dir', scratch, '--save', '', '--appendonly', 'no'],
  ],
  { stdio: 'ignore' },
);
const redis = new Redis({ port: redisPort, password, lazyConnect: true, maxRetriesPerRequest: 1 });
let server;
try {
  for (let attempt = 0; ; attempt++) {
    try {
      await redis.connect();
      break;
    } catch (error) {
      if (attempt > 50) throw error;
      await sleep(100);
    }
  }
  server = spawn(process.execPath, [hostEntry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: scratch,
      AUTH_SECRET: randomBytes(24).toString('hex'),
      REDIS_URL: `redis://:${password}@127.0.0.1:${redisPort}`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (
      await fetch(`${base}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (attempt > 240) throw new Error(`The server on ${base} did not start`);
    await sleep(500);
  }

  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  /** GETs each path, `connections` at a time; counts the answers by status and cache state. */
  async function send(paths) {
    const counts = {};
    let next = 0;
    const began = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < paths.length) {
          const answer = await get(`${base}${paths[next++]}`, agent);
          const key = `${answer.status} ${answer.cache ?? '-'}`;
          counts[key] = (counts[key] ?? 0) + 1;
        }
      }),
    );
    return {
      requests: paths.length,
      seconds: +((performance.now() - began) / 1000).toFixed(1),
      counts,
    };
  }
  const rssMB = () =>
    +(
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1]) / 1024
    ).toFixed(1);
  const redisMB = async () =>
    +(Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]) / 1024 / 1024).toFixed(2);
  const snapshot = async () => {
    await sleep(2_000);
    return { rssMB: rssMB(), redisMB: await redisMB(), redisKeys: await redis.dbsize() };
  };

  // Warm-up: the page and the search page rendered, then served many times over.
  await send(Array.from({ length: 2_000 }, (_, n) => (n % 2 ? '/services' : '/search?q=tender')));
  const before = await snapshot();
  const unread = await send(
    Array.from(
      { length: queries },
      (_, n) => `/services?utm_source=bench&x=${n}-${randomBytes(4).toString('hex')}`,
    ),
  );
  const afterUnread = await snapshot();
  const read = await send(Array.from({ length: readQueries }, (_, n) => `/search?q=bench${n}`));
  const afterRead = await snapshot();
  agent.destroy();

  const growth = (from, to) => ({
    rssGrowthPercent: +(((to.rssMB - from.rssMB) / from.rssMB) * 100).toFixed(1),
    redisGrowthMB: +(to.redisMB - from.redisMB).toFixed(2),
  });
  const verdict = (g) => ({
    ...g,
    withinTargets:
      g.rssGrowthPercent < TARGETS.rssGrowthPercent && g.redisGrowthMB < TARGETS.redisGrowthMB,
  });
  const results = {
    targets: TARGETS,
    connections,
    before,
    unreadParameters: {
      page: '/services?utm_source=bench&x=<n>',
      ...unread,
      after: afterUnread,
      ...verdict(growth(before, afterUnread)),
    },
    readParameter: {
      page: '/search?q=bench<n>',
      ...read,
      after: afterRead,
      ...verdict(growth(afterUnread, afterRead)),
    },
    overall: verdict(growth(before, afterRead)),
  };
  console.log(JSON.stringify(results, null, 2));
  writeResults('query-strings', results);
  if (!results.overall.withinTargets) process.exitCode = 1;
} finally {
  server?.kill('SIGTERM');
  redis.disconnect();
  redisServer.kill('SIGTERM');
  await sleep(500);
  rmSync(scratch, { recursive: true, force: true });
}

/** One GET, its status and X-Page-Cache state; the body is read and dropped. */
function get(url, agent) {
  return new Promise((resolve) => {
    const outgoing = request(url, { agent }, (incoming) => {
      incoming.resume();
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode, cache: incoming.headers['x-page-cache'] }),
      );
    });
    outgoing.on('error', () => resolve({ status: 0 }));
    outgoing.end();
  });
}
