import type { ElementType, ReactNode } from 'react';

/** The white, rounded, ringed surface of cards and panels across the site (globals.css). */
export const cardClass = 'card';

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
