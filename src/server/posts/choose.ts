import 'server-only';
import { postCategory, selectCategory } from '@/lib/posts/cards';
import { topicTags } from '@/lib/posts/sample';
import type { PostCategory, PostSummary } from '@/lib/content-client/types';

/** Choices among the newest posts (the index the cache keeps): what a page shows beside its own. */

/** The featured success story: the sticky story (front matter `featured: true`), else the newest. */
export function featuredStory(index: readonly PostSummary[]): PostSummary | undefined {
  const stories = selectCategory(index, 'story');
  return stories.find((story) => story.isSticky) ?? stories[0];
}

/** Up to `limit` other posts of the same list, those sharing most tags first, then the newest. */
export function relatedPosts(
  post: Pick<PostSummary, 'slug' | 'categories' | 'tags'>,
  index: readonly PostSummary[],
  limit = 3,
): PostSummary[] {
  const category = postCategory(post);
  // Topics only: every sample post shares the sample tag, which says nothing about the subject.
  const tags = new Set(topicTags(post.tags.nodes).map((tag) => tag.slug));
  const shared = (other: PostSummary) =>
    other.tags.nodes.filter((tag) => tags.has(tag.slug)).length;
  return selectCategory(index, category)
    .filter((other) => other.slug !== post.slug)
    .map((other, order) => ({ other, score: shared(other), order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ other }) => other);
}

/**
 * Up to `limit` posts about some topics (tag names, any case): those sharing most of them
 * first, then the newest; posts sharing none are left out. Without topics, the newest.
 */
export function postsAbout(
  index: readonly PostSummary[],
  {
    topics = [],
    category,
    limit,
    exclude = new Set(),
  }: {
    topics?: readonly string[];
    category?: PostCategory;
    limit: number;
    /** Slugs the page already shows (its case studies' stories): not offered twice. */
    exclude?: ReadonlySet<string>;
  },
): PostSummary[] {
  const wanted = new Set(topics.map((topic) => topic.toLowerCase()));
  const pool = (category ? selectCategory(index, category) : index).filter(
    (post) => !exclude.has(post.slug),
  );
  if (wanted.size === 0) return pool.slice(0, limit);
  return pool
    .map((post, order) => ({
      post,
      order,
      score: post.tags.nodes.filter((tag) => wanted.has(tag.name.toLowerCase())).length,
    }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ post }) => post);
}
