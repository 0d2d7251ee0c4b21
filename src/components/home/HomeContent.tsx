import { ComposedPage } from '@/components/sections/ComposedPage';
import type { SectionContent } from '@/components/sections/PageSections';
import type { PageCopy } from '@/site/types';

/** The home page's sections, from its words (in the page's language). */
export function HomeContent({ copy, content }: { copy: PageCopy; content: SectionContent }) {
  return <ComposedPage copy={copy} content={content} />;
}
