import type { RunningServer } from '../../api/support/server';
import { expect, test } from '../fixtures';
import { entitiesPost, stickyPost } from '../seed';
import { sitePorts, startSite } from '../site';

/**
 * Defect 8 of issue 22: the built-in content service (content/posts through /api/graphql) must
 * answer like WPGraphQL wherever the site depends on the answer. Each test asks the real
 * WordPress and a server of the build without NEXT_PUBLIC_WPGRAPHQL_URL the same thing.
 */

// One worker runs them in order: one server of the built-in content service for all three.
test.describe.configure({ mode: 'default' });

let builtIn: RunningServer;

test.beforeAll(async () => {
  // A server's start: seconds on a quiet machine, much longer beside other work.
  test.setTimeout(120_000);
  // No NEXT_PUBLIC_WPGRAPHQL_URL: the built-in content service.
  builtIn = await startSite(sitePorts(80), {
    AUTH_SECRET: 'wordpress-suite-auth-secret-0123456789abcdef',
  });
});

test.afterAll(async () => {
  await builtIn?.stop();
});

async function askBuiltIn(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${builtIn.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data: { posts: { nodes: { title: string; date?: string }[] } };
      errors?: unknown[];
    },
  };
}

const entity = /&(#\d+|#x[0-9a-f]+|[a-z]+);/i;

test('defect 8: titles are text, as WordPress answers them, not HTML with entities', async ({
  wordpress,
}) => {
  const query = '{ posts(first: 100) { nodes { slug title } } }';
  const fromWordPress = await wordpress.graphql<{
    data: { posts: { nodes: { slug: string; title: string }[] } };
  }>(query);
  const shown = fromWordPress.body.data.posts.nodes.find((post) => post.slug === entitiesPost.slug);
  expect(shown?.title).toBe(entitiesPost.shownTitle);
  const fromBuiltIn = await askBuiltIn(query);
  const titles = (fromBuiltIn.body.data.posts.nodes as { title: string }[]).map(
    (post) => post.title,
  );
  expect(titles.some((title) => /['&]/.test(title) || /[’“”]/.test(title))).toBe(true);
  expect(titles.filter((title) => entity.test(title))).toEqual([]);
});

test('defect 8: search answers best match first (a title match before newer posts that only mention it)', async ({
  wordpress,
}) => {
  const query =
    'query($search: String!) { posts(first: 10, where: { search: $search }) { nodes { title date } } }';
  const fromWordPress = await wordpress.graphql<{
    data: { posts: { nodes: { title: string }[] } };
  }>(query, {
    search: 'bid teams',
  });
  // WordPress: the oldest post, the only one with the words in its title, comes first.
  expect(fromWordPress.body.data.posts.nodes[0]?.title).toBe(stickyPost.title);
  expect(fromWordPress.body.data.posts.nodes.length).toBeGreaterThan(1);

  const fromBuiltIn = await askBuiltIn(query, { search: 'joint venture' });
  const nodes = fromBuiltIn.body.data.posts.nodes;
  expect(nodes.length).toBeGreaterThan(1);
  expect(nodes[0]!.title).toMatch(/^Joint Ventures with Saudi Partners/);
});

test('defect 8: a query that does not validate gets the status WordPress gives; one that does not parse a 400 where WordPress says 500', async ({
  wordpress,
}) => {
  const post = (url: string, query: string) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
  // WordPress answers a query that does not parse 500; the site 400 (a client's mistake is never
  // a 5xx from the site: monitors read a 5xx as the site failing). One that does not validate: 200.
  for (const [query, wordPressStatus, siteStatus] of [
    ['{ posts { nodes { id }', 500, 400],
    ['{ posts { nodes { notAField } } }', 200, 200],
  ] as const) {
    const [fromWordPress, fromBuiltIn] = await Promise.all([
      post(wordpress.graphqlUrl, query),
      post(`${builtIn.url}/api/graphql`, query),
    ]);
    expect({ query, wordPress: fromWordPress.status, site: fromBuiltIn.status }).toEqual({
      query,
      wordPress: wordPressStatus,
      site: siteStatus,
    });
    const answer = (await fromBuiltIn.json()) as { errors?: unknown[] };
    expect(answer.errors?.length).toBeGreaterThan(0);
  }
});
