import type { Words } from './types';

/** Words of bylines and author pages (/blog/authors/<slug>) other than the author's own. */
const authorWordsWords = {
  /** Before the author's name in a byline. */
  by: 'By',
  eyebrow: 'Author',
  postsHeading: (name: string) => `Posts by ${name}`,
  noPosts: 'No posts by this author are published yet.',
  description: (name: string) =>
    `Posts and success stories by ${name} on the Wasla blog, about winning and delivering Saudi government contracts as a supplier.`,
} as const;
export const authorWords: Words<typeof authorWordsWords> = authorWordsWords;
