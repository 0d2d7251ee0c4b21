import 'server-only';
import * as z from 'zod/mini';
import type { ContentClient } from '@/lib/content-client/client';
import { contentMessages } from '@/lib/content-client/errors';
import {
  CATEGORY_COUNT_QUERY,
  maxPageSize,
  POST_CURSOR_QUERY,
  POST_PAGE_QUERY,
  POST_SUMMARIES_QUERY,
} from '@/lib/content-client/queries';
import {
  pageInfoSchema,
  postPageSchema,
  postSummarySchema,
  type PostCategory,
  type PostPage,
  type PostSummary,
} from '@/lib/content-client/types';

/** Cards per page of /blog and /stories. */
export const postsPerPage = 10;
/** The sitemap, the feed and related posts look at the newest posts up to this many. */
export const maxIndexedPosts = 1000;

export interface PostListPage {
  posts: PostSummary[];
  page: number;
  /** Null when the service does not say how many posts the category has. */
  totalPages: number | null;
  hasNextPage: boolean;
}

const summariesData = z.object({
  posts: z.object({ pageInfo: pageInfoSchema, nodes: z.array(postSummarySchema) }),
});
const cursorData = z.object({ posts: z.object({ pageInfo: pageInfoSchema }) });
const countData = z.object({ category: z.nullable(z.object({ count: z.nullish(z.number()) })) });
const postPageData = z.object({ post: z.nullable(postPageSchema) });

/** Fetches posts from the content service for pages, feed and sitemap, over any content client (no caching here). */
export function createPostFetcher(client: ContentClient) {
  const failed = contentMessages.postsFailed;

  async function summaries(first: number, after: string | null, category?: PostCategory) {
    const data = await client.request(
      { query: POST_SUMMARIES_QUERY, variables: { first, after, category } },
      summariesData,
      failed,
    );
    return data.posts;
  }

  /** The cursor after the first `skip` posts, or undefined when there are not that many. */
  async function cursorAfter(
    skip: number,
    category: PostCategory,
  ): Promise<string | null | undefined> {
    let after: string | null = null;
    for (let left = skip; left > 0; left -= maxPageSize) {
      const first = Math.min(left, maxPageSize);
      const data: z.output<typeof cursorData> = await client.request(
        { query: POST_CURSOR_QUERY, variables: { first, after, category } },
        cursorData,
        failed,
      );
      const { hasNextPage, endCursor } = data.posts.pageInfo;
      // Fewer posts than that, or none after them: the page does not exist.
      if (!hasNextPage || !endCursor) return undefined;
      after = endCursor;
    }
    return after;
  }

  return {
    /** A post with everything its page needs, or null when no post has that slug. */
    async getPostPage(slug: string): Promise<PostPage | null> {
      if (!slug.trim()) throw new Error(contentMessages.slugRequired);
      const data = await client.request(
        { query: POST_PAGE_QUERY, variables: { slug } },
        postPageData,
        contentMessages.postFailed(slug),
      );
      return data.post;
    },

    /** Page `page` (from 1) of a category, newest first; null when the page does not exist. */
    async getPostListPage(category: PostCategory, page: number): Promise<PostListPage | null> {
      if (!Number.isInteger(page) || page < 1) return null;
      const after = await cursorAfter((page - 1) * postsPerPage, category);
      if (after === undefined) return null;
      const [list, count] = await Promise.all([
        summaries(postsPerPage, after, category),
        client.request({ query: CATEGORY_COUNT_QUERY, variables: { category } }, countData, failed),
      ]);
      if (page > 1 && list.nodes.length === 0) return null;
      const total = count.category?.count;
      return {
        posts: list.nodes,
        page,
        totalPages: typeof total === 'number' ? Math.max(1, Math.ceil(total / postsPerPage)) : null,
        hasNextPage: list.pageInfo.hasNextPage,
      };
    },

    /** The newest posts of every category (up to maxIndexedPosts), for the sitemap, feed and related posts. */
    async getPostIndex(): Promise<PostSummary[]> {
      const all: PostSummary[] = [];
      let after: string | null = null;
      while (all.length < maxIndexedPosts) {
        const page: Awaited<ReturnType<typeof summaries>> = await summaries(maxPageSize, after);
        all.push(...page.nodes);
        if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
        after = page.pageInfo.endCursor;
      }
      return all.slice(0, maxIndexedPosts);
    },
  };
}
