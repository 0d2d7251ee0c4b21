import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { allQueries } from '@/lib/content-client/queries';
import { executeAgainst } from './executor';
import { parsePostFile } from './markdown-source';
import { checkQuery, pageSizeOf, queryLimits } from './query-cost';

const check = (query: string, variables?: Record<string, unknown>, introspection = false) =>
  checkQuery(parse(query), { variables, introspection });

/** `fragment F0 on RootQuery { ...F1 ...F1 }` … : each level doubles what the one above would resolve. */
function fragmentBomb(levels: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on RootQuery { ...F${i + 1} ...F${i + 1} }`,
  );
  return `{ ...F0 } ${fragments.join(' ')} fragment F${levels} on RootQuery { __typename }`;
}

/** 300 small fields: fine on a page of 10, too much on a page of 100 (30,000 > 20,000). */
const slugs300 = Array.from({ length: 300 }, (_, i) => `s${i}: slug`).join(' ');
/** 101 contents of 20 each: too much on the default page of 10 (20,200 > 20,000). */
const contents101 = Array.from({ length: 101 }, (_, i) => `c${i}: content`).join(' ');

const tooMuch = expect.stringMatching(/^Query asks for too much/);

describe('the GraphQL cost check', () => {
  it('refuses a fragment chain that doubles 24 times, measuring each fragment once', async () => {
    // Without the memo this walks 2^24 spreads (over a minute); the test's 5 s limit would fail it.
    expect(check(fragmentBomb(24))).toContainEqual(tooMuch);
    const answer = await executeAgainst([], { query: fragmentBomb(30) });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.map((error) => error.message)).toContainEqual(tooMuch);
  });

  it('multiplies by page sizes: 395 aliased contents of 100 posts are refused', () => {
    const contents = Array.from({ length: 395 }, (_, i) => `c${i}: content`).join(' ');
    expect(check(`{ posts(first: 100) { nodes { ${contents} } } }`)).toEqual([tooMuch]);
    // The same selection of 5 aliased contents on 10 posts is a normal query.
    const few = Array.from({ length: 5 }, (_, i) => `c${i}: content`).join(' ');
    expect(check(`{ posts(first: 10) { nodes { ${few} } } }`)).toEqual([]);
  });

  it('reads page sizes from variables and their defaults, and assumes the largest when it cannot', () => {
    const query = `query Q($n: Int) { posts(first: $n) { nodes { ${slugs300} } } }`;
    expect(check(query, { n: 10 })).toEqual([]);
    expect(check(query, { n: 100 })).toEqual([tooMuch]);
    expect(check(query, { n: 'many' })).toEqual([tooMuch]);
    // A variable not given leaves the argument out: the resolver's default page of 10.
    expect(check(query)).toEqual([]);
    const withDefault = `query Q($n: Int = 100) { posts(first: $n) { nodes { ${slugs300} } } }`;
    expect(check(withDefault)).toEqual([tooMuch]);
    expect(check(withDefault, { n: 5 })).toEqual([]);
    const backwards = `query Q($n: Int) { posts(last: $n) { nodes { ${slugs300} } } }`;
    expect(check(backwards, { n: 100 })).toEqual([tooMuch]);
  });

  // Each of these returned up to 100 posts while the rule counted one page of 0, 1 or 10.
  it.each([
    ['last before first', `{ posts(last: 0, first: 100) { nodes { ${slugs300} } } }`],
    ['first before last', `{ posts(first: 100, last: 0) { nodes { ${slugs300} } } }`],
    ['a null last', `{ posts(last: null, first: 100) { nodes { ${slugs300} } } }`],
    [
      'first: 0 (WordPress reads it as its default)',
      `{ posts(first: 0) { nodes { ${contents101} } } }`,
    ],
    ['no size at all (the default page)', `{ posts { nodes { ${contents101} } } }`],
    [
      'nodes inside a named fragment',
      `{ posts { ...P } } fragment P on RootQueryToPostConnection { nodes { ${contents101} } }`,
    ],
    [
      'nodes inside an inline fragment',
      `{ posts { ... on RootQueryToPostConnection { nodes { ${contents101} } } } }`,
    ],
    [
      'edges inside a fragment inside a fragment',
      `{ posts { ...A } } fragment A on RootQueryToPostConnection { ...B } ` +
        `fragment B on RootQueryToPostConnection { edges { node { ${contents101} } } }`,
    ],
    [
      'the same fragment under a small and a large page',
      `{ a: posts(first: 1) { ...P } b: posts(first: 100) { ...P } } ` +
        `fragment P on RootQueryToPostConnection { nodes { ${slugs300} } }`,
    ],
    ['an aliased connection', `{ all: posts(first: 100) { list: nodes { ${slugs300} } } }`],
  ])('counts what the resolver returns: %s', (_name, query) => {
    expect(check(query)).toEqual([tooMuch]);
  });

  it('never counts fewer nodes than the built-in resolver returns, whatever first and last say', async () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      parsePostFile(
        `p${i}.md`,
        `---\ntitle: P${i}\nslug: p${i}\ndate: 2025-01-01\nauthor: A\nexcerpt: E\ncategories: [blog]\n---\nBody\n`,
      ),
    );
    const values = [undefined, null, -1, 0, 1, 10, 100, 1000];
    for (const first of values)
      for (const last of values) {
        const args = [
          first === undefined ? '' : `first: ${first}`,
          last === undefined ? '' : `last: ${last}`,
        ]
          .filter(Boolean)
          .join(', ');
        const query = `{ posts${args ? `(${args})` : ''} { nodes { slug } } }`;
        const answer = await executeAgainst(many, { query });
        const returned = (answer.data as { posts: { nodes: unknown[] } }).posts.nodes.length;
        expect(returned, query).toBeLessThanOrEqual(pageSizeOf([first, last]));
      }
  });

  it('counts one page for a first or last the resolver reads as one page', () => {
    expect(pageSizeOf([])).toBe(10);
    expect(pageSizeOf([undefined, undefined])).toBe(10);
    expect(pageSizeOf([1])).toBe(1);
    expect(pageSizeOf([0, 100])).toBe(100);
    expect(pageSizeOf([null, 100])).toBe(100);
    expect(pageSizeOf([5, null])).toBe(10);
    expect(pageSizeOf([-5])).toBe(0);
    expect(pageSizeOf([1e9])).toBe(100);
    expect(pageSizeOf(['100'])).toBe(100);
  });

  it('lets every query the site sends through at its largest page size', () => {
    for (const query of Object.values(allQueries))
      expect(check(query, { first: 100, slug: 'a', category: 'blog' }), query).toEqual([]);
  });

  it('counts root fields and depth through fragments', () => {
    const roots = Array.from(
      { length: queryLimits.maxRootFields + 1 },
      (_, i) => `a${i}: posts { nodes { slug } }`,
    );
    expect(check(`{ ...R } fragment R on RootQuery { ${roots.join(' ')} }`)).toContain(
      `Query has too many root fields (at most ${queryLimits.maxRootFields}).`,
    );
    const deep = `{ ${'post(id: "a") { author { node { '.repeat(4)} name ${'} } }'.repeat(4)} }`;
    expect(check(deep)).toContain(`Query is too deep (at most ${queryLimits.maxDepth} levels).`);
  });

  it('accepts queries only: mutations and subscriptions are refused', () => {
    const onlyQueries = 'Only queries are accepted (no mutations or subscriptions).';
    expect(check('mutation { deletePost(input: {id: "1"}) { deletedId } }')).toEqual([onlyQueries]);
    expect(check('subscription { postUpdated { id } }')).toEqual([onlyQueries]);
  });

  it('refuses introspection unless it is allowed', () => {
    const introspection = '{ __schema { types { name } } }';
    expect(check(introspection)).toEqual(['Introspection is disabled on this server.']);
    expect(
      check('{ a: posts { nodes { ...T } } } fragment T on Post { __type(name: "Post") { name } }'),
    ).toEqual(['Introspection is disabled on this server.']);
    expect(check(introspection, undefined, true)).toEqual([]);
    expect(check('{ posts { nodes { __typename } } }')).toEqual([]);
  });
});
