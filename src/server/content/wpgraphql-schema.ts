import 'server-only';
import { buildSchema, GraphQLError } from 'graphql';
import { htmlToText } from '@/lib/content-client/html-text';
import { postPath } from '@/lib/posts/cards';
import { maxPageSize } from '@/lib/content-client/queries';
import { siteUrl } from '@/lib/env/site-url';
import { caseStudySdl } from '@/lib/content-client/companion-schema';
import { headingSlug } from '@/lib/posts/toc';
import { normalise } from '@/server/search/normalise';
import { authorNamed } from '@/site/authors';
import {
  stableId,
  type SourceCaseStudy,
  type SourcePost,
  type SourceTerm,
} from './markdown-source';

/** The fields categories and tags share (WPGraphQL's TermNode). */
const termFields = `
    id: ID!
    databaseId: Int!
    name: String
    slug: String
    count: Int
    uri: String`;

/**
 * The subset of WPGraphQL that the built-in content service implements: the same type,
 * field, argument and enum names as WordPress (wpgraphql-schema.test.ts checks each one
 * against the real schema), so the site's queries run unchanged against either; and the
 * companion plugin's case study fields, answered from front matter.
 */
export const builtInSdl = /* GraphQL */ `
  schema {
    query: RootQuery
  }

  enum PostIdType {
    DATABASE_ID
    ID
    SLUG
    URI
  }
  enum CategoryIdType {
    DATABASE_ID
    ID
    NAME
    SLUG
    URI
  }
  enum PostObjectFieldFormatEnum {
    RAW
    RENDERED
  }
  enum UserNodeIdTypeEnum {
    DATABASE_ID
    ID
    SLUG
  }
  enum MediaItemSizeEnum {
    LARGE
    MEDIUM
    MEDIUM_LARGE
    THUMBNAIL
    _1536X1536
    _2048X2048
  }

  input RootQueryToPostConnectionWhereArgs {
    authorName: String
    categoryName: String
    hasPassword: Boolean
    isSticky: Boolean
    search: String
    tag: String
  }

  type RootQuery {
    post(id: ID!, idType: PostIdType, asPreview: Boolean): Post
    posts(
      first: Int
      last: Int
      after: String
      before: String
      where: RootQueryToPostConnectionWhereArgs
    ): RootQueryToPostConnection
    category(id: ID!, idType: CategoryIdType): Category
    user(id: ID!, idType: UserNodeIdTypeEnum): User
    generalSettings: GeneralSettings
  }

  type GeneralSettings {
    url: String
  }

  type RootQueryToPostConnection {
    edges: [RootQueryToPostConnectionEdge!]!
    nodes: [Post!]!
    pageInfo: RootQueryToPostConnectionPageInfo!
  }

  type RootQueryToPostConnectionEdge {
    cursor: String
    node: Post!
  }

  type RootQueryToPostConnectionPageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type Post {
    id: ID!
    databaseId: Int!
    slug: String
    uri: String
    title(format: PostObjectFieldFormatEnum): String
    date: String
    dateGmt: String
    modified: String
    modifiedGmt: String
    hasPassword: Boolean
    content(format: PostObjectFieldFormatEnum): String
    excerpt(format: PostObjectFieldFormatEnum): String
    isSticky: Boolean!
    author: NodeWithAuthorToUserConnectionEdge
    featuredImage: NodeWithFeaturedImageToMediaItemConnectionEdge
    categories(first: Int): PostToCategoryConnection
    tags(first: Int): PostToTagConnection
  }

  type NodeWithAuthorToUserConnectionEdge {
    node: User!
  }
  type User {
    id: ID!
    databaseId: Int!
    name: String
    slug: String
    description: String
    avatar(size: Int): Avatar
  }
  type Avatar {
    url: String
    width: Int
    height: Int
  }

  type NodeWithFeaturedImageToMediaItemConnectionEdge {
    node: MediaItem!
  }
  type MediaItem {
    altText: String
    sourceUrl(size: MediaItemSizeEnum): String
    title(format: PostObjectFieldFormatEnum): String
    caption(format: PostObjectFieldFormatEnum): String
    mediaDetails: MediaDetails
  }
  type MediaDetails {
    width: Int
    height: Int
  }

  type PostToCategoryConnection {
    nodes: [Category!]!
  }
  type PostToTagConnection {
    nodes: [Tag!]!
  }
  type Category {${termFields}
  }
  type Tag {${termFields}
  }
  ${caseStudySdl}
`;

