import type { Metadata } from 'next';
import { site } from '@/site/config';
import { siteUrl } from '@/lib/env/site-url';

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** A page-specific social image (e.g. a post's featured image); defaults to the site's. */
  image?: { src: string; width: number; height: number; alt: string };
  noIndex?: boolean;
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
  article,
}: PageMeta): Metadata {
  const socialImage = image ?? site.socialImage;
  const isHome = path === '/';
  const images = [
    {
      url: socialImage.src,
      width: socialImage.width,
      height: socialImage.height,
      alt: socialImage.alt,
    },
  ];
  const socialTitle = isHome ? `${site.name} — ${site.tagline}` : `${title} | ${site.name}`;
  return {
    title: isHome ? { absolute: site.tagline } : title,
    description,
    alternates: { canonical: absoluteUrl(path) },
    openGraph: {
      title: socialTitle,
      description,
      url: absoluteUrl(path),
      siteName: site.name,
      locale: 'en_US',
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

/** Defaults of the root layout. */
export const defaultMetadata: Metadata = {
  metadataBase: new URL(`${siteUrl}/`),
  title: { default: site.tagline, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: {
    title: site.tagline,
    description: site.description,
    type: 'website',
    url: absoluteUrl('/'),
    siteName: site.name,
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
