import { site } from '@/site/config';
import { categoryOf, isCategorySlug, postCategories } from '@/site/post-categories';
import type { ListCard, PostCategory } from '@/lib/content-client/types';

interface Categorised {
  categories: { nodes: { slug: string }[] };
}

interface CardSource {
  id: string;
  slug: string;
  title: string;
  featuredImage: { node: { sourceUrl: string | null } } | null;
}

/** The posts listed under one category: those carrying its slug (see src/site/post-categories). */
export function selectCategory<T extends Categorised>(
  posts: readonly T[],
  category: PostCategory,
): T[] {
  return posts.filter((post) =>
    post.categories.nodes.some((term) => isCategorySlug(term.slug, category)),
  );
}

/** The category a post is addressed under (stories under /stories, other posts under /blog). */
export function postCategory(post: Categorised): PostCategory {
  return categoryOf(post.categories.nodes.map((term) => term.slug));
}

/** A list card: the featured image, or the placeholder image when the post has none. */
export function toListCard(post: CardSource): ListCard {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    image: post.featuredImage?.node.sourceUrl || site.placeholderImage.src,
  };
}

/** Where a post lives on the site: under its category's list. */
export function postPath(post: Categorised & { slug: string }): string {
  return `${postCategories[postCategory(post)].path}/${post.slug}`;
}
