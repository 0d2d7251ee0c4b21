import type { ReactNode } from 'react';
import { SectionHeading, headingId } from '@/components/ui/SectionHeading';

const tones = {
  plain: '',
  white: 'bg-white',
  sand: 'bg-sand-100',
  dark: 'bg-teal-900 text-white',
} as const;

export type BandTone = keyof typeof tones;

/** A full-width section named by its heading: the frame every section of the library shares. */
export function Band({
  heading,
  intro,
  eyebrow,
  tone = 'plain',
  align,
  children,
}: {
  heading: string;
  intro?: string;
  eyebrow?: string;
  tone?: BandTone;
  align?: 'start' | 'center';
  children: ReactNode;
}) {
  const id = headingId(heading);
  return (
    <section aria-labelledby={id} className={`band ${tones[tone]}`.trim()}>
      <div className="container-page">
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          heading={heading}
          intro={intro}
          tone={tone === 'dark' ? 'dark' : 'light'}
          align={align}
        />
        {children}
      </div>
    </section>
  );
}
