import { site } from '@/site/config';
import type { ListCard, PostCategory } from './types';

interface Categorised {
  categories: { nodes: { name: string }[] };
}

interface CardSource {
  id: string;
  slug: string;
  title: string;
  featuredImage: { node: { sourceUrl: string | null } } | null;
}

/** The posts of one category (SPEC §5: name equals 'blog' or 'story', case-insensitive). */
export function selectCategory<T extends Categorised>(
  posts: readonly T[],
  category: PostCategory,
): T[] {
  return posts.filter((post) =>
    post.categories.nodes.some((term) => term.name.trim().toLowerCase() === category),
  );
}

/** A list card (SPEC §3): the featured image, or /placeholder.png when the post has none. */
export function toListCard(post: CardSource): ListCard {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    image: post.featuredImage?.node.sourceUrl || site.placeholderImage.src,
  };
}

/** Where a post lives on the site: stories under /stories, everything else under /blog. */
export function postPath(post: Categorised & { slug: string }): string {
  return `${selectCategory([post], 'story').length > 0 ? '/stories' : '/blog'}/${post.slug}`;
}
