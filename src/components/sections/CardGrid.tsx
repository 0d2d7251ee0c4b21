import type { Card, CardsSection } from '@/site/sections';
import { Band } from './Band';
import { CardList, type CardView } from './CardList';

/** A card as the list shows it: only the fields it has, the picture as source and size. */
function cardView(card: Card, numbered: boolean): CardView {
  const view: CardView = { title: card.title, body: card.body };
  if (card.eyebrow && !numbered) view.kicker = card.eyebrow;
  if (card.href) view.href = card.href;
  if (card.image) view.image = [card.image.src, card.image.width, card.image.height];
  return view;
}

/**
 * Cards in a grid; a card with `href` is one link (its title), covering the whole card: the looks
 * are `.card-grid`'s (globals.css).
 */
export function CardGrid({ section }: { section: CardsSection }) {
  const numbered = Boolean(section.numbered);
  return (
    <Band heading={section.heading} intro={section.intro}>
      <ul className={numbered ? 'card-grid numbered' : 'card-grid'}>
        <CardList cards={section.cards.map((card) => cardView(card, numbered))} />
      </ul>
    </Band>
  );
}
