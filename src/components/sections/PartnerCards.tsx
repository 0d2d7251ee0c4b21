import { cardClass } from '@/components/ui/Card';
import type { PartnersSection } from '@/site/sections';
import type { SectionProps } from './section-props';
import { Band } from './Band';

/** The kinds of partner we work with, what each brings and typical examples. */
export function PartnerCards({ section, words }: SectionProps<PartnersSection>) {
  return (
    <Band heading={section.heading} intro={section.intro} tone="white">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.partners.map((partner) => (
          <li key={partner.name} className={`${cardClass} p-6`}>
            <h3 className="text-lg font-bold text-teal-900">{partner.name}</h3>
            <p className="mt-2 text-muted">{partner.brings}</p>
            <ul
              aria-label={words.partnerExamples(partner.name)}
              className="mt-4 flex flex-wrap gap-2"
            >
              {partner.examples.map((example) => (
                <li
                  key={example}
                  className="rounded-full bg-teal-100 px-3 py-1 text-sm text-teal-900"
                >
                  {example}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Band>
  );
}
