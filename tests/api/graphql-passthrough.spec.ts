import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer, type RunningServer } from './support/server';

// The site pointed at a "WordPress" that misbehaves on request: it redirects, leaks a stack
// trace, or sends an endless body. The pass-through must check queries before forwarding and
// answer with its own errors.
type Mode = 'ok' | 'redirect' | 'stack-trace' | 'endless';
let mode: Mode = 'ok';
let forwarded: string[] = [];
let internalHits = 0;
let endlessBytes = 0;
let upstream: Server;
let site: RunningServer;
let dataDir: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  upstream = createServer((request, response) => {
    if (request.url === '/internal') {
      internalHits += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('{"data":{"secret":"internal"}}');
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      forwarded.push(body);
      if (mode === 'redirect') {
        response.writeHead(307, { location: '/internal' });
        return response.end();
      }
      if (mode === 'stack-trace') {
        response.writeHead(500, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({
            errors: [{ message: 'boom', trace: '#0 /var/www/wp-includes/class-wpdb.php' }],
          }),
        );
      }
      if (mode === 'endless') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"data":"');
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          while (endlessBytes < 60 * 1024 * 1024 && !response.destroyed) {
            endlessBytes += chunk.length;
            if (!response.write(chunk)) return response.once('drain', pump);
          }
          if (!response.destroyed) response.end('"}');
        };
        return pump();
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"data":{"posts":{"nodes":[]}}}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as { port: number };
  dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-passthrough-'));
  site = await startServer({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'passthrough-secret-passthrough-secret-01',
    NEXT_PUBLIC_WPGRAPHQL_URL: `http://127.0.0.1:${port}/graphql`,
  });
});

test.afterAll(async () => {
  await site?.stop();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  mode = 'ok';
  forwarded = [];
});

const ask = (query: string) =>
  fetch(`${site.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });

test('forwards an ordinary query and relays the answer', async () => {
  const response = await ask('{ posts(first: 10) { nodes { slug } } }');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: { posts: { nodes: [] } } });
  expect(forwarded).toHaveLength(1);
});

test('refuses mutations, fragment bombs, 1,000 aliases and introspection without forwarding them', async () => {
  const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: posts { nodes { slug } }`).join(
    ' ',
  );
  const bomb = `{ ...F0 } ${Array.from({ length: 24 }, (_, i) => `fragment F${i} on RootQuery { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F24 on RootQuery { __typename }`;
  for (const query of [
    'mutation { deletePost(input: {id: "1"}) { deletedId } }',
    'subscription { postUpdated { id } }',
    bomb,
    `{ ${aliases} }`,
    '{ __schema { types { name } } }',
  ]) {
    const response = await ask(query);
    expect(response.status, query.slice(0, 40)).toBe(400);
    expect((await response.json()).errors.length).toBeGreaterThan(0);
  }
  expect(forwarded).toEqual([]);
});

test('refuses page sizes hidden by argument order, null or fragments without forwarding them', async () => {
  const slugs = Array.from({ length: 300 }, (_, i) => `s${i}: slug`).join(' ');
  const contents = Array.from({ length: 101 }, (_, i) => `c${i}: content`).join(' ');
  for (const query of [
    `{ posts(last: 0, first: 100) { nodes { ${slugs} } } }`,
    `{ posts(last: null, first: 100) { nodes { ${slugs} } } }`,
    `{ posts(first: 0) { nodes { ${contents} } } }`,
    `{ posts { ...P } } fragment P on RootQueryToPostConnection { nodes { ${contents} } }`,
  ]) {
    const response = await ask(query);
    expect(response.status, query.slice(0, 40)).toBe(400);
    expect((await response.json()).errors[0].message).toMatch(/^Query asks for too much/);
  }
  expect(forwarded).toEqual([]);
});

test('never follows a redirect', async () => {
  mode = 'redirect';
  const response = await ask('{ posts { nodes { slug } } }');
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({
    errors: [{ message: 'The content service is unavailable. Please try again later.' }],
  });
  expect(internalHits).toBe(0);
});

test('answers with its own error, never the service’s error body', async () => {
  mode = 'stack-trace';
  const response = await ask('{ posts { nodes { slug } } }');
  expect(response.status).toBe(502);
  const text = await response.text();
  expect(text).not.toContain('wp-includes');
  expect(JSON.parse(text)).toEqual({
    errors: [{ message: 'The content service is unavailable. Please try again later.' }],
  });
});

test('stops reading an endless answer and says so', async () => {
  mode = 'endless';
  const response = await ask('{ posts { nodes { slug } } }');
  expect(response.status).toBe(502);
  await expect.poll(() => endlessBytes).toBeGreaterThan(0);
  expect(endlessBytes).toBeLessThan(20 * 1024 * 1024);
});
