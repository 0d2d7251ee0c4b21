import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';
import type { HeaderData, HeaderMenuEntry } from './header-data';

/** Where the main navigation sits: its landmark's and its list's classes, and each plain link's. */
export interface NavigationClasses {
  nav?: string;
  list: string;
  link: string;
}

/**
 * The main navigation, for the desktop bar and the mobile sidebar alike: the landmark named by
 * the header's words, holding the entries in their order: plain links (marked as the current
 * page), menus drawn by `menu`, and the logo drawn by `logo` (the sidebar has none).
 */
export function MainNavigation({
  data,
  pathname,
  classes,
  menu,
  logo,
}: {
  data: HeaderData;
  pathname: string;
  classes: NavigationClasses;
  menu: (entry: HeaderMenuEntry) => ReactNode;
  logo?: (label: string) => ReactNode;
}) {
  return (
    <nav aria-label={data.text.mainNavigation} className={classes.nav}>
      <ul className={classes.list}>
        {data.nav.map((entry) => {
          if (entry.kind === 'logo') return logo?.(entry.label) ?? null;
          if (entry.kind === 'menu') return menu(entry);
          return (
            <li key={entry.href}>
              <Link
                href={entry.href}
                aria-current={pathname === entry.href ? 'page' : undefined}
                className={classes.link}
              >
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
