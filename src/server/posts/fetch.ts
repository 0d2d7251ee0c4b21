import 'server-only';
import * as z from 'zod/mini';
import type { ContentClient } from '@/lib/content-client/client';
import { contentMessages } from '@/lib/content-client/errors';
import {
  CASE_STUDIES_QUERY,
  COMPANY_QUERY,
  AUTHOR_PAGE_QUERY,
  maxPageSize,
  POST_CURSOR_QUERY,
  POST_LANGUAGE_QUERY,
  POST_LIST_FRAME_QUERY,
  POST_PAGE_QUERY,
  POST_SUMMARIES_QUERY,
  TEAM_QUERY,
} from '@/lib/content-client/queries';
import {
  caseStudyFieldsSchema,
  authorUserSchema,
  pageInfoSchema,
  postLanguageSchema,
  postPageSchema,
  postSummarySchema,
  type AuthorUser,
  type PostCategory,
  type PostPage,
  type PostSummary,
  type StoryCaseStudy,
} from '@/lib/content-client/types';
import { postCategories } from '@/site/post-categories';

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

/** A `where` of WPGraphQL's posts connection. */
interface PostsWhere {
  categoryName?: string;
  isSticky?: boolean;
  hasPassword?: boolean;
}

/**
 * The posts lists show: never a password-protected one (WordPress hides its text, and asking
 * for its list fields fails the whole list), optionally of one category and stickiness.
 */
const listed = (where: Omit<PostsWhere, 'hasPassword'> = {}): PostsWhere => ({
  ...where,
  hasPassword: false,
});

const summariesData = z.object({
  posts: z.object({ pageInfo: pageInfoSchema, nodes: z.array(postSummarySchema) }),
});
const cursorData = z.object({ posts: z.object({ pageInfo: pageInfoSchema }) });
const frameData = z.object({
  sticky: z.object({ nodes: z.array(postSummarySchema) }),
  category: z.nullable(z.object({ count: z.nullish(z.number()) })),
  protected: z.object({ nodes: z.array(z.object({ id: z.string() })) }),
});
const postPageData = z.object({
  post: z.nullable(postPageSchema),
  generalSettings: z.nullish(z.object({ url: z.nullish(z.string()) })),
});
const languageData = z.object({ post: z.nullable(postLanguageSchema) });
const caseStudiesData = z.object({
  posts: z.object({
    nodes: z.array(z.object({ slug: z.string(), caseStudy: z.nullish(caseStudyFieldsSchema) })),
  }),
});

const teamData = z.object({ waslaTeam: z.nullish(z.string()) });
const companyData = z.object({ waslaCompany: z.nullish(z.string()) });

/**
 * WordPress's answer to a query naming the companion plugin's fields when it is not active (the
 * built-in service answers the team's the same way: it has no team field).
 */
const companionMissing = (error: unknown) =>
  error instanceof Error &&
  /Cannot query field "(caseStudy|waslaTeam|waslaCompany)"|Unknown type "WaslaCaseStudy"/.test(
    error.message,
  );

const authorPageData = z.object({
  user: z.nullable(authorUserSchema),
  posts: z.object({ nodes: z.array(postSummarySchema) }),
});

/** An author as their page shows them: the user and their newest posts. */
export interface AuthorPage {
  user: AuthorUser;
  posts: PostSummary[];
}

