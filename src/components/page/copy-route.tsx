import type { Metadata } from 'next';
import { ComposedPage } from '@/components/sections/ComposedPage';
import type { SlotContent } from '@/components/sections/PageSections';
import { pageMetadata } from '@/lib/metadata';
import { pages, type PagePath } from '@/site/pages';

/** Metadata and component of a route whose content is its page in src/site/pages.ts. */
export function copyRoute(
  path: PagePath,
  options: { noIndex?: boolean; structuredData?: Record<string, unknown>[] } = {},
) {
  const copy = pages[path];
  const metadata: Metadata = pageMetadata({ ...copy, noIndex: options.noIndex });
  function CopyPage({ slots }: { slots?: SlotContent }) {
    return <ComposedPage copy={copy} slots={slots} structuredData={options.structuredData} />;
  }
  return { copy, metadata, Page: CopyPage };
}
