// A cached page runs its scripts after its first contentful paint, and downloads them as early
// as before.
//
// Next writes its chunks as `<script async>`: each runs as soon as it has arrived, and when that
// is before the page's first frame (a fast network, a cached script) the frame waits for it.
// Each such tag becomes a preload of the same file at the same (low) priority, where the tag
// was, so the download starts as early as it did; one loader, in the first one's place, adds
// the scripts once the browser has reported the first contentful paint and the document has
// been read to its end (Next's runtime chunk comes last, after the data it boots with). The
// scripts it adds are async as Next's were (`async` set reflects as the attribute by which React
// and Next find them, so nothing loads twice) and carry the page's nonce, as every script of the
// page does.

// How React writes Next's chunks: `<script src="/_next/static/…js" async="" nonce="…"></script>`
// (the two attributes in either order).
const ASYNC_SCRIPT =
  /<script src="(\/_next\/static\/[^"]+\.js)"(?: async="" nonce="([^"]+)"| nonce="([^"]+)" async="")><\/script>/g;

// Runs in the browser, as the loader's text (no string in it has a space). A page that paints
// nothing contentful, a browser that does not report paints or a hidden page (a background tab
// paints only when shown) loads them a second after its load event (which can come before the
// first paint: every file it waits for may be there first).
function loadScriptsAfterPaint() {
  const doc = document;
  const nonce = doc.currentScript?.nonce;
  let painted = false;
  let done = false;
  const load = () => {
    if (done || !painted || doc.readyState === 'loading') return;
    done = true;
    for (const link of doc.querySelectorAll('[data-after-paint]'))
      doc.head.append(
        Object.assign(doc.createElement('script'), {
          src: link.getAttribute('href'),
          async: true,
          nonce,
        }),
      );
  };
  const paint = () => {
    painted = true;
    load();
  };
  doc.addEventListener('DOMContentLoaded', load);
  addEventListener('load', () => setTimeout(paint, 1e3));
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) paint();
  }).observe({ type: 'paint', buffered: true });
}

// Without the whitespace a word does not need: the loader is part of every cached page's inline
// bytes.
const LOADER = `(${loadScriptsAfterPaint
  .toString()
  .replace(/^function \w+/, 'function')
  .replace(/\s+/g, ' ')
  .replace(/ ?([^\w$ ]) ?/g, '$1')})()`;

/**
 * @typedef {{ html: string, headers: Record<string, string | string[] | undefined> }} RenderedPage
 * @param {RenderedPage} page
 * @returns {RenderedPage}
 */
export function runScriptsAfterPaint(page) {
  const { html } = page;
  const scripts = [...html.matchAll(ASYNC_SCRIPT)];
  const nonces = new Set(scripts.map((script) => script[2] ?? script[3]));
  // One nonce, the page's, or the loader would not be let run.
  if (scripts.length === 0 || nonces.size !== 1) return page;
  const [nonce] = nonces;
  let rewritten = '';
  let from = 0;
  scripts.forEach((script, index) => {
    const preload = `<link rel="preload" as="script" fetchpriority="low" href="${script[1]}" nonce="${nonce}" data-after-paint/>`;
    const loader = index === 0 ? `<script nonce="${nonce}">${LOADER}</script>` : '';
    rewritten += `${html.slice(from, script.index)}${preload}${loader}`;
    from = script.index + script[0].length;
  });
  return { ...page, html: rewritten + html.slice(from) };
}
