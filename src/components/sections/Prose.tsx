import { headingId } from '@/components/ui/SectionHeading';
import type { ProseSection } from '@/site/sections';

/** Heading beside its paragraphs; bullets become a ticked list. */
export function Prose({ section }: { section: ProseSection }) {
  const id = headingId(section.heading);
  return (
    <section aria-labelledby={id} className="py-12 md:py-14">
      <div className="container-page prose-band">
        <h2 id={id} className="prose-title">
          {section.heading}
        </h2>
        <ProseBody section={section} className="prose-body" />
      </div>
    </section>
  );
}

/**
 * A prose section's paragraphs, then its bullets: ticked where they are what a page offers, plain
 * discs in a long document (the legal pages), whose lists are rules and prohibitions, not benefits.
 */
export function ProseBody({
  section,
  className,
  marks = 'tick',
}: {
  section: ProseSection;
  className: string;
  marks?: 'tick' | 'disc';
}) {
  return (
    <div className={className}>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {section.bullets && marks === 'tick' ? <TickList items={section.bullets} /> : null}
      {section.bullets && marks === 'disc' ? (
        <ul className="list-disc space-y-2 ps-6 marker:text-teal-700">
          {section.bullets.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * A list whose items are marked with a gold tick. The tick is drawn by `.tick-list` (globals.css),
 * so the list's HTML and its flight data carry the words alone, not an SVG per item.
 */
export function TickList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={columns === 2 ? 'tick-list md:grid-cols-2' : 'tick-list'}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
