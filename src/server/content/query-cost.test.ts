import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { allQueries } from '@/lib/content-client/queries';
import { executeAgainst } from './executor';
import { checkQuery, queryLimits } from './query-cost';

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

  it('reads page sizes from variables, and assumes the largest when it cannot', () => {
    const slugs = Array.from({ length: 300 }, (_, i) => `s${i}: slug`).join(' ');
    const query = `query Q($n: Int) { posts(first: $n) { nodes { ${slugs} } } }`;
    expect(check(query, { n: 10 })).toEqual([]);
    expect(check(query, { n: 100 })).toEqual([tooMuch]);
    expect(check(query, { n: 'many' })).toEqual([tooMuch]);
    expect(check(query)).toEqual([tooMuch]);
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
