import 'server-only';
import * as z from 'zod/mini';
import { postPath } from '@/lib/posts/cards';
import { contentMessages } from '@/lib/content-client/errors';
import { maxPageSize, summaryFields } from '@/lib/content-client/queries';
import { postSummarySchema } from '@/lib/content-client/types';
import { serverContentClient } from '@/server/content/client';
import { excerptAround, scoreFields } from './text-match';

/** At most this many posts are listed for a query. */
export const maxPostResults = 10;
/** How many matches are ranked to pick them (the service's own order is newest first). */
const rankedCandidates = Math.min(maxPageSize, 50);

/** The content service's own full-text search (WPGraphQL `where: {search}`), newest first. */
export const POST_SEARCH_QUERY = `query SearchPosts($search: String!, $first: Int!) {
  posts(first: $first, where: { search: $search }) {
    nodes {${summaryFields}
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

/** Posts matching the query, via the server content client (built-in service or WordPress). */
export async function searchPosts(
  query: string,
  terms: readonly string[],
): Promise<PostSearchResult[]> {
  const data = await serverContentClient().request(
    { query: POST_SEARCH_QUERY, variables: { search: query, first: rankedCandidates } },
    searchData,
    contentMessages.postsFailed,
  );
  // Posts whose title or excerpt holds the words come first; the rest matched in their content.
  const ranked = data.posts.nodes
    .map((post, order) => {
      const { excerpt } = post;
      const score = scoreFields(terms, [
        { text: post.title, weight: 8 },
        { text: excerpt, weight: 3 },
      ]);
      return { post, excerpt, score, order };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, maxPostResults);
  return ranked.map(({ post, excerpt }) => ({
    kind: 'post',
    title: post.title,
    href: postPath(post),
    excerpt: excerptAround(excerpt, terms),
  }));
}
