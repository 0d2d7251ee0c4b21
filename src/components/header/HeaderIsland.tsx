'use client';

import { Link } from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { localePath, pathWithoutLocale } from '@/site/locale';
import { searchPath } from '@/site/search';
import { ChevronDown, Globe, Menu, Search } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { AccountMenu } from '@/components/accounts/AccountMenu';
import { useDismiss } from '@/components/ui/use-dismiss';
import type { HeaderData, HeaderMenuEntry } from './header-data';
import {
  focusableWithin,
  moveFocusWithArrows,
  useMediaQueryMatch,
  useScrolledPastDarkThreshold,
} from './header-hooks';
import {
  desktopMediaQuery,
  dropdownCloseDelayMs,
  dropdownPanelId,
  dropdownTriggerId,
  headerReducer,
  initialHeaderState,
  type DropdownKey,
} from './header-state';
import { LanguageLink } from './LanguageLinks';
import { headerMenus, retryFailedMenus } from './menu-data';
import { MainNavigation } from './MainNavigation';
import type { PanelEvents } from './MenuPanelParts';
import { SiteSearchForm } from '@/components/search/SiteSearchForm';

const navLinkClass =
  'rounded px-1 py-2 font-medium transition-colors hover:text-gold-500 aria-[current=page]:text-gold-500';
const barNavigation = {
  nav: 'container-page',
  list: 'flex h-16 items-center justify-center gap-x-7 text-[0.95rem]',
  link: navLinkClass,
};
/** The dropdown a trigger or container belongs to (its `data-dropdown` container). */
const dropdownOf = (element: Element) =>
  element.closest<HTMLElement>('[data-dropdown]')?.dataset.dropdown as DropdownKey;

// The menu panels and the sidebar show only when opened: their code loads when the visitor
// first points at or focuses the header (or, at the latest, when one opens), not with the page.
const loadMegaMenuPanel = () => import('./MegaMenuPanel');
const loadNewsMenuPanel = () => import('./NewsMenuPanel');
const loadMobileSidebar = () => import('./MobileSidebar');
const MegaMenuPanel = lazy(() => loadMegaMenuPanel().then((m) => ({ default: m.MegaMenuPanel })));
const NewsMenuPanel = lazy(() => loadNewsMenuPanel().then((m) => ({ default: m.NewsMenuPanel })));
const MobileSidebar = lazy(() => loadMobileSidebar().then((m) => ({ default: m.MobileSidebar })));
function preloadPanels() {
  void Promise.all([
    loadMegaMenuPanel(),
    loadNewsMenuPanel(),
    loadMobileSidebar(),
    headerMenus.get(),
  ]).catch(() => {});
}

/** The bar's call to action: the one gold control, so the way to a conversation stands out. */
const contactClass =
  'inline-flex items-center justify-center rounded-full bg-gold-500 font-semibold text-teal-950 hover:bg-sand-200 aria-[current=page]:ring-2 aria-[current=page]:ring-white';

const iconButtonClass =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-full px-2.5 transition-colors hover:bg-white/10 aria-expanded:bg-white/10';

/**
 * The header's one client island: which dropdown is open, the news tab, the mobile sidebar
 * and the scroll position. The bar arrives as plain data from the server part; the panels
 * fetch what they show when they first open.
 */
