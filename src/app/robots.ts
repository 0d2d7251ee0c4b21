import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/metadata';
import { localePath, locales } from '@/site/locale';
import { siteRoutes } from '@/site/routes';

export const dynamic = 'force-dynamic';

/** Crawlers skip the API and every route the sitemap leaves out (personal, search, style guide), in every language. */
export default function robots(): MetadataRoute.Robots {
  const hidden = siteRoutes
    .filter((route) => !route.public)
    .flatMap((route) => locales.map((locale) => localePath(locale, route.path)));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...hidden] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
