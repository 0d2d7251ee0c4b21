// Render once, serve many: public pages are rendered by Next with a throwaway nonce, kept in
// a store, and each response gets a fresh nonce in the render nonce's place (body and headers).
import { randomUUID } from 'node:crypto';
import { newNonce } from '../shared/index.mjs';
import { createNonceTemplate, fillNonceTemplate } from './nonce-template.mjs';
import { isStorable } from './policy.mjs';

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {import('./store.mjs').PageEntry} PageEntry
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

/** Tells clients and tests how a response was answered: hit, stale, miss, stale-if-error, bypass. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache';

/** @param {string} [acceptEncoding] */
function acceptsGzip(acceptEncoding = '') {
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
 * @param {{
 *   store: import('./store.mjs').PageStore,
 *   render: (url: string, nonce: string) => Promise<Rendered>,
 *   refreshSeconds: number,
 *   onError?: (error: unknown, key: string) => void,
 * }} options
 */
export function createPageCache({ store, render, refreshSeconds, onError = () => {} }) {
  const refreshMs = refreshSeconds * 1000;
  /**
   * One render per key at a time: concurrent misses wait for the same one.
   * @type {Map<string, Promise<{ entry: PageEntry, storable: boolean }>>}
   */
  const inflight = new Map();

  /** @param {string} key */
  function renderEntry(key) {
    let rendering = inflight.get(key);
    if (rendering) return rendering;
    rendering = (async () => {
      const generation = await store.generation();
      const renderNonce = newNonce();
      const rendered = await render(key, renderNonce);
      /** @type {PageEntry} */
      const entry = {
        status: rendered.status,
        headers: headerTemplate(rendered.headers, renderNonce),
        body: createNonceTemplate(rendered.body, renderNonce),
        renderedAt: Date.now(),
        generation,
      };
      const storable = isStorable(rendered);
      // Content changed while this rendered: it may show the old content, so it is not kept.
      if (storable && generation === (await store.generation())) await store.set(key, entry);
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
     * Answers a cacheable request (see pageCacheKey). Rejects only when there is nothing to
     * serve: no entry and the render failed; the caller then hands the request to Next.
     * @param {IncomingMessage} request
     * @param {ServerResponse} response
     * @param {string} key
     */
    async serve(request, response, key) {
      const [generation, entry] = await Promise.all([store.generation(), store.get(key)]);
      if (entry && entry.generation === generation) {
        const stale = Date.now() - entry.renderedAt >= refreshMs;
        // Serve the stale page while it re-renders; a failed re-render keeps it.
        if (stale) renderEntry(key).catch((error) => onError(error, key));
        send(request, response, entry, stale ? 'stale' : 'hit');
        return;
      }
      // Nothing current (never rendered, or the content changed): render before answering,
      // and fall back on the last good page if that fails.
      let rendered;
      try {
        rendered = await renderEntry(key);
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
