import { PostGrid } from '@/components/posts/PostCard';
import { ButtonLink } from '@/components/ui/Button';
import type { PostSummary } from '@/lib/content-client/types';
import type { PostsSection } from '@/site/sections';
import { Band } from './Band';

/**
 * Articles or stories about the page's topics (the route loads them). When the service failed
 * or nothing matches, the section is left out rather than shown empty.
 */
export function RelatedPosts({
  section,
  posts,
}: {
  section: PostsSection;
  posts: readonly PostSummary[];
}) {
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
