import type { ReactNode } from 'react';
import { headingId } from '@/components/ui/SectionHeading';
import { chromeWords, type ChromeWords } from '@/site/chrome';
import type { SlotSection } from '@/site/sections';
import { Band } from './Band';
import { TickList } from './Prose';

/**
 * The place another module fills (the enquiry form, the openings list). The module brings its
 * own section and heading (its form is named by it); until one fills the place, the slot's
 * heading and fallback say where to turn instead, so the page never shows an empty frame.
 * A form's guidance sits beside it on wide screens, so the advice is read while writing.
 */
export function Slot({
  section,
  fallback,
  children,
  words = chromeWords.sections,
}: {
  section: SlotSection;
  fallback: ReactNode;
  children?: ReactNode;
  words?: ChromeWords['sections'];
}) {
  if (!children)
    return (
      <Band heading={section.heading} intro={section.intro}>
        {fallback}
      </Band>
    );
  if (!section.guidance) return <div data-slot={section.name}>{children}</div>;
  return (
    <div
      data-slot={section.name}
      className="container-page grid items-start gap-10 py-14 md:py-20 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-14"
    >
      <div className="min-w-0">{children}</div>
      <div className="grid gap-10 lg:sticky lg:top-36">
        {section.guidance.map((part) => (
          <Guidance key={part.heading} part={part} stepLabel={words.step} />
        ))}
      </div>
    </div>
  );
}

/** One piece of a form's guidance: a ticked list, or numbered steps. */
function Guidance({
  part,
  stepLabel,
}: {
  part: NonNullable<SlotSection['guidance']>[number];
  stepLabel: ChromeWords['sections']['step'];
}) {
  const id = headingId(part.heading);
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-teal-900">
        {part.heading}
      </h2>
      {part.intro ? <p className="mt-2 text-muted">{part.intro}</p> : null}
      <div className="mt-4">
        {part.kind === 'checklist' ? (
          <TickList items={part.items} />
        ) : (
          <ol className="grid gap-4">
            {part.steps.map((step, index) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-800 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-teal-900">
                    <span className="sr-only">{stepLabel(index + 1)}</span>
                    {step.title}
                  </h3>
                  <p className="text-ink">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
