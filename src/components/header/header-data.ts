import type { ChromeWords } from '@/site/chrome';
import { localeFacts, locales, type Locale } from '@/site/locale';
import type { MenuItem, MenuKey } from '@/site/navigation';
import type { ImageAsset } from '@/site/types';
import { wordsFor } from '@/site/words';

/**
 * The plain, serialisable data of the header. `HeaderData` is what every page carries: the bar's
 * links and menu triggers, and the words of its controls. What the menus show when opened
 * (items, previews, the news tabs) is `HeaderMenus`, fetched from `headerMenusPath` when the
 * visitor first reaches for the header: every page carried it, for menus most visitors never open.
 * Only these cross into the browser, never the site-copy modules behind them.
 */

export interface HeaderLink {
  label: string;
  href: string;
}

export interface NumberedMenuItem {
  /** Two digits, 01 to 07: the item's place in its menu. */
  number: string;
  title: string;
  link: string;
  /** Shown beside the item while it is hovered or focused. */
  description: string;
  /** Shown as decoration (the description is the item's text), so it needs no alt text. */
  image: Omit<ImageAsset, 'alt'>;
}

export interface MegaMenuData {
  key: Exclude<MenuKey, 'news'>;
  overview: HeaderLink;
  items: NumberedMenuItem[];
}

export interface NewsMenuData {
  key: 'news';
  /** Posts per tab (the server sends no more); the placeholder keeps their footprint. */
  postsPerTab: number;
  blogs: { label: string; href: string; viewAll: HeaderLink };
  government: { label: string; links: { label: string; href: string; description: string }[] };
  success: { label: string; href: string };
}

export interface HeaderMenus {
  services: MegaMenuData;
  focus: MegaMenuData;
  news: NewsMenuData;
}

/** A menu in the bar: its page, and the key of what it shows when opened. */
export type HeaderMenuEntry = { kind: 'menu'; menu: MenuKey; label: string; href: string };

export type HeaderNavEntry =
  { kind: 'link'; label: string; href: string } | HeaderMenuEntry | { kind: 'logo'; label: string };

/** The words of the bar and the panels (the menus' own labels come with their contents). */
export type HeaderText = Omit<
  ReturnType<typeof wordsFor>['navigation']['headerText'],
  'menuOverview' | 'news'
> & {
  noPosts: string;
  mainNavigation: string;
  account: ChromeWords['accountMenu'];
};

export interface HeaderData {
  nav: HeaderNavEntry[];
  /** The page's language and every language the switcher offers, each named in itself. */
  locale: Locale;
  languages: { code: Locale; label: string }[];
  text: HeaderText;
}

const numbered = (items: readonly MenuItem[]): NumberedMenuItem[] =>
  items.map(({ title, link, description, image: { src, width, height } }, index) => ({
    number: String(index + 1).padStart(2, '0'),
    title,
    link,
    description,
    image: { src, width, height },
  }));

function megaMenu(
  locale: Locale,
  key: MegaMenuData['key'],
  items: readonly MenuItem[],
): MegaMenuData {
  const { mainNav, headerText } = wordsFor(locale).navigation;
  const entry = mainNav.find((candidate) => candidate.kind === 'menu' && candidate.menu === key);
  if (!entry || entry.kind !== 'menu') throw new Error(`mainNav has no "${key}" menu`);
  return {
    key,
    overview: { label: headerText.menuOverview[key], href: entry.href },
    items: numbered(items),
  };
}

/** What every page's header carries, from the typed site modules (navigation), in `locale`. */
export function buildHeaderData(locale: Locale): HeaderData {
  const { mainNav, headerText } = wordsFor(locale).navigation;
  const { homeLink, contact, menuButton, language, search, sidebar, newTab, news } = headerText;
  return {
    nav: mainNav.map((entry): HeaderNavEntry =>
      entry.kind === 'logo' ? { kind: 'logo', label: headerText.homeLink } : { ...entry },
    ),
    locale,
    languages: locales.map((code) => ({ code, label: localeFacts[code].label })),
    text: {
      homeLink,
      contact,
      menuButton,
      language,
      search,
      sidebar,
      newTab,
      noPosts: news.noPosts,
      mainNavigation: wordsFor(locale).chrome.chromeWords.mainNavigation,
      account: wordsFor(locale).chrome.chromeWords.accountMenu,
    },
  };
}

/** What the menus show when opened (served once built, as `/header-menus.json`), in `locale`. */
export function buildHeaderMenus(locale: Locale): HeaderMenus {
  const { serviceMenu, areaMenu, headerText, newsLinks, newsPostsPerTab } =
    wordsFor(locale).navigation;
  const { governmentInsights } = wordsFor(locale).config;
  return {
    services: megaMenu(locale, 'services', serviceMenu),
    focus: megaMenu(locale, 'focus', areaMenu),
    news: {
      key: 'news',
      postsPerTab: newsPostsPerTab,
      blogs: {
        label: headerText.news.blogs,
        href: newsLinks.blogs,
        viewAll: { label: headerText.news.viewAll, href: newsLinks.blogs },
      },
      government: {
        label: headerText.news.government,
        links: governmentInsights.map(({ label, href, description }) => ({
          label,
          href,
          description,
        })),
      },
      success: { label: headerText.news.success, href: newsLinks.success },
    },
  };
}
