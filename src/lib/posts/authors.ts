import { authorWords as arabicAuthorWords } from '@/site/ar/author-words';
import { authorWords as englishAuthorWords } from '@/site/author-words';
import type { Locale } from '@/site/locale';
import { detectLanguage } from './language';

/**
 * Author pages live under the blog, /blog/authors/<slug> (and /ar/blog/authors/<slug>): no fixed
 * page or post address has two segments there.
 */
export const authorsPath = '/blog/authors';

/** The address of an author's page (English; links on Arabic pages localise it). */
export const authorPath = (slug: string) => `${authorsPath}/${encodeURIComponent(slug)}`;

/** A byline: the author's name, and the slug of their page when the content service gives one. */
export interface Byline {
  name: string;
  slug: string | null;
}

/** A post's byline, or null when the content service names no author. */
export function bylineOf(post: {
  author: { node: { name: string | null; slug: string | null } | null } | null;
}): Byline | null {
  const author = post.author?.node;
  if (!author?.name) return null;
  return { name: author.name, slug: author.slug || null };
}

/** A byline as it is shown: the name, its script's language and direction, the author's page. */
export interface BylineAuthor {
  name: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  href?: string;
}

/** The name as it is written (a Latin name on an Arabic page), linking to the author's page if any. */
export function bylineAuthor(byline: Byline): BylineAuthor {
  const { language, direction } = detectLanguage(byline.name);
  const author: BylineAuthor = { name: byline.name, lang: language, dir: direction };
  if (byline.slug) author.href = authorPath(byline.slug);
  return author;
}

/** The word before a byline's name in `locale`. */
export const bylineWord = (locale: Locale) =>
  (locale === 'ar' ? arabicAuthorWords : englishAuthorWords).by;
