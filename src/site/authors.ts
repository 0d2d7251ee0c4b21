import raw from '#content/authors.json';
import { authorsSchema, parseContent, type AuthorEntry } from './content-schema';

/**
 * The built-in posts' authors (content/authors.json): the one reader of the file, checked on
 * first use. A post's front matter `author` names one by name or slug; an author marked sample
 * carries the sample tag and is left out of structured data.
 */
export const authors = parseContent('content/authors.json', authorsSchema, raw);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The author a front matter `author` names (by name or slug), if the file has them. */
export function authorNamed(written: string): AuthorEntry | undefined {
  return authors.find((author) => same(author.slug, written) || same(author.name, written));
}
