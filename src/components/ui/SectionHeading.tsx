/** A section's h2 with its optional eyebrow and introduction; `id` lets the section name itself. */
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
  const dark = tone === 'dark';
  return (
    <div className={`mb-10 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? (
        <p
          className={`mb-2 text-sm font-semibold uppercase tracking-widest ${dark ? 'text-gold-500' : 'text-gold-700'}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`section-title ${dark ? 'text-white' : 'text-teal-900'}`}>
        {heading}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg ${dark ? 'text-sand-100' : 'text-muted'}`}>{intro}</p>
      ) : null}
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
