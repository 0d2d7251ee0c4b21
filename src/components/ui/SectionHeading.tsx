/**
 * A section's h2 with its optional eyebrow and introduction; `id` lets the section name itself.
 * Its looks are `.section-head`'s (globals.css): written per heading, they were in every
 * section's HTML and again in the page's payload.
 */
export function SectionHeading({
  id,
  eyebrow,
  heading,
  intro,
  tone = 'light',
  align = 'start',
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
}) {
  const modifiers = `${tone === 'dark' ? ' on-dark' : ''}${align === 'center' ? ' centered' : ''}`;
  return (
    <div className={`section-head${modifiers}`}>
      {eyebrow ? <p className="section-eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{heading}</h2>
      {intro ? <p>{intro}</p> : null}
    </div>
  );
}

/** A stable id for a section heading, from its words (in any script: Arabic headings too). */
export function headingId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}
