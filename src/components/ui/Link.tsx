'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localeOf, localizedHref } from '@/site/locale';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * Every link of the site: Next's Link, which prefetches nothing. Following a link asks for the
 * page in one request, answered from the page cache. Next's default prefetches every link that
 * scrolls into view, twice each (75 requests for one visit of /services). A prefetch when the
 * pointer rests on a link costs two requests per link only looked at, and a finger's tap sends
 * its navigation before a prefetch could arrive. Measured in docs/decisions.md.
 *
 * The site's words name pages by their English paths; on an Arabic page a link leads to the
 * Arabic twin (`/services` → `/ar/services`), so no component localises its own links.
 */
export function Link({ href, ...props }: LinkProps) {
  const locale = localeOf(usePathname() ?? '/');
  const localHref = typeof href === 'string' ? localizedHref(locale, href) : href;
  return <NextLink {...props} href={localHref} prefetch={false} />;
}
