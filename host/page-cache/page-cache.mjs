// Render once, serve many: public pages and their client navigations are rendered by Next with
// a throwaway nonce, kept in a store, and each response gets a fresh nonce in the render
// nonce's place (body and headers).
//
// Two stores: `store` (shared by every instance when REDIS_URL is set) holds the site's pages,
// and what a client navigation asks of them, once the page has answered 200 there; `tail`,
// small and this instance's own, holds the rest: pages with query parameters (a page of a
// list, a search), 404 pages, and navigations to a page not yet known. What a client can vary
// at will (a search, an unknown address) can so never push the site's pages out of the cache,
// nor fill the shared store.
import { randomUUID } from 'node:crypto';
import {
  ERROR_STATUS_HEADER,
  isBareErrorDocument,
  newNonce,
  watchRender,
} from '../shared/index.mjs';
import { createNonceTemplate, fillNonceTemplate } from './nonce-template.mjs';
import { isStorable } from './policy.mjs';
import { createMemoryStore } from './store.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('./store.mjs').PageEntry} PageEntry
 * @typedef {import('./store.mjs').PageStore} PageStore
 * @typedef {import('./policy.mjs').CacheableRequest} CacheableRequest
 * @typedef {{ status: number, headers: Record<string, string | string[] | undefined>, body: Buffer }} Rendered
 */

// Per response, or about the connection: never taken from a stored render.
const NOT_STORED_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

/** The tail's bounds: a page with a query or a 404 is kept, but no more of them than this. */
export const TAIL_LIMITS = { maxEntries: 256, maxBytes: 24 * 1024 * 1024 };

/**
 * How long a visitor is asked to wait when a page could not be made because the content service
 * failed and nothing was there to fall back on: about the breaker's cool-down in front of
 * WordPress (src/server/content/client.ts), after which the site asks it again.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** Tells clients and tests how a response was answered: hit, stale, miss, stale-if-error, bypass. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/**
 * Whether a client takes a gzipped answer.
 * @param {string} [acceptEncoding]
 */
export function acceptsGzip(acceptEncoding = '') {
  return /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+\s*)?(?:,|$)/i.test(
    acceptEncoding,
  );
}

/**
 * @param {Rendered['headers']} headers
 * @param {string} renderNonce
 * @returns {PageEntry['headers']}
 */
function headerTemplate(headers, renderNonce) {
  return Object.entries(headers)
    .filter(([name, value]) => value !== undefined && !NOT_STORED_HEADERS.has(name))
    .map(([name, value]) => [
      name,
      (Array.isArray(value) ? value : [String(value)]).map((v) => v.split(renderNonce)),
    ]);
}

/**
 * `refreshSeconds` bounds how old a served page may be: in the first half of it a page is
 * served as it is; in the second half it is served once more while it re-renders; past it, it
 * re-renders before it is served (the old page stays the fallback if that fails). A page past
 * its time is never served as if current, however long nobody asked for it.
 * @param {{
 *   store: PageStore,
 *   tail?: PageStore,
 *   render: (page: { url: string, headers: Record<string, string> }, nonce: string) => Promise<Rendered>,
 *   refreshSeconds: number,
 *   onError?: (error: unknown, key: string) => void,
 * }} options
 */
