'use client';

import type { DecorativePicture } from '@/components/ui/DecorativeImage';
import { SampleTag } from '@/components/ui/SampleTag';
import { Link } from '@/components/ui/Link';
import type { BylineAuthor } from '@/lib/posts/authors';
import type { Locale } from '@/site/locale';
import { Byline } from './Byline';
import { PostCardImage } from './PostCardImage';

/** What one post card shows, decided by the server (PostGrid); a field it lacks is left out. */
export interface PostCardView {
  title: string;
  /** The post's path: an address of this site's language (`Link`), or, for a post in another
   * language than the page's, its own document's address. */
  href: string;
  /** Decorative: the title names the card. */
  image: DecorativePicture;
  excerpt?: string;
  /** Set for a post in another language than the page's: the card's language, and its label. */
  foreign?: { lang: Locale; label: string };
  /** The machine-readable date and the date in the page's words. */
  date?: readonly [iso: string, text: string];
  author?: BylineAuthor;
  sample?: true;
}

/**
 * A post grid's items. A client component for the page's payload only (it has no state): a
 * server-rendered card wrote its element tree (article, picture, meta line, date, byline,
 * heading, link, label, excerpt) into each page's inline flight data; this list receives the
 * cards' words and addresses and renders the same markup on the server and in the browser.
 */
export function PostCardList({
  cards,
  headingLevel: Heading,
  by,
}: {
  cards: readonly PostCardView[];
  headingLevel: 'h2' | 'h3';
  /** The word before a byline's name, in the page's language. */
  by: string;
}) {
  return cards.map((card, index) => (
    // Keyed by position: a post's id would be written into the payload once per card.
    <li key={index}>
      <article lang={card.foreign?.lang}>
        <PostCardImage src={card.image[0]} width={card.image[1]} height={card.image[2]} />
        <div>
          {card.date || card.sample || card.author ? (
            <p className="post-meta">
              {card.date ? <time dateTime={card.date[0]}>{card.date[1]}</time> : null}
              {card.date && card.author ? <span aria-hidden="true"> · </span> : null}
              {card.author ? <Byline by={by} author={card.author} /> : null}
              {card.sample ? <SampleTag /> : null}
            </p>
          ) : null}
          {/* Titles and excerpts run in their own script's direction (an Arabic post's right to left). */}
          <Heading dir="auto">
            {/* The link covers the whole card; its text is the title alone. */}
            {card.foreign ? (
              // Another language's page: its own document (lang, dir, words), not a transition.
              <a href={card.href} hrefLang={card.foreign.lang}>
                {card.title}
              </a>
            ) : (
              <Link href={card.href}>{card.title}</Link>
            )}
          </Heading>
          {card.foreign ? <p className="post-language">{card.foreign.label}</p> : null}
          {card.excerpt ? (
            <p dir="auto" className="post-excerpt">
              {card.excerpt}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  ));
}
