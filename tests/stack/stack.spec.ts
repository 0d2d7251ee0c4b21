import { createConnection } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import type { Stack } from '../../scripts/stack/stack.mjs';
import { startFakeWordPress, type FakePost, type FakeWordPress } from '../support/fake-wordpress';
import { call, http2Get, stackCertificate } from './support/http';

/**
 * The production path end to end: nginx (TLS, HTTP/2) in front of two instances of the
 * build sharing PostgreSQL and Redis, as `npm run stack` starts it, with the instances'
 * content coming from a fake WordPress so a content change can be made mid-test.
 */

test.describe.configure({ mode: 'serial' });

// Loaded with import(): Playwright's transform would turn a static import of these ES
// modules (and the ones they import) into CommonJS.
type StackLibrary = typeof import('../../scripts/stack/stack.mjs');
let lib: StackLibrary;

const stackDir = path.join(__dirname, '..', '..', '.stack', 'test');
let stack: Stack;
let wordpress: FakeWordPress;
let ca: Buffer;

const post = (title: string): FakePost => ({
  slug: 'tender-calendar',
  title,
  date: '2026-02-01T09:00:00',
  category: 'Blog',
  content: '<p>What opens this quarter.</p>',
});

test.beforeAll(async () => {
  test.setTimeout(180_000);
  lib = await import('../../scripts/stack/stack.mjs');
  wordpress = await startFakeWordPress([post('The first tender calendar')]);
  stack = await lib.startStack({
    dir: stackDir,
    instances: 2,
    log: () => {},
    env: {
      NEXT_PUBLIC_WPGRAPHQL_URL: wordpress.graphqlUrl,
      // One failed sign-in per account and address (ten per address) keeps the limit tests short.
      LOGIN_RATE_LIMIT_POINTS: '1',
      LOG_LEVEL: 'warn',
    },
  });
  ca = stackCertificate(stackDir);
});

test.afterAll(async () => {
  await lib?.stopStack(stackDir, () => {});
  await wordpress?.close();
});

const instanceUrls = () => stack.instances.map(({ url }) => url) as [string, string];

const viaNginx = (pathname: string, options: Parameters<typeof call>[1] = {}) =>
  call(`${stack.httpsUrl}${pathname}`, { ca, ...options });

const signIn = (origin: string, email: string, forwardedFor: string) =>
  call(`${origin}/api/users/login`, {
    method: 'POST',
    ca,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email, password: 'not-the-password-1' }),
  });

test('through nginx, /api/health and /api/ready answer over HTTP/2, never cached', async () => {
  const health = await viaNginx('/api/health');
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
  expect(health.headers['cache-control']).toBe('no-store');

  const ready = await viaNginx('/api/ready');
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toMatchObject({ parts: { database: 'up', redis: 'up' } });
  expect(ready.headers['cache-control']).toBe('no-store');

  expect(await http2Get(stack.httpsUrl, '/api/health', ca)).toEqual({
    protocol: 'h2',
    status: 200,
  });
});

test('plain HTTP answers 301 to the same address over HTTPS, which sends HSTS', async () => {
  const plain = await call(`${stack.httpUrl}/services?from=test`);
  expect(plain.status).toBe(301);
  expect(plain.headers.location).toBe(`${stack.httpsUrl}/services?from=test`);

  const page = await viaNginx('/services', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.status).toBe(200);
  expect(page.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  expect(page.headers['content-encoding']).toBe('gzip');
});

test('build files are served with a year-long immutable cache', async () => {
  const html = (await viaNginx('/services')).body;
  const asset = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  expect(asset).toBeDefined();
  const answer = await viaNginx(asset!);
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers['strict-transport-security']).toBeDefined();
  // Served by nginx from disk, without the instances' headers unless nginx adds them.
  // A worker started from a build file (the ripple's) may load the build's other scripts, nothing else.
  expect(answer.headers['content-security-policy']).toBe(
    "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
  );
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
});

test('every instance runs the same build', async () => {
  const ids = await Promise.all(
    stack.instances.map(async ({ url }) => JSON.parse((await call(`${url}/api/build-id`)).body)),
  );
  expect(ids[0].buildId).toBeTruthy();
  expect(ids[1]).toEqual(ids[0]);
});

