import type { QuoteSection } from '@/site/sections';
import type { SectionProps } from './section-props';

/** A short statement set large, with who says it. */
export function Quote({ section, words }: SectionProps<QuoteSection>) {
  return (
    <section aria-label={words.quotation} className="band">
      <figure className="container-page max-w-4xl text-center">
        <blockquote className="text-2xl font-semibold leading-snug text-teal-900 md:text-3xl">
          <p>{words.quoted(section.quote)}</p>
        </blockquote>
        <figcaption className="mt-6 text-sm font-semibold uppercase tracking-widest text-gold-700">
          {section.attribution}
        </figcaption>
      </figure>
    </section>
  );
}
