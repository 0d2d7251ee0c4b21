import Image from 'next/image';
import Link from 'next/link';
import { linkedCardClass, stretchedLinkClass } from '@/components/ui/Card';
import type { CardsSection } from '@/site/sections';
import { Band } from './Band';

/** Cards in a grid; a card with `href` is one link (its title), covering the whole card. */
export function CardGrid({ section }: { section: CardsSection }) {
  return (
    <Band heading={section.heading} intro={section.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {section.cards.map((card, index) => (
          <li key={card.title} className={`${linkedCardClass} flex flex-col`}>
            {card.image ? (
              <Image
                src={card.image.src}
                alt=""
                width={card.image.width}
                height={card.image.height}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[16/10] w-full object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-6">
              {section.numbered || card.eyebrow ? (
                <p className="text-sm font-semibold text-gold-700">
                  {section.numbered ? String(index + 1).padStart(2, '0') : card.eyebrow}
                </p>
              ) : null}
              <h3 className="text-xl font-bold text-teal-900">
                {card.href ? (
                  <Link href={card.href} className={stretchedLinkClass}>
                    {card.title}
                  </Link>
                ) : (
                  card.title
                )}
              </h3>
              <p className="text-muted">{card.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </Band>
  );
}
