import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Image from 'next/image';
import { ProposalLink } from '@/components/enquiry/ProposalLink';
import { pageMetadata } from '@/lib/metadata';
import type { Offering } from '@/site/types';
import { PageHero, PageSections } from './PageView';

/** The route of one service or area of focus: static params, metadata and page from its copy. */
export function offeringRoute(offerings: readonly Offering[], eyebrow: string) {
  const find = (slug: string) => offerings.find((offering) => offering.slug === slug);

  return {
    generateStaticParams: () => offerings.map((offering) => ({ slug: offering.slug })),
    async generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
      const offering = find((await params).slug);
      return offering ? pageMetadata({ ...offering, image: offering.image }) : {};
    },
    async Page({ params }: { params: Promise<{ slug: string }> }) {
      const offering = find((await params).slug);
      if (!offering) notFound();
      return (
        <>
          <PageHero heading={offering.heading} intro={offering.intro} eyebrow={eyebrow} />
          <div className="container-page pt-12">
            <Image
              src={offering.image.src}
              alt={offering.image.alt}
              width={offering.image.width}
              height={offering.image.height}
              priority
              className="w-full max-w-3xl rounded-[var(--radius-card)]"
              sizes="(min-width: 768px) 768px, 100vw"
            />
          </div>
          <PageSections sections={offering.sections} />
          <div className="container-page pb-20">
            <ProposalLink topic={offering.slug} context={offering.name} />
          </div>
        </>
      );
    },
  };
}
