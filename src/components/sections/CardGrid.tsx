import { Link } from '@/components/ui/Link';
import type { CardsSection } from '@/site/sections';
import { Band } from './Band';
import { CardImage } from './CardImage';

/**
 * Cards in a grid; a card with `href` is one link (its title), covering the whole card: the looks
 * are `.card-grid`'s (globals.css).
 */
export function CardGrid({ section }: { section: CardsSection }) {
  return (
    <Band heading={section.heading} intro={section.intro}>
      <ul className={section.numbered ? 'card-grid numbered' : 'card-grid'}>
        {section.cards.map((card, index) => (
          <li key={index}>
            {card.image ? (
              <CardImage src={card.image.src} width={card.image.width} height={card.image.height} />
            ) : null}
            <div>
              {card.eyebrow && !section.numbered ? (
                <p className="card-kicker">{card.eyebrow}</p>
              ) : null}
              <h3>{card.href ? <Link href={card.href}>{card.title}</Link> : card.title}</h3>
              <p>{card.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </Band>
  );
}
