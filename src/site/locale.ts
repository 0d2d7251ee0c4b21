/**
 * The site's languages. English lives at the bare addresses (/contact-us), Arabic under /ar
 * (/ar/contact-us, /ar for the home page): a locale is read from the address alone, so the page
 * cache, links and crawlers all see one language per address.
 */
export type Locale = 'en' | 'ar';

export const locales: readonly Locale[] = ['en', 'ar'];

export const defaultLocale: Locale = 'en';

export interface LocaleFacts {
  /** The document's `lang`. */
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /** Open Graph's `og:locale`. */
  openGraph: 'en_US' | 'ar_SA';
  /** The language switcher's label, written in the language itself. */
  label: string;
}

export const localeFacts: Readonly<Record<Locale, LocaleFacts>> = {
  en: { lang: 'en', dir: 'ltr', openGraph: 'en_US', label: 'English' },
  ar: { lang: 'ar', dir: 'rtl', openGraph: 'ar_SA', label: 'العربية' },
};

/** The prefix every Arabic address starts with. */
const arabicPrefix = '/ar';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

/** The address of `path` (an English, unprefixed path starting with '/') in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? arabicPrefix : `${arabicPrefix}${path}`;
}

/** The language of an address: Arabic for /ar and everything under /ar/. */
export function localeOf(pathname: string): Locale {
  return pathname === arabicPrefix || pathname.startsWith(`${arabicPrefix}/`) ? 'ar' : 'en';
}

/** The English (unprefixed) path of an address: '/ar/contact-us' → '/contact-us', '/ar' → '/'. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOf(pathname) === defaultLocale) return pathname;
  return pathname.slice(arabicPrefix.length) || '/';
}

/**
 * A link of the site's words (written as English paths) as a page in `locale` links it: the
 * same page in that language. Other addresses (another site, an anchor, /api/…, a file such as
 * /blog/rss.xml, an address already in a language of its own) are left as they are.
 */
export function localizedHref(locale: Locale, href: string): string {
  if (locale === defaultLocale || !href.startsWith('/') || href.startsWith('//')) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  if (localeOf(path) !== defaultLocale || /^\/(?:api|_next)(?:\/|$)/.test(path)) return href;
  if (path.split('/').at(-1)?.includes('.')) return href;
  return `${localePath(locale, path)}${end === -1 ? '' : href.slice(end)}`;
}
