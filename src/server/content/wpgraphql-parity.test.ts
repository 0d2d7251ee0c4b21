import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerAgainst } from './executor';
import { parsePostFile, type SourcePost } from './markdown-source';

/**
 * The built-in service against real WPGraphQL answers (tests/fixtures/wordpress, captured from
 * WordPress 7 + WPGraphQL 2.20 with the WordPress suite's content): each fixture's own request
 * runs against built-in posts written like the seeded ones, and must answer in the same shape
 * and, where the site depends on it, with the same values.
 */

interface Fixture {
  request: { query: string; variables: Record<string, unknown> };
  response: { status: number; body: { data?: unknown; errors?: unknown[] } };
}

const fixture = (name: string): Fixture =>
  JSON.parse(
    readFileSync(path.join(process.cwd(), 'tests/fixtures/wordpress', `${name}.json`), 'utf8'),
  ) as Fixture;

function source(front: Record<string, string>, body: string): SourcePost {
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${value}`);
  return parsePostFile(
    `${front.slug}.md`,
    `---\n${lines.join('\n')}\nauthor: Editor\n---\n\n${body}\n`,
  );
}

// The seeded posts the fixtures were captured with (tests/wordpress/seed.ts), as front matter.
const fieldNotes = Array.from({ length: 12 }, (_, index) => {
  const day = String(index + 1).padStart(2, '0');
  return source(
    {
      slug: `field-note-${day}`,
      title: `"Field note ${index + 1}: tender deadlines in week ${index + 1}"`,
      date: `"2026-01-${day} 10:15"`,
      excerpt: `"What changed in week ${index + 1}."`,
      categories: '[blog]',
    },
    `Deadlines that moved in week ${index + 1}, and what bid teams did about them.\n\n## What to do\n\nCheck the portal every morning.`,
  );
});
const posts = [
  ...fieldNotes,
  source(
    {
      slug: 'tenders-and-bids-the-buyers-shortlist',
      title: '"Tenders & bids: the buyer’s “shortlist”"',
      date: '"2026-02-04 08:00"',
      excerpt: '"Who makes the list, and why."',
      categories: '[blog]',
    },
    'How buyers shortlist bidders.',
  ),
  source(
    {
      slug: 'bid-bonds-without-the-jargon',
      title: '"Bid bonds without the jargon"',
      date: '"2026-02-02 11:00"',
      categories: '[blog]',
    },
    [
      '## Why guarantees matter',
      'Every government tender asks for a bid bond, and most suppliers meet it with a bank guarantee. The amount, the wording and the validity are set by the tender documents, and a guarantee that does not match them gets the bid excluded before anyone reads the technical offer.',
      '## Performance guarantees',
      'Once the contract is awarded, the bid bond is returned and a performance guarantee takes its place for the length of the contract, with its own amount and its own rules for release at the end.',
    ].join('\n\n'),
  ),
  source(
    {
      slug: 'how-we-work-with-bid-teams',
      title: '"How we work with bid teams"',
      date: '"2025-06-01 09:00"',
      excerpt: '"Our way of working, pinned to the top of the blog."',
      categories: '[blog]',
      featured: 'true',
    },
    'We join your bid team for the length of a tender.',
  ),
  source(
    {
      slug: 'cleaning-contract-for-two-hospitals',
      title: '"A cleaning contract for two hospitals"',
      date: '"2026-01-25 09:00"',
      excerpt: '"Two hospitals, one contract."',
      categories: '["Client success stories"]',
    },
    '## The result\n\nA three-year contract.',
  ),
].sort((a, b) => b.date.localeCompare(a.date));
// The built-in derives a category's slug from its name; the renamed one keeps `story`.
for (const post of posts)
  post.categories = post.categories.map((term) =>
    term.name === 'Client success stories' ? { ...term, slug: 'story' } : term,
  );

const ask = (name: string) => {
  const { request } = fixture(name);
  return answerAgainst(posts, request, { introspection: false });
};

/** The JSON shape of a value: its keys and the kinds of their values (a list by its first item). */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [shape(value[0])] : [];
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'extensions')
        .map(([key, inner]) => [key, shape(inner)]),
    );
  return value === null ? null : typeof value;
}

describe('the built-in service answers like WPGraphQL', () => {
  it('titles as text: entities decoded, quotes as WordPress shows them', async () => {
    const answer = await ask('titles');
    expect(answer.body).toEqual({ data: fixture('titles').response.body.data });
  });

  it('times: the local date and its UTC twin (dateGmt, modifiedGmt), with the time of day', async () => {
    const answer = await ask('dates');
    expect(answer.body).toEqual({ data: fixture('dates').response.body.data });
  });

  it('makes an excerpt when the author wrote none, exactly as WordPress does', async () => {
    const answer = await ask('auto-excerpt');
    const expected = fixture('auto-excerpt').response.body.data as { post: { excerpt: string } };
    expect((answer.body.data as { post: { excerpt: string } }).post.excerpt).toBe(
      expected.post.excerpt,
    );
  });

  it('filters categories by slug only: a renamed category’s new name matches nothing', async () => {
    expect((await ask('category-by-name')).body).toEqual({
      data: fixture('category-by-name').response.body.data,
    });
    const bySlug = await answerAgainst(posts, {
      query: fixture('category-by-name').request.query,
      variables: { category: 'story' },
    });
    expect(bySlug.body.data).toEqual({
      posts: { nodes: [{ slug: 'cleaning-contract-for-two-hospitals' }] },
    });
  });

  it('orders a search by relevance: a title match before newer posts that only mention it', async () => {
    const answer = await ask('search-relevance');
    const titles = (data: unknown) =>
      (data as { posts: { nodes: { title: string }[] } }).posts.nodes.map((node) => node.title);
    expect(titles(answer.body.data)).toEqual(
      titles(fixture('search-relevance').response.body.data),
    );
  });

  it('leaves stickiness to the caller: lists are by date, isSticky picks pinned or other posts', async () => {
    const answer = await ask('sticky-posts');
    const expected = fixture('sticky-posts').response.body.data;
    expect(shape(answer.body.data)).toEqual(shape(expected));
    const slugs = (data: unknown, list: string) =>
      (data as Record<string, { nodes: { slug: string }[] }>)[list]!.nodes.map((node) => node.slug);
    expect(slugs(answer.body.data, 'pinned')).toEqual(slugs(expected, 'pinned'));
    expect(slugs(answer.body.data, 'rest')).not.toContain('how-we-work-with-bid-teams');
    expect(slugs(answer.body.data, 'all')[0]).not.toBe('how-we-work-with-bid-teams');
  });

  it('excludes password-protected posts on request (`hasPassword: false`)', async () => {
    const answer = await ask('protected-post-excluded');
    expect(answer.body.errors).toBeUndefined();
    expect(shape(answer.body.data)).toEqual(
      shape(fixture('protected-post-excluded').response.body.data),
    );
  });

  // WordPress answers a syntax error 500; the site says 400 (a client's mistake is never a 5xx).
  it.each([
    ['error-syntax', 400],
    ['error-validation', 200],
  ])('answers %s with status %i and WordPress’s errors list', async (name, status) => {
    const answer = await ask(name);
    expect(answer.status).toBe(status);
    expect(shape(answer.body)).toEqual(shape(fixture(name).response.body));
  });
});
