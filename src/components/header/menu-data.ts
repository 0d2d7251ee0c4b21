'use client';

import type { NewsPosts } from '@/server/posts/links';
import type { HeaderMenus } from './header-data';
import { localeOf, localePath } from '@/site/locale';
import { headerMenusPath, headerNewsPath } from './header-state';

/**
 * A header resource fetched once per page load, in the page's language (/ar/header-menus.json
 * on an Arabic page: a page load never changes language, the switcher loads a new document). `get` gives the same promise on every call (as
 * React's `use` needs); a failure resolves to `failed`, and `retryIfFailed` (called when a
 * menu opens) lets the next `get` ask again.
 */
function fetchOnce<T>(path: string, failed: T) {
  let pending: Promise<T> | null = null;
  let lastFailed = false;
  return {
    get(): Promise<T> {
      pending ??= fetch(localePath(localeOf(location.pathname), path))
        .then((response) => (response.ok ? (response.json() as Promise<T>) : failed))
        .catch(() => failed)
        .then((value) => {
          lastFailed = value === failed;
          return value;
        });
      return pending;
    },
    retryIfFailed() {
      if (lastFailed) pending = null;
      lastFailed = false;
    },
  };
}

/** What the menus show when opened, or null if it cannot be fetched now. */
export const headerMenus = fetchOnce<HeaderMenus | null>(headerMenusPath, null);

/** The news menu's newest posts; none if the content service cannot answer now. */
export const headerNews = fetchOnce<NewsPosts>(headerNewsPath, { blogs: [], success: [] });

/** Before a menu or the sidebar opens: what failed to arrive last time is asked for again. */
export function retryFailedMenus() {
  headerMenus.retryIfFailed();
  headerNews.retryIfFailed();
}
