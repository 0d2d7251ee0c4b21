import type { Metadata } from 'next';
import { siteUrl } from '@/lib/env/site-url';
import { defaultLocale, localeFacts, localePath, locales, type Locale } from '@/site/locale';
import { wordsFor } from '@/site/words';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** A page-specific social image (e.g. a post's featured image); defaults to the site's. */
  image?: { src: string; width: number; height: number; alt: string };
  noIndex?: boolean;
  /** The page's language: its address is `path` in that language (default English). */
  locale?: Locale;
  /**
   * The languages the page exists in (its `hreflang` alternates): every language for the site's
   * own pages; a post only in its own, unless a translation is known.
   */
  languages?: readonly Locale[];
  /** Marks the page as an article (a blog post or story): og:type article and its dates, authors and tags. */
  article?: { publishedTime?: string; modifiedTime?: string; authors?: string[]; tags?: string[] };
}

/** Absolute URL of a path on the public site: SITE_URL + path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/**
 * A page's title, description, canonical link and social metadata. Open Graph and Twitter
 * objects are replaced (not merged) by Next.js, so each page gets the full set.
 */
export function pageMetadata({
  path,
  title,
  description,
  image,
  noIndex,
  locale = defaultLocale,
  languages = locales,
  article,
}: PageMeta): Metadata {
  const { site } = wordsFor(locale).config;
  const siteName = site.name;
  const socialImage = image ?? site.socialImage;
  const isHome = path === '/';
  const url = absoluteUrl(localePath(locale, path));
  const images = [
    {
      url: socialImage.src,
      width: socialImage.width,
      height: socialImage.height,
      alt: socialImage.alt,
    },
  ];
  const socialTitle = isHome ? `${siteName} — ${site.tagline}` : `${title} | ${siteName}`;
  return {
    title: isHome ? { absolute: site.tagline } : title,
    description,
    alternates: { canonical: url, ...languageAlternates(path, languages) },
    openGraph: {
      title: socialTitle,
      description,
      url,
      siteName,
      locale: localeFacts[locale].openGraph,
      alternateLocale: languages
        .filter((other) => other !== locale)
        .map((other) => localeFacts[other].openGraph),
      images,
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description,
      images: images.map((i) => i.url),
    },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

/**
 * `hreflang` links of a page that exists in more than one language: each language's address and
 * x-default (the English one), so each twin names the other. A page in one language has none.
 */
export function languageAlternates(
  path: string,
  languages: readonly Locale[] = locales,
): { languages?: Record<string, string> } {
  if (languages.length < 2) return {};
  return {
    languages: {
      ...Object.fromEntries(
        languages.map((locale) => [locale, absoluteUrl(localePath(locale, path))]),
      ),
      'x-default': absoluteUrl(localePath(defaultLocale, path)),
    },
  };
}

/** Defaults of the root layout, in the page's language. */
export function defaultMetadata(locale: Locale): Metadata {
  const { site } = wordsFor(locale).config;
  const siteName = site.name;
  return {
    metadataBase: new URL(`${siteUrl}/`),
    title: { default: site.tagline, template: `%s | ${siteName}` },
    description: site.description,
    applicationName: siteName,
    openGraph: {
      title: site.tagline,
      description: site.description,
      type: 'website',
      url: absoluteUrl(localePath(locale, '/')),
      siteName,
      locale: localeFacts[locale].openGraph,
      images: [
        {
          url: site.socialImage.src,
          width: site.socialImage.width,
          height: site.socialImage.height,
          alt: site.socialImage.alt,
        },
      ],
    },
    twitter: {
      card: 'summary_large_image',
      title: site.tagline,
      description: site.description,
      images: [site.socialImage.src],
    },
  };
}
