import type { ReactNode } from 'react';
import type { PageCopy } from '@/site/types';

/** A page's hero (h1 and introduction) followed by its copy sections. */
export function PageView({
  copy,
  children,
  eyebrow,
}: {
  copy: PageCopy;
  children?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <>
      <PageHero heading={copy.heading} intro={copy.intro} eyebrow={eyebrow} />
      {copy.sections.length > 0 ? <PageSections sections={copy.sections} /> : null}
      {children}
    </>
  );
}

export function PageHero({
  heading,
  intro,
  eyebrow,
}: {
  heading: string;
  intro: string;
  eyebrow?: string;
}) {
  return (
    <section className="bg-teal-900 pb-16 pt-36 text-white">
      <div className="container-page">
        {eyebrow ? (
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-gold-500">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="max-w-4xl text-4xl font-bold leading-tight md:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-3xl text-lg text-sand-100">{intro}</p>
      </div>
    </section>
  );
}

export function PageSections({ sections }: { sections: PageCopy['sections'] }) {
  return (
    <div className="container-page grid gap-12 py-16">
      {sections.map((section) => (
        <section
          key={section.heading}
          className="prose-wasla grid max-w-none gap-x-12 border-t border-sand-200 pt-10 first:border-t-0 first:pt-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
        >
          <h2 className="mt-0">{section.heading}</h2>
          <div className="max-w-[72ch]">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 48)}>{paragraph}</p>
            ))}
            {section.bullets ? (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
    </div>
  );
}