export const schema = buildSchema(builtInSdl);

/** WPGraphQL's page size when a query gives no `first`/`last`. */
export const defaultPageSize = 10;

type Format = 'RAW' | 'RENDERED' | undefined;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' })[char]!,
  );

/** WordPress renders excerpts and captions as HTML: entities escaped, in a paragraph. */
const paragraph = (text: string, format: Format) =>
  format === 'RAW' ? text : `<p>${escapeHtml(text)}</p>\n`;

/** Words of an excerpt WordPress makes itself (its `excerpt_length`). */
const automaticExcerptWords = 55;

/**
 * A post's excerpt as WPGraphQL answers it: the author's own, else the one WordPress makes from
 * the text (tags stripped, so headings run into it; 55 words, then " [&hellip;]").
 */
function excerptOf(post: SourcePost, format: Format): string {
  if (post.excerpt !== null) return paragraph(post.excerpt, format);
  if (format === 'RAW') return '';
  const words = htmlToText(post.html).split(' ');
  const text = escapeHtml(words.slice(0, automaticExcerptWords).join(' '));
  return `<p>${text}${words.length > automaticExcerptWords ? ' [&hellip;]' : ''}</p>\n`;
}

export const globalId = (type: 'post' | 'term' | 'user', databaseId: number) =>
  Buffer.from(`${type}:${databaseId}`).toString('base64');
const cursorOf = (post: SourcePost) =>
  Buffer.from(`arrayconnection:${post.databaseId}`).toString('base64');

export function postUri(post: SourcePost): string {
  return `${postPath({ slug: post.slug, categories: { nodes: post.categories } })}/`;
}

function termObject(taxonomy: 'category' | 'post_tag', term: SourceTerm, posts: SourcePost[]) {
  const field = taxonomy === 'category' ? 'categories' : 'tags';
  return {
    id: globalId('term', term.databaseId),
    databaseId: term.databaseId,
    name: term.name,
    slug: term.slug,
    count: posts.filter((post) => post[field].some((t) => t.slug === term.slug)).length,
    uri: `/${taxonomy === 'category' ? 'category' : 'tag'}/${term.slug}/`,
  };
}

/**
 * The WordPress user a post's front matter `author` names: the author's entry in
 * content/authors.json (name, slug, bio as `description`, photo as `avatar`), else a user with
 * that name alone, as WordPress would show an author who wrote no biography.
 */
export function userOf(written: string) {
  const entry = authorNamed(written);
  const slug = entry?.slug ?? (headingSlug(written) || String(stableId(written)));
  const databaseId = stableId(`user:${slug}`);
  return {
    id: globalId('user', databaseId),
    databaseId,
    name: entry?.name ?? written,
    slug,
    description: entry?.bio ?? null,
    avatar: entry?.photo
      ? { url: entry.photo.src, width: entry.photo.width, height: entry.photo.height }
      : null,
  };
}

const clamp = (value: number | null | undefined) =>
  Math.max(0, Math.min(value ?? defaultPageSize, maxPageSize));

/** A story's case study as the companion plugin answers it: absent fields null. */
function caseStudyObject(study: SourceCaseStudy) {
  const words = (own: Omit<SourceCaseStudy, 'ar'>) => ({
    title: own.title ?? null,
    country: own.country ?? null,
    sector: own.sector,
    buyer: own.buyer,
    scope: own.scope,
    outcomes: own.outcomes,
  });
  return { ...words(study), arabic: study.ar ? { ...words(study.ar), arabic: null } : null };
}

