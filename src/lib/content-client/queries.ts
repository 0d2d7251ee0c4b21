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

/** A post page: one post by slug with 10 categories and 20 tags, and what its metadata needs. */
export const POST_PAGE_QUERY = `query GetPostPage($slug: ID!) {
  post(id: $slug, idType: SLUG) {
      id
      title
      date
      content
      slug
      author { node { name } }
      featuredImage { node { altText sourceUrl(size: LARGE) title caption mediaDetails { width height } } }
      categories(first: 10) { nodes { ${termFields} } }
      tags(first: 20) { nodes { ${termFields} } }
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
  POST_PAGE_QUERY,
  POST_SUMMARIES_QUERY,
  POST_CURSOR_QUERY,
  CATEGORY_COUNT_QUERY,
} as const;
