import { governmentInsights, site } from '@/site/config';
import {
  areaMenu,
  headerText,
  mainNav,
  newsLinks,
  newsPostsPerTab,
  serviceMenu,
  type MenuItem,
  type MenuKey,
} from '@/site/navigation';
import type { ImageAsset } from '@/site/types';

/**
 * The plain, serialisable data the header's client island receives from the server part.
 * Only this crosses into the browser bundle, never the site-copy modules behind it.
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
}

/**
 * What an open mega-menu shows beside an item: its description and picture. Not part of the
 * page (every page would carry them for a menu most visitors never open): the panel fetches
 * them from `menuPreviewsPath` when a menu first opens.
 */
export interface MenuPreview {
  description: string;
  /** Shown as decoration (the description is the item's text), so it needs no alt text. */
  image: Omit<ImageAsset, 'alt'>;
}

export type MenuPreviews = Record<MegaMenuData['key'], MenuPreview[]>;

export interface MegaMenuData {
  key: Exclude<MenuKey, 'news'>;
  label: string;
  href: string;
  overview: HeaderLink;
  items: NumberedMenuItem[];
}

export interface NewsMenuData {
  key: 'news';
  label: string;
  href: string;
  /** Posts per tab (the server sends no more); the placeholder keeps their footprint. */
  postsPerTab: number;
  blogs: { label: string; href: string; viewAll: HeaderLink };
  government: { label: string; links: { label: string; href: string; description: string }[] };
  success: { label: string; href: string };
}

export type HeaderNavEntry =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'menu'; menu: MenuKey; label: string; href: string }
  | { kind: 'logo'; label: string };

export interface HeaderData {
  nav: HeaderNavEntry[];
  services: MegaMenuData;
  focus: MegaMenuData;
  news: NewsMenuData;
  languages: { code: string; label: string }[];
  text: typeof headerText;
}

const numbered = (items: readonly MenuItem[]): NumberedMenuItem[] =>
  items.map((item, index) => ({
    number: String(index + 1).padStart(2, '0'),
    title: item.title,
    link: item.link,
  }));

const previews = (items: readonly MenuItem[]): MenuPreview[] =>
  items.map(({ description, image: { src, width, height } }) => ({
    description,
    image: { src, width, height },
  }));

/** The mega-menus' previews, in the order of their items. */
export function buildMenuPreviews(): MenuPreviews {
  return { services: previews(serviceMenu), focus: previews(areaMenu) };
}

function navEntry(key: MenuKey) {
  const entry = mainNav.find((candidate) => candidate.kind === 'menu' && candidate.menu === key);
  if (!entry || entry.kind !== 'menu') throw new Error(`mainNav has no "${key}" menu`);
  return entry;
}

function megaMenu(key: MegaMenuData['key'], items: readonly MenuItem[]): MegaMenuData {
  const entry = navEntry(key);
  return {
    key,
    label: entry.label,
    href: entry.href,
    overview: { label: headerText.menuOverview[key], href: entry.href },
    items: numbered(items),
  };
}

/** Builds the header's data from the typed site modules (navigation, config). */
export function buildHeaderData(): HeaderData {
  const news = navEntry('news');
  return {
    nav: mainNav.map((entry): HeaderNavEntry =>
      entry.kind === 'logo' ? { kind: 'logo', label: headerText.homeLink } : { ...entry },
    ),
    services: megaMenu('services', serviceMenu),
    focus: megaMenu('focus', areaMenu),
    news: {
      key: 'news',
      label: news.label,
      href: news.href,
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
    languages: site.languages.map(({ code, label }) => ({ code, label })),
    text: headerText,
  };
}
