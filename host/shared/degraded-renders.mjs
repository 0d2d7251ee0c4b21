// Pages made while the content service failed: the app still answers them (with the last
// good content, or an empty state such as "posts cannot be searched right now"), but the page
// cache must not keep them, or visitors would see the degraded page after the service is back.
// The page cache and the app share one process, and each page-cache render carries a render
// nonce of the server's choosing, so the render is named by that nonce.
import { processSingleton } from './process-singleton.mjs';

/** Page-cache renders under way: render nonce → whether the app marked it degraded. */
const renders = () => processSingleton('degradedRenders', () => new Map());

/**
 * Around one page-cache render: whether the app marked it degraded meanwhile.
 * @template T
 * @param {string} renderNonce
 * @param {() => Promise<T>} render
 * @returns {Promise<{ rendered: T, degraded: boolean }>}
 */
export async function watchRender(renderNonce, render) {
  renders().set(renderNonce, false);
  try {
    const rendered = await render();
    return { rendered, degraded: renders().get(renderNonce) === true };
  } finally {
    renders().delete(renderNonce);
  }
}

/**
 * The app: the page rendered with this nonce was made without the content service. Only a
 * render the page cache watches is marked; any other request's nonce is ignored.
 * @param {string | null | undefined} renderNonce
 */
export function markRenderDegraded(renderNonce) {
  if (renderNonce && renders().has(renderNonce)) renders().set(renderNonce, true);
}
