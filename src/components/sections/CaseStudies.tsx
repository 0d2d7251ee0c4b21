import Image from 'next/image';
import Link from 'next/link';
import { linkedCardClass, stretchedLinkClass } from '@/components/ui/Card';
import type { CaseStudy, CasesSection } from '@/site/sections';
import { Band } from './Band';

/**
 * Success stories as figures: sector, buyer, scope and outcome, each linking to its story. A
 * story shown on its own (the featured one) spreads across the page beside its picture.
 */
export function CaseStudies({ section }: { section: CasesSection }) {
  const single = section.cases.length === 1;
  return (
    <Band heading={section.heading} intro={section.intro} tone="white">
      <ul className={`grid gap-6 ${single ? '' : 'md:grid-cols-2 lg:grid-cols-3'}`}>
        {section.cases.map((study) => (
          <li
            key={study.story}
            className={`${linkedCardClass} grid ${single && study.image ? 'lg:grid-cols-2' : ''}`.trim()}
          >
            {single && study.image ? (
              <Image
                src={study.image.src}
                alt={study.image.alt}
                width={study.image.width}
                height={study.image.height}
                sizes="(min-width: 1024px) 620px, 100vw"
                className="h-full w-full bg-sand-100 object-cover"
              />
            ) : null}
            <CaseStudyBody study={study} />
          </li>
        ))}
      </ul>
    </Band>
  );
}

function CaseStudyBody({ study }: { study: CaseStudy }) {
  return (
    <div className="flex flex-col p-6 md:p-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-gold-700">{study.sector}</p>
      <h3 className="mt-2 text-lg font-bold leading-snug text-teal-900">
        <Link href={`/stories/${study.story}`} className={stretchedLinkClass}>
          {study.title}
        </Link>
      </h3>
      <dl className="mb-6 mt-4 grid gap-3 text-sm">
        <div>
          <dt className="font-semibold text-teal-900">Buyer</dt>
          <dd className="text-muted">{study.buyer}</dd>
        </div>
        <div>
          <dt className="font-semibold text-teal-900">Scope</dt>
          <dd className="text-muted">{study.scope}</dd>
        </div>
      </dl>
      <dl className="mt-auto grid grid-cols-2 gap-4 border-t border-sand-200 pt-5">
        {study.outcomes.map((outcome) => (
          <div key={outcome.label} className="flex flex-col-reverse">
            <dt className="text-xs text-muted">{outcome.label}</dt>
            <dd className="text-2xl font-bold text-teal-800">{outcome.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
