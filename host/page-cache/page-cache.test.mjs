import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.mjs';
import { createMemoryStore } from './store.mjs';

/** A render that stamps the path, a count and the nonce in body and CSP, like Next does. */
function fakeNext({ status = 200, headers = {} } = {}) {
  let renders = 0;
  const next = {
    status,
    headers,
    fail: false,
    renders: () => renders,
    render: vi.fn(async (url, nonce) => {
      renders += 1;
      if (next.fail === 'throw') throw new Error('content service down');
      return {
        status: next.fail ? 500 : next.status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
          'x-request-id': 'the-render-request',
          ...next.headers,
        },
        body: Buffer.from(`<p>${url} render ${renders}</p><script nonce="${nonce}"></script>`),
      };
    }),
  };
  return next;
}

function get(cache, url, requestHeaders = {}) {
  const headers = {};
  return new Promise((resolve, reject) => {
    const response = {
      statusCode: 0,
      setHeader: (name, value) => (headers[name.toLowerCase()] = value),
      end: (body) => {
        const text = body && headers['content-encoding'] ? gunzipSync(body) : body;
        resolve({ status: response.statusCode, headers, body: text?.toString() });
      },
    };
    cache.serve({ method: 'GET', headers: requestHeaders }, response, url).catch(reject);
  });
}

const nonceOf = (body) => /nonce="([^"]+)"/.exec(body)?.[1];
const setup = (next, refreshSeconds = 300) => {
  const store = createMemoryStore();
  return { store, cache: createPageCache({ store, render: next.render, refreshSeconds }) };
};

describe('page cache', () => {
  it('renders a page once and gives each response its own nonce, in body and policy', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    const first = await get(cache, '/services');
    const second = await get(cache, '/services', { 'accept-encoding': 'gzip, br' });
    expect(next.renders()).toBe(1);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual([
      'miss',
      'hit',
    ]);
    expect(second.body).toBe(first.body.replace(nonceOf(first.body), nonceOf(second.body)));
    expect(nonceOf(first.body)).not.toBe(nonceOf(second.body));
    for (const response of [first, second])
      expect(response.headers['content-security-policy']).toContain(
        `'nonce-${nonceOf(response.body)}'`,
      );
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(first.headers['x-request-id']).not.toBe('the-render-request');
  });

  it('keeps pages apart by path and query', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    await get(cache, '/blog');
    await get(cache, '/blog?page=2');
    expect((await get(cache, '/blog')).body).toContain('/blog render 1');
    expect((await get(cache, '/blog?page=2')).body).toContain('/blog?page=2 render 2');
  });

  it('renders once for many requests arriving together', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    await Promise.all(Array.from({ length: 10 }, () => get(cache, '/services')));
    expect(next.renders()).toBe(1);
  });

  it('serves a page past its refresh time once more while it re-renders', async () => {
    vi.useFakeTimers();
    try {
      const next = fakeNext();
      const { cache } = setup(next, 10);
      await get(cache, '/blog');
      vi.advanceTimersByTime(10_001);
      const stale = await get(cache, '/blog');
      expect(stale.headers['x-page-cache']).toBe('stale');
      expect(stale.body).toContain('render 1');
      await vi.waitFor(async () => expect((await get(cache, '/blog')).body).toContain('render 2'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-renders at once after invalidate, and keeps the last good page if that render fails', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    await get(cache, '/blog');
    await cache.invalidate();
    expect((await get(cache, '/blog')).body).toContain('render 2');
    await cache.invalidate();
    for (const failure of [true, 'throw']) {
      next.fail = failure;
      const served = await get(cache, '/blog');
      expect(served.status).toBe(200);
      expect(served.headers['x-page-cache']).toBe('stale-if-error');
      expect(served.body).toContain('render 2');
    }
  });

  it('serves but never keeps errors, redirects or responses that set a cookie', async () => {
    for (const next of [
      fakeNext({ status: 500 }),
      fakeNext({ status: 308, headers: { location: '/elsewhere' } }),
      fakeNext({ headers: { 'set-cookie': 'session=1' } }),
    ]) {
      const { cache } = setup(next);
      const first = await get(cache, '/page');
      expect(first.status).toBe(next.status);
      expect(first.headers['x-page-cache']).toBe('bypass');
      await get(cache, '/page');
      expect(next.renders()).toBe(2);
    }
  });

  it('keeps deliberate not-found pages', async () => {
    const next = fakeNext({ status: 404 });
    const { cache } = setup(next);
    await get(cache, '/blog/no-such-post');
    const again = await get(cache, '/blog/no-such-post');
    expect([again.status, again.headers['x-page-cache'], next.renders()]).toEqual([404, 'hit', 1]);
  });

  it('does not keep a render that began before the content changed', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    let finish;
    next.render.mockImplementationOnce(
      (url, nonce) =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              status: 200,
              headers: { 'content-type': 'text/html' },
              body: Buffer.from(`old content <script nonce="${nonce}"></script>`),
            });
        }),
    );
    const during = get(cache, '/blog');
    await vi.waitFor(() => expect(finish).toBeDefined());
    await cache.invalidate();
    finish();
    expect((await during).body).toContain('old content');
    expect((await get(cache, '/blog')).body).toContain('/blog render 1');
  });
});
