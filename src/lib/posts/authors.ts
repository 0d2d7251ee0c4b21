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
