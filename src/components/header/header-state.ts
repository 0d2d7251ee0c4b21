import type { MenuKey } from '@/site/navigation';

/** Where the menus' contents (items, previews, news tabs) are fetched from when one first opens. */
export const headerMenusPath = '/header-menus.json';
/** Where the news menu's newest posts are fetched from when it first opens. */
export const headerNewsPath = '/header-news.json';

/** Scroll (px) past which the header turns dark. */
export const darkHeaderScrollPx = 10;
/** How long a dropdown opened by hover stays open after the pointer leaves it. */
export const dropdownCloseDelayMs = 300;

/** The header's dropdowns: the three mega-menus and the search box. */
export type DropdownKey = MenuKey | 'search';

/** The news menu's tabs. */
export type NewsTab = 'blogs' | 'government' | 'success';

export interface HeaderState {
  openDropdown: DropdownKey | null;
  newsTab: NewsTab;
  sidebarOpen: boolean;
}

export type HeaderAction =
  | { type: 'open'; dropdown: DropdownKey }
  | { type: 'close' }
  | { type: 'showNewsTab'; tab: NewsTab }
  | { type: 'openSidebar' }
  | { type: 'closeSidebar' };

export const initialHeaderState: HeaderState = {
  openDropdown: null,
  newsTab: 'blogs',
  sidebarOpen: false,
};

function open(state: HeaderState, dropdown: DropdownKey): HeaderState {
  if (state.openDropdown === dropdown) return state;
  // The news menu always opens on its default tab, Blogs.
  return {
    ...state,
    openDropdown: dropdown,
    newsTab: dropdown === 'news' ? 'blogs' : state.newsTab,
  };
}

/** One dropdown at most is open; opening the sidebar closes it. */
export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case 'open':
      return open(state, action.dropdown);
    case 'close':
      return state.openDropdown === null ? state : { ...state, openDropdown: null };
    case 'showNewsTab':
      return state.newsTab === action.tab ? state : { ...state, newsTab: action.tab };
    case 'openSidebar':
      return { ...state, openDropdown: null, sidebarOpen: true };
    case 'closeSidebar':
      return state.sidebarOpen ? { ...state, sidebarOpen: false } : state;
  }
}

/** The header turns dark once the page has scrolled more than 10 px (or while a dropdown is open). */
export const scrolledPastDarkThreshold = (scrollY: number) => scrollY > darkHeaderScrollPx;

/** Tailwind's lg breakpoint: the desktop header from here, the hamburger below. */
export const desktopMediaQuery = '(min-width: 64rem)';

/** Ids tying each trigger to the element it controls (aria-controls, focus return). */
export const dropdownTriggerId = (dropdown: DropdownKey) => `header-${dropdown}-trigger`;
export const dropdownPanelId = (dropdown: DropdownKey) => `header-${dropdown}-panel`;
