import { ButtonLink } from '@/components/ui/Button';
import { headingId } from '@/components/ui/SectionHeading';
import type { CtaSection } from '@/site/sections';

/**
 * The closing invitation: a heading, a sentence and one or two calls to action on dark teal
 * (`.cta-panel`, globals.css).
 */
export function CtaBand({ section }: { section: CtaSection }) {
  const id = headingId(section.heading);
  return (
    <section aria-labelledby={id} className="band">
      <div className="container-page">
        <div className="cta-panel">
          <div>
            <h2 id={id}>{section.heading}</h2>
            <p>{section.body}</p>
          </div>
          <div>
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
