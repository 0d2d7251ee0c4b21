import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { pages, type PagePath } from '@/site/pages';
import { PageView } from './PageView';

/** Metadata and component of a route whose content is its copy in src/site/pages.ts. */
export function copyRoute(path: PagePath, options: { noIndex?: boolean; eyebrow?: string } = {}) {
  const copy = pages[path];
  const metadata: Metadata = pageMetadata({ ...copy, noIndex: options.noIndex });
  function CopyPage() {
    return <PageView copy={copy} eyebrow={options.eyebrow} />;
  }
  return { copy, metadata, Page: CopyPage };
}
