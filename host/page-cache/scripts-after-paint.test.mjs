import { describe, expect, it } from 'vitest';
import { runScriptsAfterPaint } from './scripts-after-paint.mjs';

const chunk = (file, nonce = 'n0nce') =>
  `<script src="/_next/static/chunks/${file}" async="" nonce="${nonce}"></script>`;
const polyfills =
  '<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="n0nce"></script>';
const page = (head, body) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}${polyfills}</head>` +
  `<body><h1>Win contracts</h1>${body}</body></html>`;
const rewrite = (html) => runScriptsAfterPaint({ html, headers: {} }).html;

describe('scripts after paint', () => {
  it('preloads each chunk where its tag was, and leaves running them to one loader with the page’s nonce', () => {
    const runtime =
      '<script src="/_next/static/chunks/runtime.js" nonce="n0nce" async=""></script>';
    const served = rewrite(page(chunk('a.js') + chunk('b.js'), runtime));
    const preload = (file) =>
      `<link rel="preload" as="script" fetchpriority="low" href="/_next/static/chunks/${file}" nonce="n0nce" data-after-paint/>`;
    const loader = /<script nonce="n0nce">[^<]+<\/script>/.exec(served)?.[0];
    expect(served).toBe(page(preload('a.js') + loader + preload('b.js'), preload('runtime.js')));
    expect(loader).toContain("querySelectorAll('[data-after-paint]')");
  });

  it('leaves a page without chunks, or whose chunks carry no nonce or different ones, as it is', () => {
    for (const rendered of [
      page('', ''),
      page('<script src="/_next/static/chunks/a.js" async=""></script>', ''),
      page(chunk('a.js') + chunk('b.js', 'other'), ''),
    ])
      expect(rewrite(rendered)).toBe(rendered);
  });
});
