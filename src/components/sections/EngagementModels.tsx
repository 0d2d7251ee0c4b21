import { ButtonLink } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import type { ModelsSection } from '@/site/sections';
import type { SectionProps } from './section-props';
import { Band } from './Band';
import { TickList } from './Prose';

/** Ways of working with us: what each is, who it suits, what it includes, and how to ask for it. */
export function EngagementModels({ section, words }: SectionProps<ModelsSection>) {
  return (
    <Band heading={section.heading} intro={section.intro}>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {section.models.map((model) => (
          <li
            key={model.slug}
            className={`${cardClass} flex flex-col border-t-4 border-gold-500 p-6`}
          >
            <h3 className="text-xl font-bold text-teal-900">{model.name}</h3>
            <p className="mt-2 text-muted">{model.summary}</p>
            <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-gold-700">
              {words.models.suits}
            </p>
            <p className="mt-1 text-sm">{model.suits}</p>
            <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-gold-700">
              {words.models.includes}
            </p>
            <div className="mt-2 flex-1 text-sm">
              <TickList items={model.includes} />
            </div>
            <ButtonLink href={model.action.href} variant="secondary" className="mt-6">
              {model.action.label}
              <span className="sr-only">: {model.name}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Band>
  );
}