/** Fetches posts from the content service for pages, feed and sitemap, over any content client (no caching here). */
export function createPostFetcher(client: ContentClient) {
  const failed = contentMessages.postsFailed;

  async function summaries(first: number, after: string | null, where: PostsWhere) {
    const data = await client.request(
      { query: POST_SUMMARIES_QUERY, variables: { first, after, where } },
      summariesData,
      failed,
    );
    return data.posts;
  }

  /** The cursor after the first `skip` posts, or undefined when there are not that many. */
  async function cursorAfter(skip: number, where: PostsWhere): Promise<string | null | undefined> {
    let after: string | null = null;
    for (let left = skip; left > 0; left -= maxPageSize) {
      const first = Math.min(left, maxPageSize);
      const data: z.output<typeof cursorData> = await client.request(
        { query: POST_CURSOR_QUERY, variables: { first, after, where } },
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

  /**
   * The post's language from the companion plugin; null without it (WordPress answers a
   * validation error), or when it fails: the page then tells the language by the script.
   */
  async function postLanguage(slug: string) {
    try {
      const data = await client.request(
        { query: POST_LANGUAGE_QUERY, variables: { slug } },
        languageData,
        failed,
      );
      return data.post;
    } catch {
      return null;
    }
  }

  return {
    /**
     * A post with everything its page needs, or null when no post has that slug (the slug as
     * WordPress stores it, decoded: an Arabic slug in Arabic letters).
     */
    async getPostPage(slug: string): Promise<PostPage | null> {
      if (!slug.trim()) throw new Error(contentMessages.slugRequired);
      const [data, language] = await Promise.all([
        client.request(
          { query: POST_PAGE_QUERY, variables: { slug } },
          postPageData,
          contentMessages.postFailed(slug),
        ),
        postLanguage(slug),
      ]);
      if (!data.post) return null;
      return { ...data.post, wordpressUrl: data.generalSettings?.url ?? null, language };
    },

    /**
     * Page `page` (from 1) of a category: its sticky posts pinned first, then the others
     * newest first, 10 a page; null when the page does not exist.
     */
    async getPostListPage(category: PostCategory, page: number): Promise<PostListPage | null> {
      if (!Number.isInteger(page) || page < 1) return null;
      const start = (page - 1) * postsPerPage;
      const end = start + postsPerPage;
      const rest = listed({ categoryName: category, isSticky: false });
      // Page 1 needs no cursor: its other posts are read beside the frame.
      const [frame, firstRead] = await Promise.all([
        client.request(
          { query: POST_LIST_FRAME_QUERY, variables: { category, categoryId: category } },
          frameData,
          failed,
        ),
        page === 1 ? summaries(postsPerPage, null, rest) : undefined,
      ]);
      const { sticky, category: term, protected: locked } = frame;
      const pinned = sticky.nodes.slice(start, end);
      const restCount = postsPerPage - pinned.length;
      let others: PostSummary[] = [];
      let moreOthers = false;
      if (restCount > 0) {
        const after = firstRead
          ? null
          : await cursorAfter(Math.max(0, start - sticky.nodes.length), rest);
        if (after !== undefined) {
          const read = firstRead ?? (await summaries(restCount, after, rest));
          others = read.nodes.slice(0, restCount);
          moreOthers = read.pageInfo.hasNextPage || read.nodes.length > restCount;
        }
      }
      const posts = [...pinned, ...others];
      if (page > 1 && posts.length === 0) return null;
      const total =
        typeof term?.count === 'number' ? Math.max(0, term.count - locked.nodes.length) : null;
      return {
        posts,
        page,
        totalPages: total === null ? null : Math.max(1, Math.ceil(total / postsPerPage)),
        hasNextPage: total === null ? sticky.nodes.length > end || moreOthers : end < total,
      };
    },

    /**
     * The success stories that have case study fields (the newest 100), by slug. None when
     * WordPress has no companion plugin; any other failure throws, so that the last good
     * answer stands in.
     */
    async getCaseStudies(): Promise<StoryCaseStudy[]> {
      try {
        const data = await client.request(
          { query: CASE_STUDIES_QUERY, variables: { category: postCategories.story.slug } },
          caseStudiesData,
          failed,
        );
        return data.posts.nodes.flatMap(({ slug, caseStudy }) =>
          caseStudy ? [{ slug, caseStudy }] : [],
        );
      } catch (error) {
        if (companionMissing(error)) return [];
        throw error;
      }
    },

    /**
     * The team as the companion plugin gives it (content/team.json's shape, not yet checked), or
     * null when it gives none (no plugin, or the option unset). Any other failure throws.
     */
    async getTeam(): Promise<unknown> {
      try {
        const data = await client.request({ query: TEAM_QUERY }, teamData, failed);
        return data.waslaTeam ? (JSON.parse(data.waslaTeam) as unknown) : null;
      } catch (error) {
        if (companionMissing(error)) return null;
        throw error;
      }
    },

    /**
     * The company's facts as the companion plugin gives them (content/company.json's shape, not
     * yet checked), or null when it gives none (no plugin, or the option unset). Text that is
     * not JSON fails without quoting it (it holds phone numbers and addresses).
     */
    async getCompany(): Promise<unknown> {
      let text: string | null | undefined;
      try {
        text = (await client.request({ query: COMPANY_QUERY }, companyData, failed)).waslaCompany;
      } catch (error) {
        if (companionMissing(error)) return null;
        throw error;
      }
      if (!text) return null;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error('WordPress option wasla_company is not JSON');
      }
    },

    /** The author with that slug and their newest posts, or null when no author has it. */
    async getAuthorPage(slug: string): Promise<AuthorPage | null> {
      const data = await client.request(
        { query: AUTHOR_PAGE_QUERY, variables: { slug, authorName: slug } },
        authorPageData,
        contentMessages.authorFailed(slug),
      );
      return data.user ? { user: data.user, posts: data.posts.nodes } : null;
    },

    /** The newest posts of every category (up to maxIndexedPosts), for the sitemap, feed and related posts. */
    async getPostIndex(): Promise<PostSummary[]> {
      const all: PostSummary[] = [];
      let after: string | null = null;
      while (all.length < maxIndexedPosts) {
        const page: Awaited<ReturnType<typeof summaries>> = await summaries(
          maxPageSize,
          after,
          listed(),
        );
        all.push(...page.nodes);
        if (!page.pageInfo.hasNextPage || !page.pageInfo.endCursor) break;
        after = page.pageInfo.endCursor;
      }
      return all.slice(0, maxIndexedPosts);
    },
  };
}
