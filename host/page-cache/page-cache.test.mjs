import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { markRenderDegraded } from '../shared/index.mjs';
import { createPageCache, UNAVAILABLE_RETRY_AFTER_SECONDS } from './page-cache.mjs';
import { cacheableRequest } from './policy.mjs';
import { createMemoryStore } from './store.mjs';

/**
 * A render that stamps the path, a count and the nonce in body and CSP, like Next does; a
 * client navigation's answer is Flight data that names the nonce for the scripts it adds.
 */
function fakeNext({ status = 200, headers = {} } = {}) {
  let renders = 0;
  const next = {
    status,
    headers,
    fail: false,
    degraded: false,
    renders: () => renders,
    render: vi.fn(async ({ url, headers: router }, nonce) => {
      renders += 1;
      if (next.fail === 'throw') throw new Error('content service down');
      // The app, when the content service failed during the render.
      if (next.degraded) markRenderDegraded(nonce);
      const navigation = router.rsc === '1';
      return {
        status: next.fail ? 500 : next.status,
        headers: {
          'content-type': navigation ? 'text/x-component' : 'text/html; charset=utf-8',
          'content-security-policy': `script-src 'nonce-${nonce}' 'strict-dynamic'`,
          'x-request-id': 'the-render-request',
          ...next.headers,
        },
        body: Buffer.from(
          navigation
            ? `0:{"page":"${url}","render":${renders},"tree":${JSON.stringify(router['next-router-state-tree'] ?? null)}}\n1:["$","script",null,{"nonce":"${nonce}"}]`
            : `<p>${url} render ${renders}</p><script nonce="${nonce}"></script>`,
        ),
      };
    }),
  };
  return next;
}

const app = { routeGroups: new Set(['site']) };

function get(cache, url, requestHeaders = {}) {
  const headers = {};
  const request = { method: 'GET', url, headers: requestHeaders };
  const page = cacheableRequest(request, app);
  if (!page) throw new Error(`${url} is not cacheable`);
  return new Promise((resolve, reject) => {
    const response = {
      statusCode: 0,
      setHeader: (name, value) => (headers[name.toLowerCase()] = value),
      end: (body) => {
        const text = body && headers['content-encoding'] ? gunzipSync(body) : body;
        resolve({ status: response.statusCode, headers, body: text?.toString(), key: page.key });
      },
    };
    cache.serve(request, response, page).catch(reject);
  });
}

