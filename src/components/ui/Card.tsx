import type { ElementType, ReactNode } from 'react';

/** The white, rounded, ringed surface of cards and panels across the site (globals.css). */
export const cardClass = 'card';

/** A card that is one link: give its title's link `stretchedLinkClass`. */
export const linkedCardClass = 'card card-linked';
export const stretchedLinkClass = 'stretched-link';

export function Card({
  as: Tag = 'div',
  className = '',
  children,
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
}) {
  return <Tag className={`${cardClass} ${className}`.trim()}>{children}</Tag>;
}
