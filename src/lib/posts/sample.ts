import { sampleTag } from '@/site/post-categories';

interface Tagged {
  slug: string;
}

/** True when a post's tags mark it as sample content. */
export function isSamplePost(tags: readonly Tagged[]): boolean {
  return tags.some((tag) => tag.slug === sampleTag.slug);
}

/** A post's tags as topics to show: the sample marker is not a topic. */
export function topicTags<T extends Tagged>(tags: readonly T[]): T[] {
  return tags.filter((tag) => tag.slug !== sampleTag.slug);
}
