import 'server-only';
import * as z from 'zod/mini';
import { loadCompany } from '@/server/company';
import { markPageDegraded } from '@/server/content/degraded';
import { log } from '@/server/log';
import type { Locale } from '@/site/locale';
import { searchQueryMaxLength } from '@/site/search';
import { searchPages, type PageSearchResult } from './page-index';
import { searchPosts, type PostSearchResult } from './post-search';
import { queryTerms } from './text-match';

export interface SiteSearchResults {
  /** The query as searched (trimmed), or '' when there was none. */
  query: string;
  pages: PageSearchResult[];
  posts: PostSearchResult[];
  /** True when the content service failed: pages are still listed, posts are not. */
  postsFailed: boolean;
}

/** The `q` search parameter: a string, or the first of repeated ones; anything else is no query. */
const queryParam = z.catch(
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value) =>
      (Array.isArray(value) ? (value[0] ?? '') : value).trim().slice(0, searchQueryMaxLength),
    ),
  ),
  '',
);

/**
 * The pages of the site and the posts matching `q` (the /search?q= parameter, any shape). Pages
 * match in either language and are listed in `locale`, at its addresses.
 */
export async function searchSite(q: unknown, locale: Locale = 'en'): Promise<SiteSearchResults> {
  const query = queryParam.parse(q);
  const terms = queryTerms(query);
  if (terms.length === 0) return { query, pages: [], posts: [], postsFailed: false };
  const pages = searchPages(terms, locale, await loadCompany());
  try {
    return { query, pages, posts: await searchPosts(query, terms), postsFailed: false };
  } catch (error) {
    log.warn({ err: error }, 'Post search failed; listing pages only');
    // Not kept by the page cache: once the service is back, the next visitor gets the posts.
    await markPageDegraded();
    return { query, pages, posts: [], postsFailed: true };
  }
}
