import { readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { buildSchema, graphql } from 'graphql';

/**
 * A stand-in WordPress for e2e tests: a GraphQL endpoint built from the REAL WPGraphQL schema
 * (so it rejects any query WordPress would), serving posts the test controls, and able to fail
 * the ways a real service does (HTTP 500, a non-JSON page, a dropped connection).
 */

const schema = buildSchema(readFileSync(path.join(__dirname, '../fixtures/wpgraphql/schema.graphql'), 'utf8'));

export interface FakePost {
  slug: string;
  /** As WordPress renders it: HTML entities included. */
  title: string;
  date: string;
  content: string;
  excerpt?: string;
  category: 'Blog' | 'Story';
  tags?: string[];
  sticky?: boolean;
}

export type FakeMode = 'ok' | 'http-500' | 'garbage' | 'drop';

const base64 = (text: string) => Buffer.from(text).toString('base64');

function term(name: string, databaseId: number, count: number) {
  return { id: base64(`term:${databaseId}`), databaseId, name, slug: name.toLowerCase().replace(/\s+/g, '-'), count, uri: `/category/${name.toLowerCase()}/` };
}

function wpPost(post: FakePost, index: number, all: FakePost[]) {
  const databaseId = 1000 + index;
  return {
    id: base64(`post:${databaseId}`),
    databaseId,
    slug: post.slug,
    title: post.title,
    date: post.date,
    modified: post.date,
    content: post.content,
    excerpt: `<p>${post.excerpt ?? 'An excerpt.'}</p>\n`,
    isSticky: post.sticky ?? false,
    author: { node: { name: 'Fake Author' } },
    featuredImage: null,
    categories: () => ({ nodes: [term(post.category, post.category === 'Blog' ? 2 : 3, all.filter((p) => p.category === post.category).length)] }),
    tags: () => ({ nodes: (post.tags ?? []).map((name, i) => term(name, 100 + i, 1)) }),
  };
}

export class FakeWordPress {
  posts: FakePost[] = [];
  mode: FakeMode = 'ok';
  requests = 0;
  private server: Server | undefined;
  private sockets = new Set<Socket>();

  constructor(posts: FakePost[]) {
    this.posts = posts;
  }

  private root() {
    const sorted = [...this.posts].sort((a, b) => b.date.localeCompare(a.date));
    const nodes = sorted.map((post, index) => ({ post, node: wpPost(post, index, sorted) }));
    return {
      post: ({ id, idType }: { id: string; idType?: string }) => (idType === 'SLUG' ? (nodes.find((n) => n.post.slug === id)?.node ?? null) : null),
      posts: ({ first = 10, after, where }: { first?: number; after?: string | null; where?: { categoryName?: string | null } }) => {
        const list = nodes.filter((n) => !where?.categoryName || n.post.category.toLowerCase() === where.categoryName.toLowerCase());
        const start = after ? list.findIndex((n) => base64(`arrayconnection:${n.node.databaseId}`) === after) + 1 : 0;
        const page = list.slice(start, start + Math.min(first, 100));
        const last = page.at(-1);
        return {
          nodes: page.map((n) => n.node),
          pageInfo: {
            hasNextPage: start + page.length < list.length,
            hasPreviousPage: start > 0,
            startCursor: page[0] ? base64(`arrayconnection:${page[0].node.databaseId}`) : null,
            endCursor: last ? base64(`arrayconnection:${last.node.databaseId}`) : null,
          },
        };
      },
      category: ({ id }: { id: string }) => {
        const count = this.posts.filter((p) => p.category.toLowerCase() === id.toLowerCase()).length;
        return count ? { count } : null;
      },
    };
  }

  private async answer(body: string, response: ServerResponse) {
    if (this.mode === 'drop') {
      response.socket?.destroy();
      return;
    }
    if (this.mode === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Error establishing a database connection</body></html>');
      return;
    }
    if (this.mode === 'http-500') {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ errors: [{ message: 'Internal server error' }] }));
      return;
    }
    const { query, variables } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
    const result = await graphql({ schema, source: query, variableValues: variables, rootValue: this.root() });
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
  }

  async start(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        this.requests += 1;
        this.answer(body, response).catch((error: Error) => response.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: error.message })));
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/graphql`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
