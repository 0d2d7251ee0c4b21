import type { ReactNode } from 'react';

/**
 * A link that opens in a new tab, without handing that page this one (noopener noreferrer), and
 * says so to screen readers after its own words (`newTab`: "(opens in a new tab)").
 */
export function NewTabLink({
  href,
  newTab,
  className,
  children,
}: {
  href: string;
  newTab: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
