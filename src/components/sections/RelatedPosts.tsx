import { PostGrid } from '@/components/blog/PostCard';
import { ButtonLink } from '@/components/ui/Button';
import { getPostsAbout } from '@/server/content/posts';
import { log } from '@/server/log';
import type { PostsSection } from '@/site/sections';
import { Band } from './Band';

/**
 * Articles or stories from the content service about the page's topics. If the service fails
 * (and nothing is cached) or nothing matches, the section is left out rather than shown empty.
 */
export async function RelatedPosts({ section }: { section: PostsSection }) {
  const posts = await getPostsAbout({
    topics: section.topics,
    category: section.category,
    limit: section.limit,
  }).catch((error: unknown) => {
    log.warn({ err: error, section: section.heading }, 'Related posts unavailable');
    return [];
  });
  if (posts.length === 0) return null;
  return (
    <Band heading={section.heading} intro={section.intro}>
      <PostGrid posts={posts} label={section.heading} headingLevel="h3" />
      {section.more ? (
        <p className="mt-8">
          <ButtonLink href={section.more.href} variant="secondary">
            {section.more.label}
          </ButtonLink>
        </p>
      ) : null}
    </Band>
  );
}
