import { htmlToText } from './html-text';

/** Words in an excerpt the site makes: as many as WordPress's automatic ones (excerpt_length). */
export const excerptWords = 55;

/** What ends WordPress's automatic excerpt of a longer text: "[&hellip;]", decoded. */
const moreMark = /\s*\[(?:…|\.\.\.)\]$/;

/**
 * The excerpt a card and a page description show, as plain text. An editor's own excerpt is
 * kept as written. WordPress's automatic one (no excerpt written) is its text stripped of tags:
 * headings run into the sentences and it ends in "[…]"; in its place the site takes the words
 * of the content's paragraphs, cut at a word with "…". An excerpt is automatic when it ends
 * in WordPress's mark or the content's text starts with it.
 */
export function postExcerpt(excerptHtml: string, contentHtml: string): string {
  const given = htmlToText(excerptHtml);
  const withoutMark = given.replace(moreMark, '');
  const automatic =
    !given || withoutMark !== given || htmlToText(contentHtml).startsWith(withoutMark);
  if (!automatic) return given;
  const paragraphs = [...contentHtml.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p\s*>/gi)]
    .map((match) => htmlToText(match[1]!))
    .filter(Boolean);
  const words = (paragraphs.length ? paragraphs.join(' ') : withoutMark).split(' ');
  if (words.length <= excerptWords) return words.join(' ');
  return `${words
    .slice(0, excerptWords)
    .join(' ')
    .replace(/[\s,;:.–—-]+$/, '')}…`;
}
