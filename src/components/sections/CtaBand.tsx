import { ButtonLink } from '@/components/ui/Button';
import { headingId } from '@/components/ui/SectionHeading';
import type { CtaSection } from '@/site/sections';

/** The closing invitation: a heading, a sentence and one or two calls to action on dark teal. */
export function CtaBand({ section }: { section: CtaSection }) {
  const id = headingId(section.heading);
  return (
    <section aria-labelledby={id} className="band">
      <div className="container-page">
        <div className="cta-panel">
          <div className="max-w-2xl">
            <h2 id={id} className="text-3xl font-bold leading-tight">
              {section.heading}
            </h2>
            <p className="mt-3 text-lg text-sand-100">{section.body}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-3">
            <ButtonLink href={section.primary.href} variant="accent">
              {section.primary.label}
            </ButtonLink>
            {section.secondary ? (
              <ButtonLink href={section.secondary.href} variant="inverse">
                {section.secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
