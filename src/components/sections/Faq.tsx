import type { FaqSection } from '@/site/sections';
import { Band } from './Band';

/**
 * Questions and answers as native disclosures (keyboard and screen readers for free, no
 * script). The page adds the FAQPage structured data for the same items.
 */
export function Faq({ section }: { section: FaqSection }) {
  return (
    <Band heading={section.heading}>
      <div className="max-w-4xl divide-y divide-sand-200 border-y border-sand-200">
        {section.items.map((item, index) => (
          <details key={index} className="group py-2">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-3 text-lg font-semibold text-teal-900 [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-2xl leading-none text-gold-700 transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-4 pe-10 text-muted">{item.answer}</p>
          </details>
        ))}
      </div>
    </Band>
  );
}
