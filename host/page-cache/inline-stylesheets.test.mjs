import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStylesheetInliner } from './inline-stylesheets.mjs';

// A build directory with one stylesheet, laid out as Next writes it.
const nextDir = mkdtempSync(path.join(tmpdir(), 'wasla-inline-css-'));
mkdirSync(path.join(nextDir, 'static', 'chunks'), { recursive: true });
const css = (name, text) => writeFileSync(path.join(nextDir, 'static', 'chunks', name), text);
css('site.css', '@font-face{font-family:inter;src:url(../media/inter.woff2)}.hero{color:red}');
css('broken.css', '.x{content:"</style><script>alert(1)</script>"}');
afterAll(() => rmSync(nextDir, { recursive: true, force: true }));

const link = (file) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${file}" nonce="n0nce" data-precedence="next"/>`;
const page = (head) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head>` +
  `<body><h1 class="hero">Win contracts</h1>${link('site.css')}</body></html>`;

const inliner = createStylesheetInliner(nextDir);
const inlineStylesheets = async (html) => (await inliner({ html, headers: {} })).html;

describe('inline stylesheets', () => {
  it("puts the stylesheet in the page's head and keeps its link, disabled, for React", async () => {
    const served = await inlineStylesheets(page(link('site.css')));
    expect(served).toBe(
      page(
        '<style>@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)}.hero{color:red}</style>' +
          '<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="n0nce" data-precedence="next" disabled/>',
      ),
    );
  });

  it('drops the Link header’s preload of an inlined stylesheet, and keeps the others', async () => {
    const font =
      '</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; nonce="n0nce"; type="font/woff2"';
    const { headers } = await inliner({
      html: page(link('site.css')),
      headers: {
        link: `${font}, </_next/static/chunks/site.css>; rel=preload; as="style"; nonce="n0nce"`,
        'content-type': 'text/html',
      },
    });
    expect(headers).toEqual({ link: font, 'content-type': 'text/html' });
    const alone = await inliner({
      html: page(link('site.css')),
      headers: { link: '</_next/static/chunks/site.css>; rel=preload; as="style"' },
    });
    expect(alone.headers.link).toBeUndefined();
  });

  it('leaves a page without a stylesheet in its head, or whose CSS would end the style element, as it is', async () => {
    for (const rendered of [page(''), page(link('broken.css'))])
      expect(await inlineStylesheets(rendered)).toBe(rendered);
  });

  it('fails, rather than serving a page without styles, when a stylesheet cannot be read', async () => {
    await expect(inlineStylesheets(page(link('missing.css')))).rejects.toThrow(/ENOENT/);
  });
});
