'use client';

import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { localePath, pathWithoutLocale } from '@/site/locale';
import { searchPath } from '@/site/search';
import { ChevronDown, ExternalLink, Globe, X } from 'lucide-react';
import {
  use,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { MobileAccountLinks } from '@/components/accounts/AccountMenu';
import type { MenuKey } from '@/site/navigation';
import type { HeaderData, HeaderMenuEntry, MegaMenuData, NewsMenuData } from './header-data';
import { useFocusTrap, useScrollLock } from './header-hooks';
import { LanguageLink } from './LanguageLinks';
import { headerMenus } from './menu-data';
import { MainNavigation } from './MainNavigation';
import { SiteSearchForm } from '@/components/search/SiteSearchForm';
import { NewTabLink } from '@/components/ui/NewTabLink';

const sidebarLinkClass =
  'block rounded-lg px-3 py-2.5 font-medium hover:bg-white/5 aria-[current=page]:text-gold-500';
const sidebarNavigation = { list: 'grid gap-0.5', link: sidebarLinkClass };
const subLinkBase = 'flex items-baseline gap-3 rounded-lg px-3 py-2 hover:bg-white/5';
const subLinkClass = `${subLinkBase} text-sand-100 hover:text-white`;

/**
 * The mobile sidebar (below the desktop breakpoint): a modal dialog over an overlay. While it
 * is open the page cannot scroll and focus stays inside; Escape or the overlay closes it and
 * focus goes back to the hamburger.
 */
export function MobileSidebar({
  data,
  logo,
  returnFocusTo,
  onClose,
}: {
  data: HeaderData;
  logo: ReactNode;
  returnFocusTo: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const menus = use(headerMenus.get());
  const panel = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<MenuKey | null>(null);
  // The page's route, in whichever language: the words' links are written as English paths.
  const pathname = pathWithoutLocale(usePathname());
  useScrollLock(true);
  useFocusTrap(panel, true, returnFocusTo);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  // Following a link inside closes the sidebar (links opening a new tab leave it open).
  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (link && link.target !== '_blank') onClose();
  };

  /** A menu of the bar: a section that expands to its contents, or (if they could not be fetched) a link to its page. */
  function section(entry: HeaderMenuEntry) {
    const menu = menus?.[entry.menu];
    if (!menu)
      return (
        <li key={entry.menu}>
          <Link href={entry.href} className={sidebarLinkClass}>
            {entry.label}
          </Link>
        </li>
      );
    const listId = `sidebar-${menu.key}-list`;
    const isOpen = expanded === menu.key;
    return (
      <li key={menu.key}>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setExpanded(isOpen ? null : menu.key)}
          className="flex w-full items-center justify-between rounded-lg px-3 py-2.5 text-start font-medium hover:bg-white/5"
        >
          {entry.label}
          <ChevronDown
            aria-hidden="true"
            className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
        {isOpen ? (
          <ul id={listId} className="mb-2 ms-3 border-s border-white/10 ps-2 text-sm">
            {menu.key === 'news' ? newsLinks(menu) : offeringLinks(menu)}
          </ul>
        ) : null}
      </li>
    );
  }

  function offeringLinks(menu: MegaMenuData) {
    return (
      <>
        {menu.items.map((item) => (
          <li key={item.link}>
            <Link href={item.link} className={subLinkClass}>
              <span aria-hidden="true" className="tabular-nums text-gold-500">
                {item.number}
              </span>
              {item.title}
            </Link>
          </li>
        ))}
        <li>
          <Link href={menu.overview.href} className={`${subLinkBase} font-semibold text-gold-500`}>
            {menu.overview.label}
          </Link>
        </li>
      </>
    );
  }

  function newsLinks(menu: NewsMenuData) {
    return (
      <>
        <li>
          <Link href={menu.blogs.href} className={subLinkClass}>
            {menu.blogs.label}
          </Link>
        </li>
        <li>
          <Link href={menu.success.href} className={subLinkClass}>
            {menu.success.label}
          </Link>
        </li>
        <li>
          <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-sand-200">
            {menu.government.label}
          </p>
          <ul>
            {menu.government.links.map((link) => (
              <li key={link.href}>
                <NewTabLink href={link.href} newTab={data.text.newTab} className={subLinkClass}>
                  {link.label}
                  <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
                </NewTabLink>
              </li>
            ))}
          </ul>
        </li>
      </>
    );
  }

  return (
    <>
      <div
        aria-hidden="true"
        data-testid="sidebar-overlay"
        onClick={onClose}
        className="fixed inset-0 bg-black/60"
      />
      {/* Clicks bubble up from the links inside. The sidebar opens from the right in both
          directions: beside the hamburger in English, from the side Arabic reading starts in Arabic. */}
      <div
        ref={panel}
        id="header-sidebar"
        role="dialog"
        aria-modal="true"
        aria-labelledby="header-sidebar-title"
        onClick={closeOnLinkClick}
        className="fixed inset-y-0 flex w-[min(22rem,88vw)] ltr:end-0 rtl:start-0 flex-col gap-5 overflow-y-auto overscroll-contain bg-teal-950 px-4 pb-8 pt-4 text-white shadow-2xl"
      >
        <div className="flex items-center justify-between">
          <h2 id="header-sidebar-title" className="sr-only">
            {data.text.sidebar.title}
          </h2>
          <Link href="/" aria-label={data.text.homeLink} className="rounded">
            {logo}
          </Link>
          <button
            type="button"
            onClick={onClose}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X aria-hidden="true" className="h-6 w-6" />
            <span className="sr-only">{data.text.sidebar.close}</span>
          </button>
        </div>
        <SiteSearchForm
          id="sidebar-search-input"
          text={data.text.search}
          action={localePath(data.locale, searchPath)}
          onSubmit={onClose}
        />
        <MainNavigation
          data={data}
          pathname={pathname}
          classes={sidebarNavigation}
          menu={section}
        />
        <Link
          href={data.text.contact.href}
          aria-current={pathname === data.text.contact.href ? 'page' : undefined}
          className="block rounded-full bg-gold-500 px-4 py-3 text-center font-semibold text-teal-950 hover:bg-sand-200"
        >
          {data.text.contact.label}
        </Link>
        <div className="border-t border-white/10 pt-4">
          <p className="flex items-center gap-2 px-3 text-xs font-semibold uppercase tracking-wider text-sand-200">
            <Globe aria-hidden="true" className="h-4 w-4" />
            {data.text.language}
          </p>
          <ul className="mt-1">
            {data.languages.map((entry) => (
              <li key={entry.code}>
                <LanguageLink
                  code={entry.code}
                  label={entry.label}
                  current={entry.code === data.locale}
                  className="block rounded px-3 py-2 font-medium hover:bg-white/10 aria-[current=true]:text-gold-500"
                />
              </li>
            ))}
          </ul>
        </div>
        <MobileAccountLinks onNavigate={onClose} words={data.text.account} />
      </div>
    </>
  );
}
