'use client';

import { Link } from '@/components/ui/Link';
import { headingId } from '@/components/ui/SectionHeading';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { footerHeadingClass, footerLinkClass } from './footer-styles';
import { NewTabLink } from '@/components/ui/NewTabLink';

/**
 * The footer's link lists, rendered in the browser from compact data: as server markup each link
 * carried its element tree and classes in every page's inline payload (12 KB on /services);
 * as `[label, href]` pairs it costs what it shows.
 */

/** A footer link as the server sends it. */
export type FooterLinkPair = readonly [label: string, href: string];

export interface FooterColumnData {
  title: string;
  links: readonly FooterLinkPair[];
  /** External links open in a new tab. */
  external?: boolean;
}

/** A list of site links; `extra` goes last, in its own item. */
export function FooterLinkList({
  links,
  className,
  extra,
}: {
  links: readonly FooterLinkPair[];
  className: string;
  extra?: ReactNode;
}) {
  return (
    <ul className={className}>
      {links.map(([label, href]) => (
        <li key={href}>
          <Link href={href} className={footerLinkClass}>
            {label}
          </Link>
        </li>
      ))}
      {extra ? <li>{extra}</li> : null}
    </ul>
  );
}

/** The footer's link columns, each a titled section. */
export function FooterColumns({
  columns,
  newTabText,
}: {
  columns: readonly FooterColumnData[];
  newTabText: string;
}) {
  return columns.map((column) => {
    const id = `footer-column-${headingId(column.title)}`;
    return (
      <section key={id} aria-labelledby={id}>
        <h2 id={id} className={footerHeadingClass}>
          {column.title}
        </h2>
        {column.external ? (
          <ul className="mt-3 space-y-2 text-sm">
            {column.links.map(([label, href]) => (
              <li key={href}>
                <NewTabLink
                  href={href}
                  newTab={newTabText}
                  className={`${footerLinkClass} inline-flex items-baseline gap-1.5`}
                >
                  {label}
                  <ExternalLink aria-hidden="true" className="h-3 w-3 shrink-0" />
                </NewTabLink>
              </li>
            ))}
          </ul>
        ) : (
          <FooterLinkList links={column.links} className="mt-3 space-y-2 text-sm" />
        )}
      </section>
    );
  });
}
