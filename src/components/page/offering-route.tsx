import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ComposedPage } from '@/components/sections/ComposedPage';
import { pageMetadata } from '@/lib/metadata';
import type { PageCopy } from '@/site/types';

/**
 * The route of one service or area of focus: static params, metadata and its composed page.
 * `structuredData` adds what the kind of page carries (Service on service pages).
 */
export function offeringRoute(
  offeringPages: ReadonlyMap<string, PageCopy>,
  structuredData: (slug: string) => Record<string, unknown>[] = () => [],
) {
  return {
    generateStaticParams: () => [...offeringPages.keys()].map((slug) => ({ slug })),
    async generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
      const copy = offeringPages.get((await params).slug);
      return copy ? pageMetadata({ ...copy, image: copy.hero?.image }) : {};
    },
    async Page({ params }: { params: Promise<{ slug: string }> }) {
      const { slug } = await params;
      const copy = offeringPages.get(slug);
      if (!copy) notFound();
      return <ComposedPage copy={copy} structuredData={structuredData(slug)} />;
    },
  };
}
