import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { postCategories } from '@/site/post-categories';
import { chromeWords, type ChromeWords } from '@/site/chrome';
import type { CaseStudy, CasesSection } from '@/site/sections';
import { SampleMark } from '@/components/ui/SampleMark';
import { Band } from './Band';
import { wideColumns } from '@/components/ui/grid-columns';

/**
 * Success stories as figures: sector, buyer, scope and outcome, each linking to its story (the
 * published stories that have case study fields: `cases`); nothing when there is none. A story
 * shown on its own (the featured one) spreads across the page beside its picture.
 */
export function CaseStudies({
  section,
  cases,
  words = chromeWords.sections,
}: {
  section: CasesSection;
  cases: readonly CaseStudy[];
  words?: ChromeWords['sections'];
}) {
  if (cases.length === 0) return null;
  const single = cases.length === 1;
  return (
    <Band heading={section.heading} intro={section.intro} tone="white">
      <ul
        className={`case-list ${single ? '' : `md:grid-cols-2 ${wideColumns(cases.length)}`}`.trim()}
      >
        {cases.map((study, index) => (
          <li
            key={index}
            lang={study.lang}
            className={single && study.image ? 'grid lg:grid-cols-2' : 'grid'}
          >
            {single && study.image ? (
              <Image
                {...study.image}
                alt={study.image.alt}
                sizes="(min-width: 1024px) 620px, 100vw"
                className="h-full w-full bg-sand-100 object-cover"
              />
            ) : null}
            <CaseStudyBody study={study} labels={words.caseStudy} />
          </li>
        ))}
      </ul>
    </Band>
  );
}

function CaseStudyBody({
  study,
  labels,
}: {
  study: CaseStudy;
  labels: ChromeWords['sections']['caseStudy'];
}) {
  return (
    <div>
      <p className="case-sector">
        {study.country ? `${study.sector} · ${study.country}` : study.sector}
        <SampleMark fact={study} />
      </p>
      <h3>
        <Link href={`${postCategories.story.path}/${study.story}`}>{study.title}</Link>
      </h3>
      <dl className="case-facts">
        <div>
          <dt>{labels.buyer}</dt>
          <dd>{study.buyer}</dd>
        </div>
        <div>
          <dt>{labels.scope}</dt>
          <dd>{study.scope}</dd>
        </div>
      </dl>
      <dl className="case-outcomes">
        {study.outcomes.map((outcome, index) => (
          <div key={index}>
            <dt>{outcome.label}</dt>
            <dd>{outcome.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