test('a content change appears on every instance after one revalidation', async () => {
  const [first, second] = instanceUrls();
  for (const origin of [first, second])
    expect((await call(`${origin}/blog`)).body).toContain('The first tender calendar');

  wordpress.setPosts([post('The revised tender calendar')]);
  // Both instances still serve their cached content: the change waits for the revalidation.
  expect((await call(`${second}/blog`)).body).toContain('The first tender calendar');

  const revalidation = await viaNginx('/api/revalidate', {
    method: 'POST',
    headers: { 'x-revalidate-secret': stack.revalidateSecret },
  });
  expect(revalidation.status).toBe(200);
  for (const origin of [first, second])
    await expect
      .poll(async () => (await call(`${origin}/blog`)).body, { timeout: 5_000 })
      .toContain('The revised tender calendar');
});

test('sign-in failures through one instance count on the other', async () => {
  const [first, second] = instanceUrls();
  // One failure per account and address is allowed (LOGIN_RATE_LIMIT_POINTS=1): the same
  // client's second try is refused, whichever instance nginx sends it to.
  expect((await signIn(first, 'shared-limit@example.com', '198.51.100.21')).status).toBe(401);
  const limited = await signIn(second, 'shared-limit@example.com', '198.51.100.21');
  expect(limited.status).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
});

test('through nginx a client cannot pick its address to escape the per-address limit', async () => {
  // Ten addresses' worth of attempts, each claiming another X-Forwarded-For: nginx replaces
  // the header, so all count against the one real address, whose tenth is the last allowed.
  for (let n = 1; n <= 10; n += 1)
    expect((await signIn(stack.httpsUrl, `forger${n}@example.com`, `203.0.113.${n}`)).status).toBe(
      401,
    );
  expect((await signIn(stack.httpsUrl, 'forger11@example.com', '203.0.113.11')).status).toBe(429);
});

