import * as z from 'zod/mini';
import {
  ContentRequestError,
  contentMessages,
  graphqlErrorsText,
  serviceErrorText,
} from './errors';
import { POST_BY_SLUG_QUERY, POSTS_QUERY } from './queries';
import type { ContentTransport, GraphQLRequest } from './transport';
import { postSchema, type BlogPost } from './types';

/** Where the client reports failures: content failures are logged, never shown in a dialog. */
export interface ContentLogger {
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const consoleLogger: ContentLogger = {
  warn: (message, details) => console.warn(message, details ?? ''),
  error: (message, details) => console.error(message, details ?? ''),
};

const postsDataSchema = z.object({
  posts: z.pipe(
    z.nullable(z.object({ nodes: z.array(postSchema) })),
    z.transform((value) => value?.nodes ?? []),
  ),
});
const postDataSchema = z.object({ post: z.nullable(postSchema) });

export type ContentClient = ReturnType<typeof createContentClient>;

/**
 * The only code that talks to the content service (WordPress or the built-in endpoint),
 * whatever carries the request: `transport` runs `{query, variables?}` and returns the
 * parsed JSON body.
 */
export function createContentClient(
  transport: ContentTransport,
  logger: ContentLogger = consoleLogger,
) {
  /**
   * Sends a request and returns its validated `data`. Fails with the GraphQL errors joined
   * by ", ", with the service's own text on an HTTP failure, or else with `fallbackMessage`
   * (also for an answer that is not the expected shape).
   */
  async function request<S extends z.ZodMiniType>(
    graphqlRequest: GraphQLRequest,
    dataSchema: S,
    fallbackMessage: string,
  ): Promise<z.output<S>> {
    let body: unknown;
    try {
      body = await transport(graphqlRequest);
    } catch (error) {
      const text = error instanceof ContentRequestError ? serviceErrorText(error.body) : undefined;
      throw new Error(text ?? fallbackMessage, { cause: error });
    }
    const errors = graphqlErrorsText(body);
    if (errors) throw new Error(errors);
    const data =
      typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    const parsed = dataSchema.safeParse(data);
    if (!parsed.success) throw new Error(fallbackMessage, { cause: parsed.error });
    return parsed.data as z.output<S>;
  }

  /** The list query: the first 10 posts. Failures are logged and rethrown. */
  async function getPosts(): Promise<BlogPost[]> {
    try {
      const data = await request(
        { query: POSTS_QUERY },
        postsDataSchema,
        contentMessages.postsFailed,
      );
      return data.posts;
    } catch (error) {
      logger.error('Error fetching posts', { error: (error as Error).message });
      throw error;
    }
  }

  /** The detail query: one post by slug, or null (with a warning) when there is none. */
  async function getPostBySlug(slug: string): Promise<BlogPost | null> {
    if (typeof slug !== 'string' || !slug.trim()) {
      logger.error('Error fetching post', { slug, error: contentMessages.slugRequired });
      throw new Error(contentMessages.slugRequired);
    }
    try {
      const data = await request(
        { query: POST_BY_SLUG_QUERY, variables: { slug: slug.trim() } },
        postDataSchema,
        contentMessages.postFailed(slug),
      );
      if (!data.post) logger.warn(`No post found with slug: ${slug}`, { slug });
      return data.post;
    } catch (error) {
      logger.error('Error fetching post', { slug, error: (error as Error).message });
      throw error;
    }
  }

  return { request, getPosts, getPostBySlug };
}
