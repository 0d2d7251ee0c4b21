import { describe, expect, it, vi } from 'vitest';
import { parseHostConfig } from '#host/shared';
import { allQueries } from '@/lib/content-client/queries';
import { handleGraphQLRequest } from './graphql-endpoint';

const json = { 'content-type': 'application/json' };
const request = (body: string, headers: Record<string, string> = json) =>
  new Request('http://localhost/api/graphql', { method: 'POST', headers, body });
const post = (body: string, headers: Record<string, string> = json) =>
  handleGraphQLRequest(request(body, headers));
/** As the site serves with NEXT_PUBLIC_WPGRAPHQL_URL set and introspection off. */
const toWordPress = (body: string) =>
  handleGraphQLRequest(
    request(body),
    parseHostConfig({
      NEXT_PUBLIC_WPGRAPHQL_URL: 'https://cms.example.com/graphql',
      GRAPHQL_INTROSPECTION: 'false',
    }),
  );

describe('POST /api/graphql (built-in)', () => {
  it('answers a query from content/posts', async () => {
    const response = await post(
      JSON.stringify({
        query: allQueries.POST_SUMMARIES_QUERY,
        variables: { first: 10, where: { hasPassword: false } },
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { posts: { nodes: unknown[] } } };
    expect(body.data.posts.nodes).toHaveLength(10);
  });

  it.each([
    [
      'not JSON',
      'query=1',
      { 'content-type': 'application/json' },
      400,
      'The request body is not valid JSON: check the quotes, commas and brackets.',
    ],
    [
      'a form post',
      '{"query":"{a}"}',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'Send the request body as JSON with "Content-Type: application/json".',
    ],
    [
      'no query',
      '{"variables":{}}',
      { 'content-type': 'application/json' },
      400,
      'Invalid input: expected string, received undefined',
    ],
    [
      'variables that are not an object',
      '{"query":"{ posts { nodes { id } } }","variables":[1]}',
      { 'content-type': 'application/json' },
      400,
      expect.stringContaining('expected record'),
    ],
    // A query that does not validate is 200, as WPGraphQL answers it; one that does not parse is
    // 400 (WPGraphQL says 500: a client's mistake is never a 5xx here), each with `errors`.
    [
      'an unknown field',
      '{"query":"{ nope }"}',
      { 'content-type': 'application/json' },
      200,
      'Cannot query field "nope" on type "RootQuery".',
    ],
    [
      'a syntax error',
      '{"query":"{ posts { nodes { id }"}',
      { 'content-type': 'application/json' },
      400,
      'Syntax Error: Expected Name, found <EOF>.',
    ],
  ])('rejects %s with a JSON error', async (_label, body, headers, status, message) => {
    const response = await post(body, headers);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ errors: [expect.objectContaining({ message })] });
  });

  it('rejects bodies over 32 KiB with 413', async () => {
    const response = await post(
      JSON.stringify({ query: `{ posts { nodes { id } } } #${'x'.repeat(40_000)}` }),
    );
    expect(response.status).toBe(413);
  });
});

describe('POST /api/graphql (pass-through to WordPress)', () => {
  it('forwards {query, variables} to NEXT_PUBLIC_WPGRAPHQL_URL and returns its answer', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ data: { post: null } }));
    const response = await toWordPress(
      JSON.stringify({ query: allQueries.POST_PAGE_QUERY, variables: { slug: 'x' } }),
    );
    expect(await response.json()).toEqual({ data: { post: null } });
    expect(fetch).toHaveBeenCalledWith(
      'https://cms.example.com/graphql',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ query: allQueries.POST_PAGE_QUERY, variables: { slug: 'x' } }),
      }),
    );
  });

  it('answers 502 with its own message, never WordPress’s error body, when it fails, sends garbage or is down', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    fetch.mockResolvedValueOnce(
      Response.json(
        {
          errors: [{ message: 'Internal server error', debug: ['#0 /var/www/wp-includes/db.php'] }],
        },
        { status: 500 },
      ),
    );
    let response = await toWordPress(JSON.stringify({ query: '{ posts { nodes { id } } }' }));
    expect([response.status, await response.json()]).toEqual([
      502,
      { errors: [{ message: 'The content service is unavailable. Please try again later.' }] },
    ]);

    fetch.mockResolvedValueOnce(
      new Response('<html>Error establishing a database connection</html>', { status: 200 }),
    );
    response = await toWordPress(JSON.stringify({ query: '{ posts { nodes { id } } }' }));
    expect([response.status, await response.json()]).toEqual([
      502,
      { errors: [{ message: 'The content service is unavailable. Please try again later.' }] },
    ]);

    fetch.mockRejectedValueOnce(new TypeError('fetch failed'));
    response = await toWordPress(JSON.stringify({ query: '{ posts { nodes { id } } }' }));
    expect(response.status).toBe(502);
  });

  it.each([
    ['a mutation', 'mutation { deletePost(input: {id: "1"}) { deletedId } }', 'Only queries'],
    [
      'a fragment bomb',
      `{ ...F0 } ${Array.from({ length: 24 }, (_, i) => `fragment F${i} on RootQuery { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F24 on RootQuery { __typename }`,
      'Query asks for too much',
    ],
    ['introspection', '{ __schema { types { name } } }', 'Introspection is disabled'],
  ])('refuses %s without forwarding it', async (_label, query, message) => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const response = await toWordPress(JSON.stringify({ query }));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { message: string }[] };
    expect(errors.map((error) => error.message).join(' ')).toContain(message);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers a syntax error itself, as a 400 with WordPress’s errors list', async () => {
    vi.stubEnv('NEXT_PUBLIC_WPGRAPHQL_URL', 'https://cms.example.com/graphql');
    const fetch = vi.spyOn(globalThis, 'fetch');
    const response = await post(JSON.stringify({ query: '{ posts {' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { message: expect.stringMatching(/^Syntax Error/), locations: [{ line: 1, column: 10 }] },
      ],
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
