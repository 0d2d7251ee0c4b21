import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/metadata';
import { siteRoutes } from '@/site/routes';

export const dynamic = 'force-dynamic';

/** Crawlers skip the API and every route the sitemap leaves out (personal, search, style guide). */
export default function robots(): MetadataRoute.Robots {
  const hidden = siteRoutes.filter((route) => !route.public).map((route) => route.path);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...hidden] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
