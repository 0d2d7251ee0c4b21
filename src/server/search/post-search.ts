import 'server-only';
import * as z from 'zod/mini';
import { postPath } from '@/lib/content-client/cards';
import { createContentClient } from '@/lib/content-client/client';
import { contentMessages } from '@/lib/content-client/errors';
import { htmlToText } from '@/lib/content-client/html-text';
import { postSummarySchema } from '@/lib/content-client/types';
import { serverTransport } from '@/server/content/posts';
import { log } from '@/server/log';
import { excerptAround } from './text-match';

/** At most this many posts are listed for a query. */
export const maxPostResults = 10;

/** The content service's own full-text search (WPGraphQL `where: {search}`), newest first. */
export const POST_SEARCH_QUERY = `query SearchPosts($search: String!, $first: Int!) {
  posts(first: $first, where: { search: $search }) {
    nodes {
      id
      slug
      title
      date
      modified
      excerpt
      isSticky
      featuredImage { node { altText sourceUrl(size: LARGE) mediaDetails { width height } } }
      categories(first: 10) { nodes { name slug } }
      tags(first: 20) { nodes { name slug } }
    }
  }
}`;

const searchData = z.object({ posts: z.object({ nodes: z.array(postSummarySchema) }) });

export interface PostSearchResult {
  kind: 'post';
  title: string;
  href: string;
  excerpt: string;
}

const contentLogger = {
  warn: (message: string, details?: Record<string, unknown>) => log.warn(details ?? {}, message),
  error: (message: string, details?: Record<string, unknown>) => log.error(details ?? {}, message),
};

/** Posts matching the query, via the server content client (built-in service or WordPress). */
export async function searchPosts(query: string, terms: readonly string[]): Promise<PostSearchResult[]> {
  const client = createContentClient(serverTransport(), contentLogger);
  const data = await client.request({ query: POST_SEARCH_QUERY, variables: { search: query, first: maxPostResults } }, searchData, contentMessages.postsFailed);
  return data.posts.nodes.map((post) => ({
    kind: 'post',
    title: post.title,
    href: postPath(post),
    excerpt: excerptAround(htmlToText(post.excerpt), terms),
  }));
}
