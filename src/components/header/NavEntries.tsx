import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { HeaderData, HeaderMenuEntry } from './header-data';

/**
 * The main navigation's entries in their order, for the desktop bar and the mobile sidebar
 * alike: plain links (marked as the current page), menus drawn by `menu`, and the logo drawn by
 * `logo` (the sidebar has none).
 */
export function NavEntries({
  data,
  pathname,
  linkClass,
  menu,
  logo,
}: {
  data: HeaderData;
  pathname: string;
  linkClass: string;
  menu: (entry: HeaderMenuEntry) => ReactNode;
  logo?: (label: string) => ReactNode;
}) {
  return data.nav.map((entry) => {
    if (entry.kind === 'logo') return logo?.(entry.label) ?? null;
    if (entry.kind === 'menu') return menu(entry);
    return (
      <li key={entry.href}>
        <Link
          href={entry.href}
          aria-current={pathname === entry.href ? 'page' : undefined}
          className={linkClass}
        >
          {entry.label}
        </Link>
      </li>
    );
  });
}
