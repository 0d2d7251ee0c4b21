/**
 * Every GraphQL document the site sends to the content service. Each one is validated
 * against the real WPGraphQL schema in a unit test (queries.test.ts), so a query that
 * WordPress would reject cannot ship.
 *
 * Two rules from WordPress as it answers:
 * - No post is asked for `isSticky` unless the list excludes password-protected posts
 *   (`hasPassword: false`): WPGraphQL hides most fields of such a post from visitors, and the
 *   non-null `isSticky` then fails with an error that takes the whole answer down.
 * - Times are read in UTC (`dateGmt`, `modifiedGmt`); `date` and `modified` are the
 *   WordPress site's local time without an offset.
 */

/**
 * The most posts one query asks for. WPGraphQL clamps `first`/`last` to 100 by default, and the
 * built-in service does the same, so readers page through anything larger.
 */
export const maxPageSize = 100;

const termFields = 'id databaseId name slug count';

/**
 * A post page's fields (also a preview's): the content, and `hasPassword` so that a
 * password-protected post shows a notice instead of its (hidden) text.
 */
export const postPageFields = `
      id
      databaseId
      title
      dateGmt
      modifiedGmt
      content
      slug
      hasPassword
      author { node { name slug } }
      featuredImage { node { altText sourceUrl(size: LARGE) title caption mediaDetails { width height } } }
      categories(first: 10) { nodes { ${termFields} } }
      tags(first: 20) { nodes { ${termFields} } }
      excerpt`;

/**
 * A post page: one post by slug with 10 categories and 20 tags, and the WordPress address
 * (`generalSettings.url`), so links to other posts written with it lead to the site.
 */
export const POST_PAGE_QUERY = `query GetPostPage($slug: ID!) {
  post(id: $slug, idType: SLUG) {${postPageFields}
  }
  generalSettings { url }
}`;

/**
 * The language of a post, from the companion plugin (wordpress/wasla-companion). WordPress
 * without it answers a validation error, and the site then tells the language by the script.
 */
export const POST_LANGUAGE_QUERY = `query GetPostLanguage($slug: ID!) {
  post(id: $slug, idType: SLUG) { language textDirection }
}`;

/**
 * A preview (a draft, or the autosave revision holding unsaved changes), read with WordPress
 * credentials by its database id; with the companion plugin, which makes the preview links.
 * `viewer` says whether WordPress took the credentials (it answers null, not an error, if not).
 */
export const PREVIEW_QUERY = `query GetPreview($id: ID!) {
  viewer { databaseId }
  post(id: $id, idType: DATABASE_ID) {${postPageFields}
      isRevision
      revisionOf { node { databaseId } }
      language
      textDirection
  }
  generalSettings { url }
}`;

/**
 * What a list card, the sitemap, the feed and related posts need. `content` is read only to
 * make a readable excerpt when WordPress's is its automatic one; it is not kept.
 */
export const summaryFields = `
      id
      slug
      title
      dateGmt
      modifiedGmt
      excerpt
      content
      isSticky
      author { node { name slug } }
      featuredImage { node { altText sourceUrl(size: LARGE) mediaDetails { width height } } }
      categories(first: 10) { nodes { name slug } }
      tags(first: 20) { nodes { name slug } }`;

/** A page of post summaries matching `where` (always with `hasPassword: false`), after a cursor. */
export const POST_SUMMARIES_QUERY = `query GetPostSummaries($first: Int!, $after: String, $where: RootQueryToPostConnectionWhereArgs!) {
  posts(first: $first, after: $after, where: $where) {
    pageInfo { hasNextPage endCursor }
    nodes {${summaryFields}
    }
  }
}`;

/** Moves a cursor forward without loading posts (to reach page N of a list). */
export const POST_CURSOR_QUERY = `query GetPostCursor($first: Int!, $after: String, $where: RootQueryToPostConnectionWhereArgs!) {
  posts(first: $first, after: $after, where: $where) {
    pageInfo { hasNextPage endCursor }
  }
}`;

/**
 * What frames a category's list: its sticky (pinned) posts, which WPGraphQL never moves to
 * the front itself; how many posts it holds; and how many of them are password-protected
 * (left out of lists, but counted by WordPress).
 */
export const POST_LIST_FRAME_QUERY = `query GetPostListFrame($category: String!, $categoryId: ID!) {
  sticky: posts(first: ${maxPageSize}, where: { categoryName: $category, isSticky: true, hasPassword: false }) {
    nodes {${summaryFields}
    }
  }
  category(id: $categoryId, idType: SLUG) { count }
  protected: posts(first: ${maxPageSize}, where: { categoryName: $category, hasPassword: true }) {
    nodes { id }
  }
}`;

/**
 * The structured fields (the case study) of a category's stories, from the companion plugin;
 * WordPress without it answers a validation error, and pages then show no case studies.
 */
export const CASE_STUDIES_QUERY = `query GetCaseStudies($category: String!) {
  posts(first: ${maxPageSize}, where: { categoryName: $category, hasPassword: false }) {
    nodes { slug caseStudy { ...CaseStudyWords arabic { ...CaseStudyWords } } }
  }
}
fragment CaseStudyWords on WaslaCaseStudy { title country sector buyer scope outcomes { value label } }`;
/** Size of the author's photo an author page asks for (WordPress's avatars are square). */
export const authorAvatarSize = 192;

/**
 * An author page: the WordPress user by slug (a user WordPress shows only once they have
 * published), with their biography (`description`) and avatar, and their newest posts (by
 * `authorName`, the same slug) that lists may show.
 */
export const AUTHOR_PAGE_QUERY = `query GetAuthorPage($slug: ID!, $authorName: String!) {
  user(id: $slug, idType: SLUG) {
    name
    slug
    description
    avatar(size: ${authorAvatarSize}) { url width height }
  }
  posts(first: ${maxPageSize}, where: { authorName: $authorName, hasPassword: false }) {
    nodes {${summaryFields}
    }
  }
}`;

/**
 * The team as JSON (content/team.json's shape), from the companion plugin; WordPress without it
 * answers a validation error, as the built-in service does, and the site reads content/team.json.
 */
export const TEAM_QUERY = `query GetTeam { waslaTeam }`;

/**
 * The company's facts as JSON (content/company.json's shape), from the companion plugin; without
 * it WordPress answers a validation error, and the site reads content/company.json.
 */
export const COMPANY_QUERY = `query GetCompany { waslaCompany }`;

/** Every document the project sends to any WordPress, for the schema-validation test. */
export const allQueries = {
  POST_PAGE_QUERY,
  POST_SUMMARIES_QUERY,
  POST_CURSOR_QUERY,
  POST_LIST_FRAME_QUERY,
  AUTHOR_PAGE_QUERY,
} as const;

/** Documents that need the companion plugin's GraphQL fields. */
export const companionQueries = {
  POST_LANGUAGE_QUERY,
  PREVIEW_QUERY,
  CASE_STUDIES_QUERY,
  TEAM_QUERY,
  COMPANY_QUERY,
} as const;
