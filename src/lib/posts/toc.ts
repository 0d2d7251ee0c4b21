import { htmlToText } from '@/lib/content-client/html-text';

/** A table-of-contents entry: the heading's id and its text. */
export interface TocEntry {
  id: string;
  text: string;
}

/**
 * The id of a heading: lowercased and trimmed; characters other than word
 * characters, spaces and hyphens removed; runs of spaces, underscores and hyphens
 * turned into one hyphen; leading and trailing hyphens removed.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Used when a heading has no word characters at all (e.g. only punctuation or Arabic text). */
const fallbackId = 'section';

/**
 * Gives every h2 of (already sanitised) HTML an id and returns the table of contents in
 * document order. An editor's own anchor (WordPress's "HTML anchor": in-page links point at it)
 * is kept; other headings get one built by headingSlug; either is made unique with -2, -3….
 */
export function addHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const used = new Set(
    [...html.matchAll(/<h[2-6]\b[^>]*\sid="([^"]+)"/gi)].map((match) => match[1]!),
  );
  const claimed = new Set<string>();
  const withIds = html.replace(
    /<h2\b([^>]*)>([\s\S]*?)<\/h2\s*>/gi,
    (_match, attributes: string, inner: string) => {
      const text = htmlToText(inner);
      const own = /\sid="([^"]+)"/i.exec(attributes)?.[1];
      let id = own && !claimed.has(own) ? own : undefined;
      if (!id) {
        const base = headingSlug(text) || fallbackId;
        id = base;
        for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
        used.add(id);
      }
      claimed.add(id);
      toc.push({ id, text });
      const otherAttributes = attributes.replace(/\s+id\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
      return `<h2 id="${id}"${otherAttributes}>${inner}</h2>`;
    },
  );
  return { html: withIds, toc };
}

/** Elements written without a closing tag. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * (Already sanitised) HTML cut where each of its own h2s starts, the places its table of contents
 * leads to: what comes before the first heading, then one part per heading. An h2 inside another
 * element (a group, a column) stays in its part. The sanitiser escapes `<` and `>` in text and
 * attribute values and closes every element, so reading the tags alone finds the nesting.
 */
export function partsAtHeadings(html: string): string[] {
  const cuts = [0];
  let depth = 0;
  for (const tag of html.matchAll(/<(\/?)([a-z][a-z0-9-]*)\b[^>]*?(\/?)>/gi)) {
    const [, closing, name, selfClosing] = tag;
    const element = name!.toLowerCase();
    if (closing) depth = Math.max(0, depth - 1);
    else {
      if (depth === 0 && element === 'h2' && tag.index > 0) cuts.push(tag.index);
      if (!selfClosing && !voidElements.has(element)) depth += 1;
    }
  }
  cuts.push(html.length);
  return cuts
    .slice(1)
    .map((end, index) => html.slice(cuts[index], end))
    .filter((part) => part.trim() !== '');
}
