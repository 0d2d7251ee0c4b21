import * as z from 'zod/mini';
import { decodeEntities } from './html-text';

/**
 * Shapes of the content service's answers, in WPGraphQL's own field names. Each answer is validated, so a service that answers garbage fails cleanly.
 * Titles are turned into plain text (WordPress renders them with HTML entities).
 */

const plainText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => decodeEntities(value ?? '')),
);
const html = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? ''),
);
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? null),
);
const connection = <T extends z.ZodMiniType>(node: T) =>
  z.pipe(
    z.nullish(z.object({ nodes: z.array(node) })),
    z.transform((value) => value ?? { nodes: [] }),
  );
const nullableObject = <T extends z.ZodMiniType>(inner: T) =>
  z.pipe(
    z.nullish(inner),
    z.transform((value) => value ?? null),
  );

const mediaDetailsSchema = nullableObject(
  z.object({ width: z.nullish(z.number()), height: z.nullish(z.number()) }),
);

export const termSchema = z.object({
  id: z.string(),
  databaseId: z.number(),
  name: plainText,
  slug: z.string(),
  count: z.nullish(z.number()),
});

/** A post page: the post with its content, excerpt, modified date and the sticky (featured) flag. */
export const postPageSchema = z.object({
  id: z.string(),
  title: plainText,
  date: optionalText,
  content: html,
  slug: z.string(),
  author: nullableObject(z.object({ node: nullableObject(z.object({ name: optionalText })) })),
  featuredImage: nullableObject(
    z.object({
      node: z.object({
        altText: optionalText,
        sourceUrl: optionalText,
        title: plainText,
        /** Rendered HTML; sanitise before showing it. */
        caption: html,
        mediaDetails: mediaDetailsSchema,
      }),
    }),
  ),
  categories: connection(termSchema),
  tags: connection(termSchema),
  excerpt: html,
  modified: optionalText,
  isSticky: z.boolean(),
});

const termRefSchema = z.object({ name: plainText, slug: z.string() });

/** What lists, the sitemap, the feed and related posts need (no content). */
export const postSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: plainText,
  date: optionalText,
  modified: optionalText,
  excerpt: html,
  isSticky: z.boolean(),
  featuredImage: nullableObject(
    z.object({
      node: z.object({
        altText: optionalText,
        sourceUrl: optionalText,
        mediaDetails: mediaDetailsSchema,
      }),
    }),
  ),
  categories: connection(termRefSchema),
  tags: connection(termRefSchema),
});

export const pageInfoSchema = z.object({
  hasNextPage: z.boolean(),
  endCursor: z.nullish(z.string()),
});

export type PostPage = z.output<typeof postPageSchema>;
export type PostSummary = z.output<typeof postSummarySchema>;
export type Term = z.output<typeof termSchema>;
export type PageInfo = z.output<typeof pageInfoSchema>;

/** A card of the blog and story lists. */
export interface ListCard {
  id: string;
  slug: string;
  title: string;
  image: string;
}

export type { PostCategory } from '@/site/post-categories';
