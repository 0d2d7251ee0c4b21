import { describe, expect, it } from 'vitest';
import { allQueries } from '@/lib/content-client/queries';
import { executeAgainst, executeBuiltIn, exceedsJsonSize, maxResponseBytes } from './executor';
import { queryLimits } from './query-cost';
import { parsePostFile, type SourcePost } from './markdown-source';

function post(slug: string, date: string, categories: string[], extra = ''): SourcePost {
  return parsePostFile(
    `${slug}.md`,
    `---
title: "Title of ${slug} & co"
slug: ${slug}
date: ${date}
author: Author
excerpt: "Excerpt of ${slug}"
categories: [${categories.join(', ')}]
tags: [Alpha]
${extra}---

## Heading of ${slug}

Body of ${slug}.
`,
  );
}

const posts = [
  post('newest', '2025-05-01', ['blog']),
  post('story-one', '2025-04-01', ['Story'], 'featured: true\n'),
  post('middle', '2025-03-01', ['blog']),
  post('oldest', '2025-02-01', ['blog']),
];

const run = (query: string, variables?: Record<string, unknown>) =>
  executeAgainst(posts, { query, variables });

describe('the built-in WPGraphQL-compatible service', () => {
  it('answers a list of posts like WordPress, newest first, with rendered HTML', async () => {
    const result = await run(`{
      posts(first: 10) {
        nodes {
          id title date content slug
          author { node { name } }
          featuredImage { node { sourceUrl } }
          categories(first: 5) { nodes { id databaseId name slug count } }
          tags(first: 10) { nodes { name slug count } }
        }
      }
    }`);
    expect(result.errors).toBeUndefined();
    const nodes = (result.data as { posts: { nodes: Record<string, unknown>[] } }).posts.nodes;
    expect(nodes.map((node) => node.slug)).toEqual(['newest', 'story-one', 'middle', 'oldest']);
    expect(nodes[0]).toMatchObject({
      id: Buffer.from(`post:${posts[0]!.databaseId}`).toString('base64'),
      title: 'Title of newest & co',
      date: '2025-05-01T00:00:00',
      content: expect.stringContaining('<h2>Heading of newest</h2>'),
      author: { node: { name: 'Author' } },
      featuredImage: null,
      categories: {
        nodes: [
          {
            name: 'blog',
            slug: 'blog',
            count: 3,
            databaseId: expect.any(Number),
            id: expect.any(String),
          },
        ],
      },
      tags: { nodes: [{ name: 'Alpha', slug: 'alpha', count: 4 }] },
    });
  });

  it('finds a post by slug, or answers null', async () => {
    const found = await run(allQueries.POST_PAGE_QUERY, { slug: 'story-one' });
    expect(found.data).toMatchObject({
      post: { slug: 'story-one', hasPassword: false, excerpt: '<p>Excerpt of story-one</p>\n' },
    });
    expect((await run(allQueries.POST_PAGE_QUERY, { slug: 'missing' })).data).toMatchObject({
      post: null,
    });
  });

  it('pages through a category with cursors and pageInfo', async () => {
    const where = { categoryName: 'blog', hasPassword: false };
    const first = await run(allQueries.POST_SUMMARIES_QUERY, { first: 2, where });
    const firstPage = (
      first.data as {
        posts: { nodes: { slug: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
      }
    ).posts;
    expect(firstPage.nodes.map((node) => node.slug)).toEqual(['newest', 'middle']);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const second = await run(allQueries.POST_SUMMARIES_QUERY, {
      first: 2,
      where,
      after: firstPage.pageInfo.endCursor,
    });
    expect(second.data).toMatchObject({
      posts: { nodes: [{ slug: 'oldest' }], pageInfo: { hasNextPage: false } },
    });
    const bad = await run(allQueries.POST_SUMMARIES_QUERY, {
      first: 2,
      after: 'bm9wZQ==',
      where: {},
    });
    expect(bad.errors?.[0]?.message).toBe('Invalid cursor: bm9wZQ==');
  });

  it('filters by category slug and stickiness, searches every word, and frames a list', async () => {
    const stories = await run('{ posts(where: {categoryName: "story"}) { nodes { slug } } }');
    expect(stories.data).toEqual({ posts: { nodes: [{ slug: 'story-one' }] } });
    const search = await run('{ posts(where: {search: "body MIDDLE"}) { nodes { slug } } }');
    expect(search.data).toEqual({ posts: { nodes: [{ slug: 'middle' }] } });
    // Arabic words match whatever the spelling of alef, teh marbuta or tashkeel, as WordPress
    // with the companion plugin matches them.
    const arabic = parsePostFile(
      'arabic.md',
      `---\ntitle: "دليل إعتماد للموردين"\nslug: etimad-guide\ndate: 2025-01-01\nauthor: Author\ncategories: [blog]\nlanguage: ar\n---\n\nالمنافسات الحكومية في المملكة.\n`,
    );
    for (const spelling of ['اعتماد', 'الحكوميه', 'المُنافسات']) {
      const found = await executeAgainst([...posts, arabic], {
        query: `{ posts(where: {search: "${spelling}"}) { nodes { slug } } }`,
      });
      expect(found.data, spelling).toEqual({ posts: { nodes: [{ slug: 'etimad-guide' }] } });
    }
    const frame = await run(allQueries.POST_LIST_FRAME_QUERY, {
      category: 'story',
      categoryId: 'story',
    });
    expect(frame.data).toMatchObject({
      sticky: { nodes: [{ slug: 'story-one', isSticky: true }] },
      category: { count: 1 },
      protected: { nodes: [] },
    });
  });

  it('clamps page sizes to 100 and supports last/before', async () => {
    const last = await run(
      '{ posts(last: 2) { nodes { slug } pageInfo { hasPreviousPage hasNextPage } } }',
    );
    expect(last.data).toEqual({
      posts: {
        nodes: [{ slug: 'middle' }, { slug: 'oldest' }],
        pageInfo: { hasPreviousPage: true, hasNextPage: false },
      },
    });
    const huge = await run('{ posts(first: 100000) { nodes { slug } } }');
    expect((huge.data as { posts: { nodes: unknown[] } }).posts.nodes).toHaveLength(4);
  });

  it('rejects invalid and too aliased queries with GraphQL errors', async () => {
    expect((await run('{ posts { nodes { nope } } }')).errors?.[0]?.message).toBe(
      'Cannot query field "nope" on type "Post".',
    );
    expect((await run('{ posts {')).errors?.[0]?.message).toMatch(/^Syntax Error/);
    const aliases = Array.from(
      { length: queryLimits.maxRootFields + 1 },
      (_, i) => `a${i}: posts { nodes { slug } }`,
    ).join(' ');
    expect((await run(`{ ${aliases} }`)).errors?.[0]?.message).toBe(
      `Query has too many root fields (at most ${queryLimits.maxRootFields}).`,
    );
    const fragments = `fragment F on Post { categories { nodes { slug } } } { posts { nodes { ...F } } }`;
    expect((await run(fragments)).errors).toBeUndefined();
  });

  it('serves the real content/posts in-process', async () => {
    const result = await executeBuiltIn({
      query: allQueries.POST_PAGE_QUERY,
      variables: { slug: 'how-the-etimad-portal-works-for-suppliers' },
    });
    expect(result.data).toMatchObject({
      post: {
        title: 'How the Etimad Portal Works for Suppliers',
        featuredImage: {
          node: {
            sourceUrl: '/images/posts/how-the-etimad-portal-works-for-suppliers.webp',
            mediaDetails: { width: 1200, height: 630 },
          },
        },
      },
    });
  });

  it('refuses an answer larger than its size limit instead of building it into a reply', async () => {
    const big = Array.from({ length: 30 }, (_, i) => ({
      ...post(`big-${i}`, '2025-01-01', ['blog']),
      html: `<p>${'x'.repeat(100 * 1024)}</p>`,
    }));
    const result = await executeAgainst(big, {
      query: '{ posts(first: 30) { nodes { content } } }',
    });
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toBe(
      `The answer is larger than the ${maxResponseBytes / 1024 / 1024} MB limit: ask for fewer posts or fields.`,
    );
  });

  it('measures an answer without serialising it: never more than its JSON, at most a little less', async () => {
    const { data } = await executeBuiltIn({
      query: allQueries.POST_SUMMARIES_QUERY,
      variables: { first: 100, where: { hasPassword: false } },
    });
    const length = JSON.stringify(data).length;
    expect(exceedsJsonSize(data, length)).toBe(false);
    expect(exceedsJsonSize(data, Math.floor(length * 0.95))).toBe(true);
  });
});