function postObject(post: SourcePost, posts: SourcePost[]) {
  return {
    id: globalId('post', post.databaseId),
    databaseId: post.databaseId,
    slug: post.slug,
    uri: postUri(post),
    // WordPress answers titles as text (entities decoded), whatever the format.
    title: post.title,
    date: post.date,
    dateGmt: post.dateGmt,
    modified: post.modified,
    modifiedGmt: post.modifiedGmt,
    hasPassword: false,
    content: ({ format }: { format?: Format }) => (format === 'RAW' ? post.markdown : post.html),
    excerpt: ({ format }: { format?: Format }) => excerptOf(post, format),
    isSticky: post.sticky,
    author: { node: userOf(post.author) },
    featuredImage: post.image && {
      node: {
        altText: post.image.alt,
        sourceUrl: post.image.src,
        title: post.title,
        caption: ({ format }: { format?: Format }) =>
          post.image?.caption ? paragraph(post.image.caption, format) : null,
        mediaDetails: { width: post.image.width, height: post.image.height },
      },
    },
    categories: ({ first }: { first?: number | null }) => ({
      nodes: post.categories
        .slice(0, clamp(first))
        .map((term) => termObject('category', term, posts)),
    }),
    tags: ({ first }: { first?: number | null }) => ({
      nodes: post.tags.slice(0, clamp(first)).map((term) => termObject('post_tag', term, posts)),
    }),
    caseStudy: post.caseStudy && caseStudyObject(post.caseStudy),
  };
}

interface PostsArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  where?: {
    authorName?: string | null;
    categoryName?: string | null;
    hasPassword?: boolean | null;
    isSticky?: boolean | null;
    search?: string | null;
    tag?: string | null;
  } | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// A search compares text as WordPress with the companion plugin does (normalise): case and
// accents ignored (its database collation), Arabic letters written several ways folded, no
// tashkeel or tatweel (wordpress/wasla-companion/includes/search.php).

/** The words of a search as WordPress splits it: by spaces, single letters left out. */
function searchTerms(search: string): string[] {
  return normalise(search)
    .split(/\s+/)
    .filter((term) => term.length > 1 || /\d/.test(term));
}

const searchable = (post: SourcePost) => ({
  title: normalise(post.title),
  excerpt: normalise(post.excerpt ?? ''),
  content: normalise(post.markdown),
});

function matchesSearch(post: SourcePost, terms: readonly string[]): boolean {
  const { title, excerpt, content } = searchable(post);
  return terms.every(
    (term) => title.includes(term) || excerpt.includes(term) || content.includes(term),
  );
}

/**
 * WordPress's relevance (WP_Query's search order), lower first: the whole phrase in the title,
 * every word in it, any word in it, the phrase in the excerpt, in the text; one word: in the
 * title or not. Equal ranks keep the newest first.
 */
function searchRank(post: SourcePost, search: string, terms: readonly string[]): number {
  const { title, excerpt, content } = searchable(post);
  const phrase = normalise(search.trim());
  if (terms.length <= 1) return title.includes(phrase) ? 1 : 2;
  if (title.includes(phrase)) return 1;
  if (terms.length < 7 && terms.every((term) => title.includes(term))) return 2;
  if (terms.length < 7 && terms.some((term) => title.includes(term))) return 3;
  if (excerpt.includes(phrase)) return 4;
  if (content.includes(phrase)) return 5;
  return 6;
}

/** The posts a `where` selects, in WordPress's order: newest first, by relevance for a search. */
function selectPosts(posts: SourcePost[], where: PostsArgs['where']): SourcePost[] {
  const { authorName, categoryName, hasPassword, isSticky, search, tag } = where ?? {};
  const terms = search ? searchTerms(search) : [];
  const selected = posts.filter(
    (post) =>
      // `categoryName` takes a category's slug, as WordPress's category_name does.
      (!categoryName || post.categories.some((term) => same(term.slug, categoryName))) &&
      (!tag || post.tags.some((term) => same(term.slug, tag))) &&
      // `authorName` takes the author's slug (WordPress's user_nicename).
      (!authorName || userOf(post.author).slug === authorName) &&
      // Built-in posts have no password.
      hasPassword !== true &&
      (isSticky == null || post.sticky === isSticky) &&
      (!search || matchesSearch(post, terms)),
  );
  if (!search) return selected;
  return selected
    .map((post, order) => ({ post, order, rank: searchRank(post, search, terms) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ post }) => post);
}

