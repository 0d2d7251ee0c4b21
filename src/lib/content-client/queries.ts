/**
 * Every GraphQL document the site sends to the content service. Each one is validated
 * against the real WPGraphQL schema in a unit test (queries.test.ts), so a query that
 * WordPress would reject cannot ship.
 */

/**
 * The most posts one query asks for. WPGraphQL clamps `first`/`last` to 100 by default, and the
 * built-in service does the same, so readers page through anything larger.
 */
export const maxPageSize = 100;

const termFields = 'id databaseId name slug count';

/** Fields shared by the SPEC §7 list and detail queries (counts of terms differ). */
const postFields = (image: string, categories: number, tags: number) => `
      id
      title
      date
      content
      slug
      author { node { name } }
      featuredImage { node { ${image} } }
      categories(first: ${categories}) { nodes { ${termFields} } }
      tags(first: ${tags}) { nodes { ${termFields} } }`;

const listImageFields = 'altText sourceUrl(size: LARGE) title caption';
const detailImageFields = `${listImageFields} mediaDetails { width height }`;

/** SPEC §7 call 1: the first 10 posts, 5 categories and 10 tags each. Sent without variables. */
export const POSTS_QUERY = `query GetPosts {
  posts(first: 10) {
    nodes {${postFields(listImageFields, 5, 10)}
    }
  }
}`;

/** SPEC §7 call 2: one post by slug with the detail fields, 10 categories and 20 tags. */
export const POST_BY_SLUG_QUERY = `query GetPostBySlug($slug: ID!) {
  post(id: $slug, idType: SLUG) {${postFields(detailImageFields, 10, 20)}
  }
}`;

/** A post page: the detail fields plus what its metadata needs (excerpt, modified date). */
export const POST_PAGE_QUERY = `query GetPostPage($slug: ID!) {
  post(id: $slug, idType: SLUG) {${postFields(detailImageFields, 10, 20)}
      excerpt
      modified
      isSticky
  }
}`;

/** What a list card, the sitemap, the feed and related posts need; no content. */
export const summaryFields = `
      id
      slug
      title
      date
      modified
      excerpt
      isSticky
      featuredImage { node { altText sourceUrl(size: LARGE) mediaDetails { width height } } }
      categories(first: 10) { nodes { name slug } }
      tags(first: 20) { nodes { name slug } }`;

/** A page of post summaries, optionally of one category (by its slug), after a cursor. */
export const POST_SUMMARIES_QUERY = `query GetPostSummaries($first: Int!, $after: String, $category: String) {
  posts(first: $first, after: $after, where: { categoryName: $category }) {
    pageInfo { hasNextPage endCursor }
    nodes {${summaryFields}
    }
  }
}`;

/** Moves a cursor forward without loading posts (to reach page N of a list). */
export const POST_CURSOR_QUERY = `query GetPostCursor($first: Int!, $after: String, $category: String) {
  posts(first: $first, after: $after, where: { categoryName: $category }) {
    pageInfo { hasNextPage endCursor }
  }
}`;

/** How many posts a category holds (for page numbers). */
export const CATEGORY_COUNT_QUERY = `query GetCategoryCount($category: ID!) {
  category(id: $category, idType: SLUG) { count }
}`;

/** Every document the project sends, for the schema-validation test. */
export const allQueries = {
  POSTS_QUERY,
  POST_BY_SLUG_QUERY,
  POST_PAGE_QUERY,
  POST_SUMMARIES_QUERY,
  POST_CURSOR_QUERY,
  CATEGORY_COUNT_QUERY,
} as const;