const nonceOf = (body) => /nonce(?:="|":")([^"]+)"/.exec(body)?.[1];
const setup = (
  next,
  refreshSeconds = 300,
  tail = createMemoryStore({ maxEntries: 5, maxBytes: 1e6 }),
) => {
  const store = createMemoryStore();
  return { store, cache: createPageCache({ store, tail, render: next.render, refreshSeconds }) };
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

  it('answers a query the page does not read from the same page', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    await get(cache, '/services');
    const tagged = await get(cache, '/services?utm_source=newsletter&fbclid=abc');
    expect([tagged.headers['x-page-cache'], next.renders()]).toEqual(['hit', 1]);
    expect(tagged.body).toContain('/services render 1');
  });

  it('keeps pages with a query and 404 pages in a small tail that never pushes pages out', async () => {
    const next = fakeNext();
    const { cache, store } = setup(next);
    await get(cache, '/services');
    for (let i = 0; i < 20; i++) await get(cache, `/search?q=tender${i}`);
    expect((await get(cache, '/search?q=tender19')).headers['x-page-cache']).toBe('hit');
    // The tail holds its last 5; the page is still there, and the search never reached the store.
    expect((await get(cache, '/search?q=tender0')).headers['x-page-cache']).toBe('miss');
    expect((await get(cache, '/services')).headers['x-page-cache']).toBe('hit');
    expect(await store.get('/search?q=tender19')).toBeUndefined();

    const missing = fakeNext({ status: 404 });
    const notFound = setup(missing);
    for (let i = 0; i < 20; i++) await get(notFound.cache, `/no-such-page-${i}`);
    expect(await notFound.store.get('/no-such-page-19')).toBeUndefined();
    expect((await get(notFound.cache, '/no-such-page-19')).headers['x-page-cache']).toBe('hit');
  });

  it('serves client navigations from the cache, apart from pages, each with its own nonce', async () => {
    const next = fakeNext();
    const { cache, store } = setup(next);
    const navigate = {
      rsc: '1',
      'next-url': '/services',
      'next-router-state-tree': encodeURIComponent(
        JSON.stringify([
          '',
          {
            children: [
              '(site)',
              { children: ['blog', { children: ['__PAGE__', {}] }, null, 'refetch'] },
            ],
          },
        ]),
      ),
    };
    const first = await get(cache, '/blog?_rsc=one', navigate);
    // Until the page itself has answered, its navigations stay in this instance's tail.
    expect(await store.get(first.key)).toBeUndefined();
    const page = await get(cache, '/blog');
    expect(page.body).toContain('<p>/blog render 2</p>');
    await cache.invalidate();
    const answers = [
      await get(cache, '/blog?_rsc=two', navigate),
      await get(cache, '/blog?_rsc=three', { ...navigate, 'next-url': '/pricing' }),
    ];
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['miss', 'hit']);
    expect(next.renders()).toBe(3);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toBe('text/x-component');
      expect(answer.body).toContain('"page":"/blog","render":3');
      expect(answer.headers['content-security-policy']).toContain(
        `'nonce-${nonceOf(answer.body)}'`,
      );
    }
    expect(nonceOf(answers[0].body)).not.toBe(nonceOf(answers[1].body));
    expect(await store.get(answers[0].key)).toBeDefined();
    // A document request for the same address still gets the page.
    expect((await get(cache, '/blog')).body).toContain('<p>/blog render');
  });

  it('renders once for many requests arriving together', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    await Promise.all(Array.from({ length: 10 }, () => get(cache, '/services')));
    expect(next.renders()).toBe(1);
  });

  it('serves a page in the second half of its refresh time once more while it re-renders', async () => {
    vi.useFakeTimers();
    try {
      const next = fakeNext();
      const { cache } = setup(next, 10);
      await get(cache, '/blog');
      vi.advanceTimersByTime(4_999);
      expect((await get(cache, '/blog')).headers['x-page-cache']).toBe('hit');
      vi.advanceTimersByTime(2);
      const stale = await get(cache, '/blog');
      expect(stale.headers['x-page-cache']).toBe('stale');
      expect(stale.body).toContain('render 1');
      await vi.waitFor(async () => expect((await get(cache, '/blog')).body).toContain('render 2'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('never serves a page older than its refresh time as it is: it re-renders first', async () => {
    vi.useFakeTimers();
    try {
      const next = fakeNext();
      const { cache } = setup(next, 10);
      await get(cache, '/blog');
      // Nobody asked for it meanwhile: the next visitor gets a new render, not the old page.
      vi.advanceTimersByTime(10_001);
      const served = await get(cache, '/blog');
      expect(served.headers['x-page-cache']).toBe('miss');
      expect(served.body).toContain('render 2');
      // …unless the render fails: then the old page is better than none.
      vi.advanceTimersByTime(10_001);
      next.fail = 'throw';
      const fallback = await get(cache, '/blog');
      expect(fallback.headers['x-page-cache']).toBe('stale-if-error');
      expect(fallback.body).toContain('render 2');
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves but never keeps a page made while the content service failed', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    next.degraded = true;
    const degraded = await get(cache, '/search?q=week');
    expect(degraded.headers['x-page-cache']).toBe('bypass');
    expect(degraded.body).toContain('render 1');
    // The service is back: the next visitor gets a page made with it, which is kept.
    next.degraded = false;
    expect((await get(cache, '/search?q=week')).body).toContain('render 2');
    expect((await get(cache, '/search?q=week')).headers['x-page-cache']).toBe('hit');
  });

  it('answers 503 with Retry-After, never a 500, when a page failed because the content service did', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    next.degraded = true;
    next.fail = true;
    const unavailable = await get(cache, '/blog/never-read');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers['retry-after']).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(unavailable.headers['x-page-cache']).toBe('bypass');
    // A failure of the page itself (the content service answered) stays a 500.
    next.degraded = false;
    const broken = await get(cache, '/blog/never-read');
    expect(broken.status).toBe(500);
    expect(broken.headers['retry-after']).toBeUndefined();
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

  it("answers Next's bare error document with the site's own error page for the same address and status", async () => {
    const next = fakeNext({ status: 404 });
    const bare = next.render.getMockImplementation();
    // What Next sends for notFound() in a page, and what the error page's render (asked for in
    // a header the proxy turns into its route) gives.
    next.render.mockImplementation(async (page, nonce) => {
      const rendered = await bare(page, nonce);
      const status = page.headers['x-wasla-error-status'];
      const body = status
        ? `<!DOCTYPE html><html lang="ar"><p>${status} for ${page.url}</p><script nonce="${nonce}"></script>`
        : `<!DOCTYPE html><html id="__next_error__"><body><script nonce="${nonce}"></script>`;
      return { ...rendered, body: Buffer.from(body) };
    });
    const { cache } = setup(next);
    const answer = await get(cache, '/ar/blog/no-such-post');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatch(
      /^<!DOCTYPE html><html lang="ar"><p>404 for \/ar\/blog\/no-such-post<\/p>/,
    );
    expect(answer.headers['content-security-policy']).toContain(`'nonce-${nonceOf(answer.body)}'`);
    // Both renders made one entry, kept like any 404.
    const again = await get(cache, '/ar/blog/no-such-post');
    expect([again.status, again.headers['x-page-cache'], next.renders()]).toEqual([404, 'hit', 2]);
  });

  it('does not keep a render that began before the content changed', async () => {
    const next = fakeNext();
    const { cache } = setup(next);
    let finish;
    next.render.mockImplementationOnce(
      (_page, nonce) =>
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
