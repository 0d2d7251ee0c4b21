import * as z from 'zod/mini';
import { postExcerpt } from './excerpt';
import { decodeEntities } from './html-text';

/**
 * Shapes of the content service's answers, in WPGraphQL's own field names. Each answer is validated, so a service that answers garbage fails cleanly.
 * Titles are turned into plain text (WordPress renders them with HTML entities), and excerpts
 * into the plain text cards and descriptions show (see postExcerpt).
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

/** A post's author: their name and the slug of their page (null from a service without one). */
/** A post's featured image (`featuredImage.node`): its address, text alternative and size, and `more` fields. */
const featuredImageWith = <Shape extends Record<string, z.ZodMiniType>>(more: Shape) =>
  nullableObject(
    z.object({
      node: z.object({
        altText: optionalText,
        sourceUrl: optionalText,
        mediaDetails: mediaDetailsSchema,
        ...more,
      }),
    }),
  );

const authorSchema = nullableObject(
  z.object({ node: nullableObject(z.object({ name: optionalText, slug: optionalText })) }),
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

/** A post page: the post with its content, and whether it is password-protected. */
export const postPageSchema = z.pipe(
  z.object({
    id: z.string(),
    databaseId: z.number(),
    title: plainText,
    dateGmt: optionalText,
    modifiedGmt: optionalText,
    content: html,
    slug: z.string(),
    /** A protected post answers with its title only: its page says it is protected. */
    hasPassword: z.pipe(
      z.nullish(z.boolean()),
      z.transform((value) => value === true),
    ),
    author: authorSchema,
    featuredImage: featuredImageWith({
      title: plainText,
      /** Rendered HTML; sanitise before showing it. */
      caption: html,
    }),
    categories: connection(termSchema),
    tags: connection(termSchema),
    excerpt: html,
  }),
  z.transform((post) => ({ ...post, excerpt: postExcerpt(post.excerpt, post.content) })),
);

const termRefSchema = z.object({ name: plainText, slug: z.string() });

/**
 * What lists, the sitemap, the feed and related posts need. The content is read only to make
 * the excerpt (plain text) and is not kept.
 */
export const postSummarySchema = z.pipe(
  z.object({
    id: z.string(),
    slug: z.string(),
    title: plainText,
    dateGmt: optionalText,
    modifiedGmt: optionalText,
    excerpt: html,
    content: html,
    isSticky: z.boolean(),
    author: authorSchema,
    featuredImage: featuredImageWith({}),
    categories: connection(termRefSchema),
    tags: connection(termRefSchema),
  }),
  z.transform(({ content, ...post }) => ({ ...post, excerpt: postExcerpt(post.excerpt, content) })),
);

/** An author page's user: WordPress's name, slug, biography and avatar. */
export const authorUserSchema = z.object({
  name: plainText,
  slug: z.string(),
  description: optionalText,
  avatar: nullableObject(
    z.object({ url: optionalText, width: z.nullish(z.number()), height: z.nullish(z.number()) }),
  ),
});
export type AuthorUser = z.output<typeof authorUserSchema>;

export const pageInfoSchema = z.object({
  hasNextPage: z.boolean(),
  endCursor: z.nullish(z.string()),
});

/** The companion plugin's `language` (a BCP 47 code) and `textDirection` of a post. */
export const postLanguageSchema = z.object({
  language: z.string(),
  textDirection: z.enum(['ltr', 'rtl']),
});

const caseStudyWords = {
  title: optionalText,
  country: optionalText,
  sector: z.string(),
  buyer: z.string(),
  scope: z.string(),
  outcomes: z.array(z.object({ value: z.string(), label: z.string() })),
};

/**
 * A success story's structured fields (the companion plugin's `caseStudy`, the built-in
 * service's front matter), with their Arabic words when the story has them.
 */
export const caseStudyFieldsSchema = z.object({
  ...caseStudyWords,
  arabic: nullableObject(z.object(caseStudyWords)),
});

/**
 * A post as its page reads it: the post, the language the companion plugin gives it (null
 * without the plugin) and the WordPress address (`generalSettings.url`), which its links to
 * other posts are written with.
 */
export type PostPage = z.output<typeof postPageSchema> & {
  language: z.output<typeof postLanguageSchema> | null;
  wordpressUrl: string | null;
};
export type PostSummary = z.output<typeof postSummarySchema>;
export type CaseStudyFields = z.output<typeof caseStudyFieldsSchema>;
/** A story's slug and its case study fields. */
export interface StoryCaseStudy {
  slug: string;
  caseStudy: CaseStudyFields;
}
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
