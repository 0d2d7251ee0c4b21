import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildSchema, graphql } from 'graphql';

/**
 * A local stand-in for WordPress + WPGraphQL, for tests that point a `next start` at a remote
 * content service. It executes queries against the real WPGraphQL schema (the SDL the
 * content client is validated against), so it answers exactly the shapes WordPress would,
 * and it can be told to fail the ways a real service fails.
 */

export interface FakePost {
  slug: string;
  title: string;
  /** WordPress local time (Riyadh, UTC+3), e.g. 2026-01-10T09:00:00. */
  date: string;
  content: string;
  excerpt?: string;
  author?: string;
  category: 'Blog' | 'Story';
  tags?: string[];
  sticky?: boolean;
}

/** ok: answers queries; http500: an HTML 500 page; garbage: 200 with a body that is not JSON. */
export type FakeWordPressMode = 'ok' | 'http500' | 'garbage';

export interface FakeWordPress {
  /** The GraphQL endpoint, for NEXT_PUBLIC_WPGRAPHQL_URL. */
  graphqlUrl: string;
  setMode: (mode: FakeWordPressMode) => void;
  /** Replaces the posts it serves (an editor publishing or editing in WordPress). */
  setPosts: (posts: readonly FakePost[]) => void;
  /** How many GraphQL requests arrived so far. */
  requests: () => number;
  /** Stops listening: from then on the site gets "connection refused". */
  close: () => Promise<void>;
}

const schemaPath = path.resolve(__dirname, '..', 'fixtures', 'wpgraphql', 'schema.graphql');
const schema = buildSchema(readFileSync(schemaPath, 'utf8'));

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const cursorOf = (index: number) => Buffer.from(`arrayconnection:${index}`).toString('base64');
const indexOfCursor = (cursor: string | null | undefined) =>
  cursor ? Number(Buffer.from(cursor, 'base64').toString().split(':')[1]) : -1;

interface PostsArgs {
  first?: number | null;
  after?: string | null;
  where?: {
    categoryName?: string | null;
    search?: string | null;
    isSticky?: boolean | null;
    hasPassword?: boolean | null;
  } | null;
}

/** The UTC time of a Riyadh local time (UTC+3 all year), as WordPress's *_gmt fields. */
const gmtOf = (local: string) =>
  new Date(Date.parse(`${local}Z`) - 3 * 3600_000).toISOString().slice(0, 19);

function rootFor(posts: readonly FakePost[]) {
  const term = (name: string, count: number) => ({
    id: Buffer.from(`term:${slugOf(name)}`).toString('base64'),
    databaseId: name.length,
    name,
    slug: slugOf(name),
    count,
  });
  const inCategory = (name: string) =>
    posts.filter((post) => slugOf(post.category) === slugOf(name));
  const node = (post: FakePost, index: number) => ({
    id: Buffer.from(`post:${index + 1}`).toString('base64'),
    databaseId: index + 1,
    title: post.title,
    date: post.date,
    dateGmt: gmtOf(post.date),
    modified: post.date,
    modifiedGmt: gmtOf(post.date),
    hasPassword: false,
    content: post.content,
    excerpt: post.excerpt ?? '',
    slug: post.slug,
    isSticky: post.sticky ?? false,
    author: { node: { name: post.author ?? 'Fake Author' } },
    featuredImage: null,
    categories: { nodes: [term(post.category, inCategory(post.category).length)] },
    tags: { nodes: (post.tags ?? []).map((tag) => term(tag, 1)) },
  });
  const newestFirst = posts.map(node).sort((a, b) => b.date.localeCompare(a.date));

  return {
    posts: ({ first, after, where }: PostsArgs) => {
      const category = where?.categoryName;
      const search = where?.search?.toLowerCase();
      const matching = newestFirst.filter(
        (post) =>
          (!category || post.categories.nodes.some((c) => c.slug === slugOf(category))) &&
          (where?.isSticky == null || post.isSticky === where.isSticky) &&
          // The fake's posts have no password.
          where?.hasPassword !== true &&
          (!search || `${post.title} ${post.content}`.toLowerCase().includes(search)),
      );
      const start = indexOfCursor(after) + 1;
      const nodes = matching.slice(start, start + (first ?? 10));
      const end = start + nodes.length - 1;
      return {
        nodes,
        pageInfo: {
          hasNextPage: end + 1 < matching.length,
          hasPreviousPage: start > 0,
          startCursor: nodes.length ? cursorOf(start) : null,
          endCursor: nodes.length ? cursorOf(end) : null,
        },
      };
    },
    post: ({ id }: { id: string }) => newestFirst.find((post) => post.slug === id) ?? null,
    category: ({ id }: { id: string }) => {
      const members = inCategory(id);
      return members.length ? term(members[0]!.category, members.length) : null;
    },
    generalSettings: { url: 'http://wordpress.test' },
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the fake on a port the system picks. */
export async function startFakeWordPress(posts: readonly FakePost[]): Promise<FakeWordPress> {
  let rootValue = rootFor(posts);
  let mode: FakeWordPressMode = 'ok';
  let requests = 0;

  const server: Server = createServer(async (request, response) => {
    if (
      request.method !== 'POST' ||
      new URL(request.url ?? '/', 'http://fake').pathname !== '/graphql'
    ) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    requests += 1;
    const raw = await bodyOf(request);
    if (mode === 'http500') {
      response
        .writeHead(500, { 'content-type': 'text/html' })
        .end('<h1>Internal Server Error</h1>');
      return;
    }
    if (mode === 'garbage') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"data": {"posts": [unterminated');
      return;
    }
    const { query, variables } = JSON.parse(raw) as {
      query: string;
      variables?: Record<string, unknown>;
    };
    const result = await graphql({ schema, source: query, rootValue, variableValues: variables });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    setMode: (next) => {
      mode = next;
    },
    setPosts: (next) => {
      rootValue = rootFor(next);
    },
    requests: () => requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
