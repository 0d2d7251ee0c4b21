import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/metadata';
import { siteRoutes } from '@/site/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes
    .filter((route) => route.public)
    .map((route) => ({ url: absoluteUrl(route.path), changeFrequency: 'monthly', priority: route.path === '/' ? 1 : 0.7 }));
}
