import 'server-only';
import { buildSchema, GraphQLError } from 'graphql';
import { postPath } from '@/lib/posts/cards';
import { maxPageSize } from '@/lib/content-client/queries';
import type { SourcePost, SourceTerm } from './markdown-source';

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
 * against the real schema), so the site's queries run unchanged against either.
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
  enum MediaItemSizeEnum {
    LARGE
    MEDIUM
    MEDIUM_LARGE
    THUMBNAIL
    _1536X1536
    _2048X2048
  }

  input RootQueryToPostConnectionWhereArgs {
    categoryName: String
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
    modified: String
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
    name: String
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

/** WordPress renders titles and excerpts as HTML (entities escaped, excerpt in a paragraph). */
const rendered = (text: string, format: Format) => (format === 'RAW' ? text : escapeHtml(text));
const paragraph = (text: string, format: Format) =>
  format === 'RAW' ? text : `<p>${escapeHtml(text)}</p>\n`;

export const globalId = (type: 'post' | 'term', databaseId: number) =>
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

const clamp = (value: number | null | undefined) =>
  Math.max(0, Math.min(value ?? defaultPageSize, maxPageSize));

function postObject(post: SourcePost, posts: SourcePost[]) {
  return {
    id: globalId('post', post.databaseId),
    databaseId: post.databaseId,
    slug: post.slug,
    uri: postUri(post),
    title: ({ format }: { format?: Format }) => rendered(post.title, format),
    date: post.date,
    modified: post.modified,
    content: ({ format }: { format?: Format }) => (format === 'RAW' ? post.markdown : post.html),
    excerpt: ({ format }: { format?: Format }) => paragraph(post.excerpt, format),
    isSticky: post.sticky,
    author: { node: { name: post.author } },
    featuredImage: post.image && {
      node: {
        altText: post.image.alt,
        sourceUrl: post.image.src,
        title: ({ format }: { format?: Format }) => rendered(post.title, format),
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
  };
}

interface PostsArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  where?: { categoryName?: string | null; search?: string | null; tag?: string | null } | null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function matchesSearch(post: SourcePost, search: string): boolean {
  const haystack = `${post.title}\n${post.excerpt}\n${post.markdown}`.toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function cursorIndex(list: SourcePost[], cursor: string): number {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const match = /^arrayconnection:(\d+)$/.exec(decoded);
  const index = match ? list.findIndex((post) => post.databaseId === Number(match[1])) : -1;
  if (index < 0) throw new GraphQLError(`Invalid cursor: ${cursor}`);
  return index;
}

/** A page of posts, newest first, as a Relay connection (WPGraphQL's cursor format). */
function postsConnection(posts: SourcePost[], args: PostsArgs) {
  const { categoryName, search, tag } = args.where ?? {};
  const filtered = posts.filter(
    (post) =>
      (!categoryName ||
        post.categories.some(
          (term) => same(term.slug, categoryName) || same(term.name, categoryName),
        )) &&
      (!tag || post.tags.some((term) => same(term.slug, tag))) &&
      (!search || matchesSearch(post, search)),
  );
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
  };
}
