import Link from 'next/link';
import { cardClass } from '@/components/ui/Card';
import type { CasesSection } from '@/site/sections';
import { Band } from './Band';

/** Success stories as figures: sector, buyer, scope and outcome, each linking to its story. */
export function CaseStudies({ section }: { section: CasesSection }) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="white">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.cases.map((study) => (
          <li
            key={study.story}
            className={`${cardClass} group relative flex flex-col p-6 focus-within:ring-2 focus-within:ring-gold-500 hover:shadow-md`}
          >
            <p className="text-sm font-semibold uppercase tracking-wider text-gold-700">
              {study.sector}
            </p>
            <h3 className="mt-2 text-lg font-bold leading-snug text-teal-900">
              <Link
                href={`/stories/${study.story}`}
                className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline"
              >
                {study.title}
              </Link>
            </h3>
            <dl className="mt-4 grid gap-3 text-sm">
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
          </li>
        ))}
      </ul>
    </Band>
  );
}
