import type { MetadataRoute } from 'next';
import { postAddress } from '@/lib/posts/post-locale';
import { authorPath, bylineOf } from '@/lib/posts/authors';
import { parseWpDate } from '@/lib/content-client/dates';
import { absoluteUrl, languageAlternates } from '@/lib/metadata';
import { getPostIndex } from '@/server/posts/cache';
import { log } from '@/server/log';
import { localePath, locales } from '@/site/locale';
import { siteRoutes } from '@/site/routes';

// Built per request (from the cached post index) so posts published in WordPress appear without a rebuild.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Each page in every language, each naming the others (hreflang), as its own head does.
  const fixed: MetadataRoute.Sitemap = siteRoutes
    .filter((route) => route.public)
    .flatMap((route) =>
      locales.map((locale) => ({
        url: absoluteUrl(localePath(locale, route.path)),
        changeFrequency: 'monthly' as const,
        priority: route.path === '/' ? 1 : 0.7,
        alternates: languageAlternates(route.path),
      })),
    );
  try {
    const index = await getPostIndex();
    const posts = index.map((post) => ({
      url: absoluteUrl(postAddress(post)),
      lastModified: parseWpDate(post.modifiedGmt) ?? parseWpDate(post.dateGmt) ?? undefined,
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    }));
    // Each author of a listed post has a page in both languages.
    const authorSlugs = new Set(index.flatMap((post) => bylineOf(post)?.slug ?? []));
    const authorPages = [...authorSlugs].flatMap((slug) =>
      locales.map((locale) => ({
        url: absoluteUrl(localePath(locale, authorPath(slug))),
        changeFrequency: 'monthly' as const,
        priority: 0.4,
        alternates: languageAlternates(authorPath(slug)),
      })),
    );
    return [...fixed, ...posts, ...authorPages];
  } catch (error) {
    log.error({ err: error }, 'Sitemap without posts: the content service is unavailable');
    return fixed;
  }
}
