import { spawn, spawnSync } from 'node:child_process';
import { createConnection, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNonceTemplate } from './nonce-template.mjs';
import { createPageCache } from './page-cache.mjs';
import { cacheableRequest } from './policy.mjs';
import { createMemoryStore } from './store.mjs';

// Two instances of the site in one test: two page caches, each with its own memory, sharing
// a real Redis (Debian's redis-server, which CI installs) through the process's connection.
const hasRedis = spawnSync('sh', ['-c', 'command -v redis-server']).status === 0;
let port;
let redisServer;
let redis;
let createRedisStore;

const portOpen = () =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => resolve(socket.destroy() && true));
    socket.once('error', () => resolve(false));
  });

/** A port the system has just given out (and taken back), for this file's own Redis. */
const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });

beforeAll(async () => {
  if (!hasRedis) return;
  port = await freePort();
  redisServer = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await vi.waitFor(async () => expect(await portOpen()).toBe(true), { timeout: 10_000 });
  process.env.REDIS_URL = `redis://127.0.0.1:${port}`;
  process.env.AUTH_SECRET = 'redis-store-test-secret-0123456789abcdef';
  ({ sharedRedis: redis } = await import('../shared/index.mjs'));
  ({ createRedisStore } = await import('./redis-store.mjs'));
  redis = redis();
  await vi.waitFor(() => expect(redis.status).toBe('ready'));
  await redis.flushall();
});

afterAll(async () => {
  redis?.disconnect();
  redisServer?.kill();
});

function instance(pages) {
  let renders = 0;
  const cache = createPageCache({
    store: createRedisStore(redis, createMemoryStore(), { build: 'test-build' }),
    refreshSeconds: 300,
    render: async ({ url }, nonce) => {
      renders += 1;
      return {
        status: 200,
        headers: { 'content-type': 'text/html', 'content-security-policy': `'nonce-${nonce}'` },
        body: Buffer.from(`<p>${pages.content} at ${url}</p><script nonce="${nonce}"></script>`),
      };
    },
  });
  return { cache, renders: () => renders };
}

/** An entry in the form the site writes to Redis (Buffers included), with no valid seal. */
const unsealed = (entry) =>
  JSON.stringify(entry, (_key, value) =>
    value?.type === 'Buffer' ? { $buffer: Buffer.from(value.data).toString('base64') } : value,
  );

function get(cache, url) {
  return new Promise((resolve, reject) => {
    const headers = {};
    const response = {
      setHeader: (name, value) => (headers[name.toLowerCase()] = value),
      end: (body) => resolve({ headers, body: String(body) }),
    };
    const request = { method: 'GET', url, headers: {} };
    cache.serve(request, response, cacheableRequest(request, { routeGroups: null })).catch(reject);
  });
}

describe.skipIf(!hasRedis)('page cache shared through Redis', () => {
  it('serves on one instance the page another rendered, each response with its own nonce', async () => {
    const site = { content: 'First tenders' };
    const [first, second] = [instance(site), instance(site)];
    const rendered = await get(first.cache, '/services');
    const served = await get(second.cache, '/services');
    expect(served.body).toContain('First tenders at /services');
    expect(second.renders()).toBe(0);
    expect(served.headers['x-page-cache']).toBe('hit');
    const nonce = (body) => /nonce="([^"]+)"/.exec(body)[1];
    expect(nonce(served.body)).not.toBe(nonce(rendered.body));
    expect(served.headers['content-security-policy']).toBe(`'nonce-${nonce(served.body)}'`);
  });

  it('a content change invalidated on one instance makes every instance render it anew', async () => {
    const site = { content: 'Old tenders' };
    const [first, second] = [instance(site), instance(site)];
    await get(first.cache, '/blog');
    expect((await get(second.cache, '/blog')).body).toContain('Old tenders');

    site.content = 'New tenders';
    await first.cache.invalidate();
    await vi.waitFor(async () =>
      expect((await get(second.cache, '/blog')).body).toContain('New tenders'),
    );
    expect((await get(first.cache, '/blog')).body).toContain('New tenders');
  });

  it('never serves what it did not write: a forged entry, or another page’s entry moved over', async () => {
    const site = { content: 'Real tenders' };
    const writer = instance(site);
    await get(writer.cache, '/pricing');
    const keyOf = (path) => `wasla:page-cache:test-build:${path}`;
    const genuine = await redis.get(keyOf('/pricing'));
    // Someone with access to Redis plants a page whose script would carry each response's nonce.
    const renderNonce = 'N'.repeat(44);
    const forged = {
      status: 200,
      headers: [['content-type', [['text/html']]]],
      body: createNonceTemplate(
        Buffer.from(`<p>Injected</p><script nonce="${renderNonce}">steal()</script>`),
        renderNonce,
      ),
      renderedAt: Date.now(),
      generation: JSON.parse(genuine.slice(genuine.indexOf('{'))).generation,
    };
    await redis.set(keyOf('/media'), `w1.${'A'.repeat(43)}.${unsealed(forged)}`);
    await redis.set(keyOf('/partners'), unsealed(forged));
    await redis.set(keyOf('/culture'), genuine);

    const reader = instance(site);
    for (const path of ['/media', '/partners', '/culture']) {
      const served = await get(reader.cache, path);
      expect(served.body, path).not.toContain('Injected');
      expect(served.body, path).toContain(`Real tenders at ${path}`);
      expect(served.headers['x-page-cache'], path).toBe('miss');
    }
    expect(reader.renders()).toBe(3);
  });
});
