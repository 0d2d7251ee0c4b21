import { ComposedPage } from '@/components/sections/ComposedPage';
import type { SectionPosts } from '@/components/sections/PageSections';
import { pages } from '@/site/pages';

/** The home page as a returning visitor (and a crawler) sees it. */
export function HomeContent({ posts }: { posts: SectionPosts }) {
  return <ComposedPage copy={pages['/']} posts={posts} />;
}
