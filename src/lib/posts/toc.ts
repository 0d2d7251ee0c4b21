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
