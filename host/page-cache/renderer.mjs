// Page-cache renders go to Next over a private Unix socket (in a directory only this user can
// open), so only they can carry a render nonce of the server's choosing, and each is a plain
// GET of path and query (with, for a client navigation, the router headers its key holds):
// nothing else a visitor sent (cookies, Host, other headers) can shape a page that others
// will be served.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computeCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js';
import { CLIENT_ADDRESS_HEADER, NONCE_HEADER } from '../shared/index.mjs';
import { fillJsonLd } from './json-ld.mjs';

const RENDER_TIMEOUT_MS = 30_000;

/** @typedef {import('./page-cache.mjs').Rendered} Rendered */

/**
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void} handle Next's request handler
 * @param {string} host the Host the renders are made for
 * @param {{ transformPage?: (page: { html: string, headers: import('node:http').IncomingHttpHeaders }) => Promise<{ html: string, headers: import('node:http').IncomingHttpHeaders }> }} [options] applied to each HTML page rendered (after the structured data it asks for is filled in, json-ld.mjs)
 */
export async function startRenderer(handle, host, { transformPage } = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), 'wasla-render-'));
  const socketPath = path.join(directory, 'render.sock');
  const server = createServer((request, response) => {
    request.headers[CLIENT_ADDRESS_HEADER] = '127.0.0.1';
    handle(request, response);
  });
  await new Promise((resolve) => server.listen(socketPath, () => resolve(undefined)));

  /**
   * @param {{ url: string, headers: Record<string, string> }} page the canonical URL, and the
   * router headers of a client navigation ({} for a page)
   * @param {string} nonce
   * @returns {Promise<Rendered>}
   */
  async function render({ url, headers }, nonce) {
    const target = headers.rsc ? await withCacheBuster(url, headers) : url;
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        {
          socketPath,
          method: 'GET',
          path: target,
          headers: { host, accept: 'text/html', ...headers, [NONCE_HEADER]: nonce },
          timeout: RENDER_TIMEOUT_MS,
        },
        (incoming) => {
          /** @type {Buffer[]} */
          const chunks = [];
          incoming.on('data', (chunk) => chunks.push(chunk));
          incoming.on('end', () => {
            const rendered = {
              status: incoming.statusCode ?? 500,
              headers: incoming.headers,
              body: Buffer.concat(chunks),
            };
            resolve(transformed(rendered));
          });
          incoming.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`Rendering ${target} timed out`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  /**
   * Next answers a client navigation only at the URL whose `_rsc` is the hash of its router
   * headers (else it redirects there): the renderer's own, as the browser computes it.
   * @param {string} url
   * @param {Record<string, string>} headers
   */
  async function withCacheBuster(url, headers) {
    const hash = await computeCacheBustingSearchParam(
      /** @type {'1' | undefined} */ (headers['next-router-prefetch']),
      headers['next-router-segment-prefetch'],
      headers['next-router-state-tree'],
      undefined,
    );
    // Present even when empty (no router header but `RSC: 1`): Next wants it there.
    return `${url}${url.includes('?') ? '&' : '?'}_rsc=${hash}`;
  }

  /**
   * The text the site answers at `path` (the source of structured data a page asks for).
   * @param {string} path
   * @returns {Promise<string>}
   */
  function fetchText(path) {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { socketPath, method: 'GET', path, headers: { host }, timeout: RENDER_TIMEOUT_MS },
        (incoming) => {
          /** @type {Buffer[]} */
          const chunks = [];
          incoming.on('data', (chunk) => chunks.push(chunk));
          incoming.on('end', () =>
            incoming.statusCode === 200
              ? resolve(Buffer.concat(chunks).toString('utf8'))
              : reject(new Error(`${path} answered ${incoming.statusCode}`)),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error(`Fetching ${path} timed out`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  /** @param {Rendered} rendered */
  async function transformed(rendered) {
    if (!String(rendered.headers['content-type']).startsWith('text/html')) return rendered;
    const page = {
      html: await fillJsonLd(rendered.body.toString('utf8'), fetchText),
      headers: rendered.headers,
    };
    const { html, headers } = transformPage ? await transformPage(page) : page;
    return { ...rendered, headers, body: Buffer.from(html) };
  }

  function stop() {
    server.close();
    rmSync(directory, { recursive: true, force: true });
  }

  return { render, stop };
}
