'use client';

import type { DecorativePicture } from '@/components/ui/DecorativeImage';
import { Link } from '@/components/ui/Link';
import { CardImage } from './CardImage';

/** What one card shows; a field it does not show is left out, not sent as undefined. */
export interface CardView {
  title: string;
  body: string;
  /** The small line above the title (not on a numbered grid, whose counter takes its place). */
  kicker?: string;
  /** The card's page: the title links to it, and the link covers the card. */
  href?: string;
  /** Decorative: the title names the card. */
  image?: DecorativePicture;
}

/**
 * The items of a card grid. A client component for the page's payload only (it has no state):
 * a server-rendered card wrote its element tree into each page's inline flight data, list item,
 * wrapper, heading, link and paragraph (~150 bytes a card); a client list receives just the
 * cards' words and addresses and renders the same markup in the server's HTML and the browser.
 */
export function CardList({ cards }: { cards: readonly CardView[] }) {
  return cards.map((card, index) => (
    <li key={index}>
      {card.image ? (
        <CardImage src={card.image[0]} width={card.image[1]} height={card.image[2]} />
      ) : null}
      <div>
        {card.kicker ? <p className="card-kicker">{card.kicker}</p> : null}
        <h3>{card.href ? <Link href={card.href}>{card.title}</Link> : card.title}</h3>
        <p>{card.body}</p>
      </div>
    </li>
  ));
}
