import type { ElementType, ReactNode } from 'react';

/** The white, rounded, ringed surface of cards and panels across the site. */
export const cardClass = 'rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-sand-200';

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
