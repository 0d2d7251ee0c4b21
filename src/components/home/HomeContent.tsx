import { ComposedPage } from '@/components/sections/ComposedPage';
import type { SectionContent } from '@/components/sections/PageSections';
import { pages } from '@/site/pages';

/** The home page as a returning visitor (and a crawler) sees it. */
export function HomeContent({ content }: { content: SectionContent }) {
  return <ComposedPage copy={pages['/']} content={content} />;
}