export function createPageCache({
  store,
  tail = createMemoryStore(TAIL_LIMITS),
  render,
  refreshSeconds,
  onError = () => {},
}) {
  const refreshMs = refreshSeconds * 1000;
  const freshMs = refreshMs / 2;
  /**
   * One render per key at a time: concurrent misses wait for the same one.
   * @type {Map<string, Promise<{ entry: PageEntry, storable: boolean }>>}
   */
  const inflight = new Map();

  /**
   * Where an answer is kept: in the shared store only a page without query that answered 200,
   * or a navigation to such a page.
   * @param {CacheableRequest} page
   * @param {number} status
   */
  async function placeFor(page, status) {
    if (page.hasQuery || status !== 200) return tail;
    if (!page.headers.rsc) return store;
    return (await store.get(page.url))?.status === 200 ? store : tail;
  }

  /** @param {CacheableRequest} page */
  async function lookup(page) {
    if (page.hasQuery) return tail.get(page.key);
    return (await store.get(page.key)) ?? tail.get(page.key);
  }

  /** @param {CacheableRequest} page */
  function renderEntry(page) {
    const { key } = page;
    let rendering = inflight.get(key);
    if (rendering) return rendering;
    rendering = (async () => {
      const generation = await store.generation();
      const renderNonce = newNonce();
      const { rendered, degraded } = await watchRender(renderNonce, () =>
        render(page, renderNonce),
      );
      // The page failed because the content service did (a read failed with no last good
      // answer): the site is not broken, the page is unavailable for now, so a 503 that says
      // when to try again (the body stays the site's error page).
      const unavailable = degraded && rendered.status === 500;
      const status = unavailable ? 503 : rendered.status;
      // Next's bare error document shows nothing without JavaScript: the site's error page
      // for the same status and address takes its place.
      const shown =
        status >= 400 && isBareErrorDocument(rendered)
          ? await render(
              { url: page.url, headers: { [ERROR_STATUS_HEADER]: String(status) } },
              renderNonce,
            )
          : rendered;
      /** @type {PageEntry} */
      const entry = {
        status,
        headers: headerTemplate(
          unavailable
            ? { ...shown.headers, 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) }
            : shown.headers,
          renderNonce,
        ),
        body: createNonceTemplate(shown.body, renderNonce),
        renderedAt: Date.now(),
        generation,
      };
      // A page made while the content service failed is served, never kept.
      const storable = isStorable(rendered) && !degraded;
      // Content changed while this rendered: it may show the old content, so it is not kept.
      if (storable && generation === (await store.generation()))
        await (await placeFor(page, entry.status)).set(key, entry);
      return { entry, storable };
    })().finally(() => inflight.delete(key));
    inflight.set(key, rendering);
    return rendering;
  }

  /**
   * @param {IncomingMessage} request
   * @param {ServerResponse} response
   * @param {PageEntry} entry
   * @param {string} state
   */
  function send(request, response, entry, state) {
    const nonce = newNonce();
    const gzip = acceptsGzip(request.headers['accept-encoding']);
    const body = fillNonceTemplate(entry.body, nonce, { gzip });
    response.statusCode = entry.status;
    for (const [name, values] of entry.headers) {
      const filled = values.map((parts) => parts.join(nonce));
      response.setHeader(name, filled.length === 1 ? String(filled[0]) : filled);
    }
    response.setHeader('X-Request-Id', randomUUID());
    response.setHeader(PAGE_CACHE_HEADER, state);
    if (gzip) response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return {
    /**
     * Answers a cacheable request (see cacheableRequest). Rejects only when there is nothing
     * to serve: no entry and the render failed; the caller then hands the request to Next.
     * @param {IncomingMessage} request
     * @param {ServerResponse} response
     * @param {CacheableRequest} page
     */
    async serve(request, response, page) {
      const { key } = page;
      const [generation, entry] = await Promise.all([store.generation(), lookup(page)]);
      const age = entry ? Date.now() - entry.renderedAt : Infinity;
      if (entry && entry.generation === generation && age < refreshMs) {
        const stale = age >= freshMs;
        // Serve the ageing page while it re-renders; a failed re-render keeps it.
        if (stale) renderEntry(page).catch((error) => onError(error, key));
        send(request, response, entry, stale ? 'stale' : 'hit');
        return;
      }
      // Nothing current (never rendered, too old, or the content changed): render before
      // answering, and fall back on the last good page if that fails.
      let rendered;
      try {
        rendered = await renderEntry(page);
      } catch (error) {
        if (!entry) throw error;
        onError(error, key);
        send(request, response, entry, 'stale-if-error');
        return;
      }
      if (!rendered.storable && entry && rendered.entry.status >= 500)
        send(request, response, entry, 'stale-if-error');
      else send(request, response, rendered.entry, rendered.storable ? 'miss' : 'bypass');
    },
    /** After a content change: every page re-renders on its next request. */
    async invalidate() {
      await store.clear();
    },
  };
}
