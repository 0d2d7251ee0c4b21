import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { htmlToText } from '@/lib/content-client/html-text';
import { addHeadingIds, headingSlug, partsAtHeadings } from './toc';

describe('headingSlug', () => {
  it.each([
    ['Registering as a Supplier', 'registering-as-a-supplier'],
    ['  Step 1: Buy the booklet!  ', 'step-1-buy-the-booklet'],
    ['Bid bonds & guarantees — what banks need', 'bid-bonds-guarantees-what-banks-need'],
    ['snake_case and --dashes--', 'snake-case-and-dashes'],
    ['What’s next?', 'whats-next'],
    ['!!!', ''],
  ])('%j → %j', (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });

  it('only ever yields lowercase word runs joined by single hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(headingSlug(text)).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is idempotent and ignores case and surrounding space', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const slug = headingSlug(text);
        expect(headingSlug(slug)).toBe(slug);
        expect(headingSlug(`  ${text.toUpperCase()}\t`)).toBe(headingSlug(text.toUpperCase()));
      }),
    );
  });

  it('keeps every ASCII letter and digit of the text, in order', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = text.toLowerCase().replace(/[^a-z0-9]/g, '');
        expect(headingSlug(text).replace(/-/g, '')).toBe(kept);
      }),
    );
  });
});

describe('addHeadingIds', () => {
  it('gives each h2 without an id its slug id and lists it in the TOC', () => {
    const { html, toc } = addHeadingIds(
      '<p>Intro</p><h2 class="x">Why <em>Etimad</em> &amp; you</h2><h3>Not me</h3><h2>Next</h2>',
    );
    expect(html).toBe(
      '<p>Intro</p><h2 id="why-etimad-you" class="x">Why <em>Etimad</em> &amp; you</h2><h3>Not me</h3><h2 id="next">Next</h2>',
    );
    expect(toc).toEqual([
      { id: 'why-etimad-you', text: 'Why Etimad & you' },
      { id: 'next', text: 'Next' },
    ]);
  });

  it("keeps an editor's anchor (in-page links point at it), once, and gives no other heading its name", () => {
    const { html, toc } = addHeadingIds(
      '<h2>Documents</h2><h2 id="documents">The documents you need</h2><h2 id="documents">Again</h2>',
    );
    expect(toc.map((entry) => entry.id)).toEqual(['documents-2', 'documents', 'again']);
    expect(html).toContain('<h2 id="documents">The documents you need</h2>');
  });

  it('makes repeated and empty ids unique with -2, -3', () => {
    const { toc } = addHeadingIds(
      '<h2>Risks</h2><h2>Risks</h2><h2>risks!</h2><h2>مرحبا</h2><h2>…</h2>',
    );
    expect(toc.map((entry) => entry.id)).toEqual([
      'risks',
      'risks-2',
      'risks-3',
      'section',
      'section-2',
    ]);
  });

  it('for any headings: one unique id per h2, in order, each on its heading', () => {
    const headingText = fc.string({ maxLength: 30 }).map((text) => text.replace(/[<>&]/g, ''));
    fc.assert(
      fc.property(fc.array(headingText, { maxLength: 12 }), (texts) => {
        const source = texts.map((text) => `<h2>${text}</h2><p>body</p>`).join('');
        const { html, toc } = addHeadingIds(source);
        expect(toc.map((entry) => entry.text)).toEqual(texts.map((text) => htmlToText(text)));
        expect(new Set(toc.map((entry) => entry.id)).size).toBe(texts.length);
        const ids = [...html.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1]);
        expect(ids).toEqual(toc.map((entry) => entry.id));
        for (const entry of toc) {
          const base = headingSlug(entry.text) || 'section';
          expect(entry.id === base || entry.id.startsWith(`${base}-`)).toBe(true);
        }
      }),
    );
  });
});

describe('partsAtHeadings', () => {
  it('cuts the content where each of its own h2s starts, and loses nothing', () => {
    const html =
      '<p>Intro &gt; summary</p>\n<figure><img src="/a.png" alt="a" /><figcaption>A</figcaption></figure>\n' +
      '<h2 id="one">One</h2><p>Text<br />more</p><div class="group"><h2 id="inner">Inner</h2><p>x</p></div>' +
      '<h2 id="two">Two</h2><ul><li>Item</li></ul>';
    const parts = partsAtHeadings(html);
    expect(parts).toEqual([
      '<p>Intro &gt; summary</p>\n<figure><img src="/a.png" alt="a" /><figcaption>A</figcaption></figure>\n',
      '<h2 id="one">One</h2><p>Text<br />more</p><div class="group"><h2 id="inner">Inner</h2><p>x</p></div>',
      '<h2 id="two">Two</h2><ul><li>Item</li></ul>',
    ]);
    expect(parts.join('')).toBe(html);
  });

  it('keeps content without headings, or opening with one, whole', () => {
    expect(partsAtHeadings('<p>Only text</p>')).toEqual(['<p>Only text</p>']);
    expect(partsAtHeadings('<h2>A</h2><p>a</p>')).toEqual(['<h2>A</h2><p>a</p>']);
    expect(partsAtHeadings('')).toEqual([]);
  });
});