for (const index of [1, 2]) {
  test(`restarting instance ${index} under load through nginx loses no request`, async () => {
    test.setTimeout(120_000);
    // Load from before the stop until the instance is back and has been sent requests again:
    // its drain, its absence and its return all happen under load.
    const load = autocannon({
      url: `${stack.httpsUrl}/services`,
      connections: 8,
      duration: 100,
      headers: { 'accept-encoding': 'gzip' },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await lib.stopProcess(stackDir, `instance-${index}`, 'SIGTERM')).toBe(0);
    await lib.startInstance(stackDir, index);
    // Until nginx has taken it back (it skips an instance it could not reach for a while), as a
    // rolling restart waits before the next instance: the next test stops the other one.
    await new Promise((resolve) =>
      setTimeout(resolve, lib.INSTANCE_FAIL_TIMEOUT_S * 1_000 + 1_000),
    );
    load.stop();
    const result = await load;
    expect(result.requests.total).toBeGreaterThan(0);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
  });
}

/** What a monitor polling /api/ready through nginx saw while pages were under load. */
interface Outage {
  pages: { total: number; errors: number; timeouts: number; non2xx: number };
  ready: { status: number; body: string }[];
}

/**
 * 10 s of page requests through nginx (8 connections over four public pages) while /api/ready
 * is polled through nginx every half second; `during` runs 1 s in, once pages and readiness have
 * answered under load. The 9 s after it outlast readiness noticing the failure (a check times
 * out after 2 s) and nginx's fail timeout (5 s): an nginx that took instances out over the
 * outage answers 502 well within them.
 */
async function loadThrough(during: () => Promise<void>): Promise<Outage> {
  const load = autocannon({
    url: stack.httpsUrl,
    connections: 8,
    duration: 10,
    headers: { 'accept-encoding': 'gzip' },
    requests: ['/services', '/blog', '/our-team', '/'].map((path) => ({ path })),
  });
  const ready: Outage['ready'] = [];
  let loading = true;
  const monitor = (async () => {
    while (loading) {
      const { status, body } = await viaNginx('/api/ready');
      ready.push({ status, body });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  await during();
  const result = await load;
  loading = false;
  await monitor;
  const { errors, timeouts, non2xx } = result;
  return { pages: { total: result.requests.total, errors, timeouts, non2xx }, ready };
}

/** Sends inline Redis commands on one connection and returns everything Redis answered. */
const redisSays = (commands: string[]) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(stack.redisUrl);
    const socket = createConnection({ host: hostname, port: Number(port) });
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.end(`${commands.join('\r\n')}\r\nQUIT\r\n`);
  });

test('Redis answers nothing without the password, and its memory is bounded, evicting only expiring keys', async () => {
  expect(await redisSays(['GET wasla:data-cache:tags'])).toMatch(/^-NOAUTH/);
  const password = new URL(stack.redisUrl).password;
  const answer = await redisSays([
    `AUTH ${password}`,
    'CONFIG GET maxmemory',
    'CONFIG GET maxmemory-policy',
  ]);
  expect(answer).toContain(String(256 * 1024 * 1024));
  expect(answer).toContain('volatile-lru');
});

test('with Redis killed under load, nginx keeps serving pages, /api/ready reports Redis down, /api/health stays up', async () => {
  test.setTimeout(120_000);
  const outage = await loadThrough(async () => {
    await lib.stopProcess(stackDir, 'redis', 'SIGKILL');
  });
  // nginx used to count /api/ready's 503 as an instance failing, take both out and answer 502.
  expect(outage.pages.total).toBeGreaterThan(0);
  expect(outage.pages).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
  const last = outage.ready.at(-1)!;
  expect(last.status).toBe(503);
  expect(JSON.parse(last.body)).toMatchObject({
    message: 'Not ready: Redis is down.',
    parts: { database: 'up', redis: 'down' },
  });
  expect(outage.ready.every(({ status }) => status === 200 || status === 503)).toBe(true);
  expect((await viaNginx('/api/health')).status).toBe(200);

  // Each instance caches on its own meanwhile, and a revalidation still refreshes the one it reaches.
  wordpress.setPosts([post('The tender calendar during the outage')]);
  const [first] = instanceUrls();
  const revalidation = await call(`${first}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': stack.revalidateSecret },
  });
  expect(revalidation.status).toBe(200);
  expect((await call(`${first}/blog`)).body).toContain('The tender calendar during the outage');

  await lib.restartRedis(stackDir);
  await expect
    .poll(async () => (await viaNginx('/api/ready')).status, { timeout: 15_000 })
    .toBe(200);
});

test('with PostgreSQL killed under load, pages are served, accounts answer a clear 503, and what was acknowledged is kept', async () => {
  test.setTimeout(150_000);
  const json = { 'content-type': 'application/json' };
  const signUp = (email: string) =>
    viaNginx('/api/users/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        firstName: 'Outage',
        lastName: 'Check',
        email,
        password: 'tender2030plan',
      }),
    });
  const signup = await signUp(`outage.${Date.now()}@example.com`);
  expect(signup.status).toBe(201);
  const profile = () =>
    viaNginx('/api/users/profile', {
      headers: { authorization: `Bearer ${JSON.parse(signup.body).data.token}` },
    });

  const duringOutage: { status: number; body: string }[] = [];
  const outage = await loadThrough(async () => {
    await lib.stopProcess(stackDir, 'postgres', 'SIGKILL');
    duringOutage.push(await signUp(`outage.other.${Date.now()}@example.com`), await profile());
  });
  // nginx used to count the 503s as instances failing and answer 502 for every page.
  expect(outage.pages.total).toBeGreaterThan(0);
  expect(outage.pages).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
  const last = outage.ready.at(-1)!;
  expect(last.status).toBe(503);
  expect(JSON.parse(last.body)).toMatchObject({ parts: { database: 'down' } });
  for (const answer of duringOutage) {
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({
      success: false,
      error: 'DATABASE_UNAVAILABLE',
    });
  }

  await lib.restartPostgres(stackDir);
  await expect
    .poll(async () => (await viaNginx('/api/ready')).status, { timeout: 30_000 })
    .toBe(200);
  // The account acknowledged before the outage is still there, its session too.
  const after = await profile();
  expect(after.status).toBe(200);
  expect(JSON.parse(after.body).data.email).toMatch(/^outage\./);
});