export function HeaderIsland({ data, logo }: { data: HeaderData; logo: ReactNode }) {
  const [state, dispatch] = useReducer(headerReducer, initialHeaderState);
  const scrolled = useScrolledPastDarkThreshold();
  // The page's route, in whichever language: the words' links are written as English paths.
  const pathname = pathWithoutLocale(usePathname());
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusFirstControl = useRef(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const { openDropdown } = state;

  // A navigation (link, back or forward) closes whatever was open.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    dispatch({ type: 'close' });
    dispatch({ type: 'closeSidebar' });
  }

  const cancelClose = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const closeMenus = useCallback(() => {
    cancelClose();
    dispatch({ type: 'close' });
  }, [cancelClose]);
  const closeSidebar = useCallback(() => dispatch({ type: 'closeSidebar' }), []);
  useEffect(() => cancelClose, [cancelClose]);
  useMediaQueryMatch(desktopMediaQuery, closeSidebar, state.sidebarOpen);

  // Close on a click outside the open dropdown and on Escape (focus goes back to its trigger).
  const openContainer = () =>
    openDropdown ? document.querySelector(`[data-dropdown="${openDropdown}"]`) : null;
  useDismiss(openDropdown !== null, openContainer, (reason) => {
    const focus = document.activeElement;
    const focusWasInside =
      focus === document.body || (focus !== null && openContainer()?.contains(focus));
    closeMenus();
    if (reason === 'escape' && focusWasInside && openDropdown) {
      document.getElementById(dropdownTriggerId(openDropdown))?.focus();
    }
  });

  // Opened from the keyboard (ArrowDown, or the search button): focus moves into the panel,
  // once it is there (a panel whose code was still loading calls this when it mounts).
  const focusIntoOpenPanel = useCallback(() => {
    if (!openDropdown || !focusFirstControl.current) return;
    const first = focusableWithin(document.getElementById(dropdownPanelId(openDropdown)))[0];
    if (!first) return;
    focusFirstControl.current = false;
    first.focus();
  }, [openDropdown]);
  useEffect(focusIntoOpenPanel, [focusIntoOpenPanel]);

  function open(dropdown: DropdownKey, { byHover = false, focusInside = false } = {}) {
    cancelClose();
    openedByHover.current = byHover;
    if (focusInside && openDropdown === dropdown) {
      focusableWithin(document.getElementById(dropdownPanelId(dropdown)))[0]?.focus();
      return;
    }
    focusFirstControl.current = focusInside;
    retryFailedMenus();
    dispatch({ type: 'open', dropdown });
  }

  /** Hover opens a menu (mouse only); the pointer leaving an open dropdown closes it 300 ms later. */
  function onContainerPointerEnter(event: PointerEvent<HTMLElement>) {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    const dropdown = dropdownOf(event.currentTarget);
    if (event.currentTarget.dataset.hoverOpens === 'true' && openDropdown !== dropdown)
      open(dropdown, { byHover: true });
  }

  function onContainerPointerLeave(event: PointerEvent<HTMLElement>) {
    if (event.pointerType !== 'mouse' || openDropdown !== dropdownOf(event.currentTarget)) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => dispatch({ type: 'close' }), dropdownCloseDelayMs);
  }

  /** Focus leaving a dropdown (Tab past its last link) closes it. */
  function onContainerBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (
      openDropdown === dropdownOf(event.currentTarget) &&
      next instanceof Node &&
      !event.currentTarget.contains(next)
    )
      closeMenus();
  }

  function onTriggerClick(event: MouseEvent<HTMLElement>) {
    const dropdown = dropdownOf(event.currentTarget);
    cancelClose();
    // A mouse click on a menu that hover just opened keeps it open rather than closing it.
    if (openDropdown === dropdown && openedByHover.current && event.detail > 0) {
      openedByHover.current = false;
      return;
    }
    if (openDropdown === dropdown) return closeMenus();
    open(dropdown, { focusInside: dropdown === 'search' });
  }

  /** ArrowDown on a menu's link or button opens it and moves focus to its first item. */
  function onTriggerKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    open(dropdownOf(event.currentTarget), { focusInside: true });
  }

  const containerHandlers = {
    onPointerEnter: onContainerPointerEnter,
    onPointerLeave: onContainerPointerLeave,
    onBlur: onContainerBlur,
  };

  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a')) closeMenus();
  };

  const panelEvents: PanelEvents = {
    onKeyDown: moveFocusWithArrows,
    onClick: closeOnLinkClick,
    onShown: focusIntoOpenPanel,
  };

  const dark = scrolled || openDropdown !== null;

  const triggerHandlers = { onClick: onTriggerClick, onKeyDown: onTriggerKeyDown };
  const triggerAttributes = (dropdown: DropdownKey) => ({
    id: dropdownTriggerId(dropdown),
    type: 'button' as const,
    'aria-expanded': openDropdown === dropdown,
    'aria-controls': dropdownPanelId(dropdown),
  });

  function menuEntry(menu: HeaderMenuEntry) {
    const isOpen = openDropdown === menu.menu;
    return (
      <li key={menu.menu} data-dropdown={menu.menu} data-hover-opens="true" {...containerHandlers}>
        <div className="flex items-center">
          <Link
            href={menu.href}
            aria-current={pathname === menu.href ? 'page' : undefined}
            className={navLinkClass}
            onKeyDown={onTriggerKeyDown}
          >
            {menu.label}
          </Link>
          <button
            {...triggerAttributes(menu.menu)}
            {...triggerHandlers}
            className="ms-0.5 rounded p-1 hover:text-gold-500"
          >
            <ChevronDown
              aria-hidden="true"
              className={`h-4 w-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
            />
            <span className="sr-only">
              {menu.label} {data.text.menuButton}
            </span>
          </button>
        </div>
        {/* While an open panel's code is still loading, its trigger's aria-controls still names an element. */}
        <Suspense fallback={isOpen ? <div id={dropdownPanelId(menu.menu)} /> : null}>
          {isOpen && menu.menu === 'news' ? (
            <NewsMenuPanel
              page={menu}
              activeTab={state.newsTab}
              onShowTab={(tab) => dispatch({ type: 'showNewsTab', tab })}
              text={{ noPosts: data.text.noPosts, newTab: data.text.newTab }}
              {...panelEvents}
            />
          ) : null}
          {isOpen && menu.menu !== 'news' ? (
            <MegaMenuPanel menuKey={menu.menu} page={menu} {...panelEvents} />
          ) : null}
        </Suspense>
      </li>
    );
  }

  return (
    <header
      data-site-chrome
      data-testid="site-header"
      data-dark={dark}
      onPointerEnter={preloadPanels}
      onFocus={preloadPanels}
      className={`fixed inset-x-0 top-0 z-50 text-white transition-[background-color,box-shadow] duration-200 ${dark ? 'bg-teal-950 shadow-lg shadow-black/20' : 'bg-teal-900'}`}
    >
      <div className="hidden lg:block">
        <div className="container-page flex h-11 items-center justify-end gap-2 border-b border-white/10 text-sm">
          <div data-dropdown="search" className="relative" onBlur={onContainerBlur}>
            <button
              {...triggerAttributes('search')}
              {...triggerHandlers}
              className={iconButtonClass}
            >
              <Search aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{data.text.search.open}</span>
            </button>
            {openDropdown === 'search' ? (
              <div
                id={dropdownPanelId('search')}
                className="absolute end-0 top-full mt-2 w-80 rounded-2xl bg-teal-950 p-3 shadow-2xl ring-1 ring-white/10"
              >
                <SiteSearchForm
                  id="header-search-input"
                  text={data.text.search}
                  action={localePath(data.locale, searchPath)}
                  onSubmit={closeMenus}
                />
              </div>
            ) : null}
          </div>
          {data.languages
            .filter((entry) => entry.code !== data.locale)
            .map((entry) => (
              <LanguageLink
                key={entry.code}
                code={entry.code}
                label={entry.label}
                current={false}
                className={iconButtonClass}
                before={
                  <>
                    <Globe aria-hidden="true" className="h-4 w-4" />
                    <span className="sr-only">{data.text.language}: </span>
                  </>
                }
              />
            ))}
          <AccountMenu onNavigate={closeMenus} words={data.text.account} />
          <Link
            href={data.text.contact.href}
            aria-current={pathname === data.text.contact.href ? 'page' : undefined}
            onClick={closeMenus}
            className={`${contactClass} ms-2 h-8 px-4 text-sm`}
          >
            {data.text.contact.label}
          </Link>
        </div>
        <MainNavigation
          data={data}
          pathname={pathname}
          classes={barNavigation}
          menu={menuEntry}
          logo={(label) => (
            <li key="logo" className="mx-4">
              <Link
                href="/"
                aria-label={label}
                aria-current={pathname === '/' ? 'page' : undefined}
                className="block rounded"
              >
                {logo}
              </Link>
            </li>
          )}
        />
      </div>

      <div className="container-page flex h-16 items-center justify-between lg:hidden">
        <Link href="/" aria-label={data.text.homeLink} className="rounded">
          {logo}
        </Link>
        <Link
          href={data.text.contact.href}
          aria-current={pathname === data.text.contact.href ? 'page' : undefined}
          className={`${contactClass} ms-auto me-1 min-h-11 px-4 text-sm`}
        >
          {data.text.contact.label}
        </Link>
        <button
          ref={hamburger}
          type="button"
          aria-expanded={state.sidebarOpen}
          aria-controls="header-sidebar"
          onClick={() => {
            retryFailedMenus();
            dispatch({ type: 'openSidebar' });
          }}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <Menu aria-hidden="true" className="h-6 w-6" />
          <span className="sr-only">{data.text.sidebar.open}</span>
        </button>
      </div>
      <Suspense fallback={state.sidebarOpen ? <div id="header-sidebar" /> : null}>
        {state.sidebarOpen ? (
          <MobileSidebar data={data} logo={logo} returnFocusTo={hamburger} onClose={closeSidebar} />
        ) : null}
      </Suspense>
    </header>
  );
}