function cursorIndex(list: SourcePost[], cursor: string): number {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const match = /^arrayconnection:(\d+)$/.exec(decoded);
  const index = match ? list.findIndex((post) => post.databaseId === Number(match[1])) : -1;
  if (index < 0) throw new GraphQLError(`Invalid cursor: ${cursor}`);
  return index;
}

/** A page of the posts `where` selects, as a Relay connection (WPGraphQL's cursor format). */
function postsConnection(posts: SourcePost[], args: PostsArgs) {
  const filtered = selectPosts(posts, args.where);
  let start = args.after ? cursorIndex(filtered, args.after) + 1 : 0;
  let end = args.before ? cursorIndex(filtered, args.before) : filtered.length;
  if (args.last != null && args.first == null) start = Math.max(start, end - clamp(args.last));
  else end = Math.min(end, start + clamp(args.first));
  const page = end > start ? filtered.slice(start, end) : [];
  const nodes = page.map((post) => postObject(post, posts));
  return {
    nodes,
    edges: page.map((post, index) => ({ cursor: cursorOf(post), node: nodes[index] })),
    pageInfo: {
      hasNextPage: end < filtered.length,
      hasPreviousPage: start > 0,
      startCursor: page[0] ? cursorOf(page[0]) : null,
      endCursor: page.at(-1) ? cursorOf(page.at(-1)!) : null,
    },
  };
}

function findPost(
  posts: SourcePost[],
  id: string,
  idType: string | null | undefined,
): SourcePost | undefined {
  switch (idType ?? 'ID') {
    case 'SLUG':
      return posts.find((post) => post.slug === id);
    case 'DATABASE_ID':
      return posts.find((post) => String(post.databaseId) === id);
    case 'URI':
      return posts.find((post) => postUri(post).replace(/\/$/, '') === id.replace(/\/$/, ''));
    default:
      return posts.find((post) => globalId('post', post.databaseId) === id);
  }
}

function findCategory(posts: SourcePost[], id: string, idType: string | null | undefined) {
  const categories = posts.flatMap((post) => post.categories);
  const match = (term: SourceTerm) => {
    switch (idType ?? 'ID') {
      case 'SLUG':
        return term.slug === id;
      case 'NAME':
        return same(term.name, id);
      case 'DATABASE_ID':
        return String(term.databaseId) === id;
      case 'URI':
        return `/category/${term.slug}` === id.replace(/\/$/, '');
      default:
        return globalId('term', term.databaseId) === id;
    }
  };
  const term = categories.find(match);
  return term ? termObject('category', term, posts) : null;
}

/** The author of a post with that id, as WordPress shows only users who have published. */
function findUser(posts: SourcePost[], id: string, idType: string | null | undefined) {
  const users = posts.map((post) => userOf(post.author));
  const key = ({ SLUG: 'slug', DATABASE_ID: 'databaseId' } as const)[idType ?? ''] ?? 'id';
  return users.find((user) => String(user[key]) === id) ?? null;
}

/** The root value for one request: resolvers over a snapshot of the posts. */
export function rootValue(posts: SourcePost[]) {
  return {
    post: ({ id, idType }: { id: string; idType?: string | null }) => {
      const post = findPost(posts, id, idType);
      return post ? postObject(post, posts) : null;
    },
    posts: (args: PostsArgs) => postsConnection(posts, args),
    category: ({ id, idType }: { id: string; idType?: string | null }) =>
      findCategory(posts, id, idType),
    user: ({ id, idType }: { id: string; idType?: string | null }) => findUser(posts, id, idType),
    generalSettings: { url: siteUrl },
  };
}
