'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import {
  useContext,
  useRef,
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react';
import { localeOf, localizedHref } from '@/site/locale';

// How long the pointer (or the keyboard's focus) rests on a link before it counts as intent:
// passing over it on the way elsewhere, tabbing through a list, or the page scrolling under
// a resting pointer does not.
const INTENT_MS = 65;

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'prefetch'>;

/**
 * Every link of the site: Next's Link, which prefetches the page it leads to when the visitor
 * shows the intent to follow it (the pointer or the keyboard's focus rests on it, a finger
 * touches it), in full, so that following it needs no further request. Next's default
 * prefetches every link that scrolls into view, twice each: 75 requests for one visit of
 * /services, nearly all for pages never visited.
 *
 * The site's words name pages by their English paths; on an Arabic page a link leads to the
 * Arabic twin (`/services` → `/ar/services`), so no component localises its own links.
 */
export function Link({
  href,
  onMouseEnter,
  onMouseLeave,
  onTouchStart,
  onFocus,
  onBlur,
  ...props
}: LinkProps) {
  // The router, when there is one (not when a link is rendered on its own, as in a unit test):
  // without it, the link is a plain link.
  const router = useContext(AppRouterContext);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const locale = localeOf(usePathname() ?? '/');
  const localHref = typeof href === 'string' ? localizedHref(locale, href) : href;
  const target = typeof localHref === 'string' ? localHref : null;

  const prefetchNow = () => {
    clearTimeout(timer.current);
    if (!target?.startsWith('/') || target.startsWith('//')) return;
    if (new URL(target, location.href).pathname === location.pathname) return;
    router?.prefetch(target, { kind: PrefetchKind.FULL });
  };
  const prefetchSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(prefetchNow, INTENT_MS);
  };
  const cancel = () => clearTimeout(timer.current);

  return (
    <NextLink
      {...props}
      href={localHref}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        prefetchSoon();
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseLeave?.(event);
        cancel();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        // Focus the keyboard moved here; not focus a menu put on its first link as it opened
        // after a tap or click (that would prefetch Home on every phone menu opening).
        if (event.currentTarget.matches(':focus-visible')) prefetchSoon();
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        onBlur?.(event);
        cancel();
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetchNow();
      }}
    />
  );
}
