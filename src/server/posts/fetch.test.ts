import { describe, expect, it, vi } from 'vitest';
import { createContentClient } from '@/lib/content-client/client';
import type { ContentTransport } from '@/lib/content-client/transport';
import { executeAgainst } from '@/server/content/executor';
import { parsePostFile } from '@/server/content/markdown-source';
import { featuredStory, postsAbout, relatedPosts } from './choose';
import { createPostFetcher } from './fetch';

function post(slug: string, day: number, category: string, tags: string[], featured = false) {
  return parsePostFile(
    `${slug}.md`,
    `---
title: ${slug}
slug: ${slug}
date: 2025-01-${String(day).padStart(2, '0')}
author: A
excerpt: E
categories: [${category}]
tags: [${tags.join(', ')}]
featured: ${featured}
---
Body`,
  );
}

// 23 blog posts (3 pages of 10) and 3 stories, on the built-in executor.
const blog = Array.from({ length: 23 }, (_, i) =>
  post(`blog-${String(i + 1).padStart(2, '0')}`, i + 1, 'blog', i % 2 ? ['odd'] : ['even']),
);
const stories = [
  post('story-a', 26, 'story', ['x']),
  post('story-b', 27, 'story', ['y'], true),
  post('story-c', 28, 'story', ['x']),
];
const all = [...blog, ...stories].sort((a, b) => b.date.localeCompare(a.date));
const transport = vi.fn<ContentTransport>((request) => executeAgainst(all, request));
const fetcher = createPostFetcher(createContentClient(transport));

describe('post fetcher', () => {
  it('pages a category 10 at a time, newest first, with the page count', async () => {
    const first = await fetcher.getPostListPage('blog', 1);
    expect(first).toMatchObject({ page: 1, totalPages: 3, hasNextPage: true });
    expect(first?.posts.map((p) => p.slug)).toEqual(
      Array.from({ length: 10 }, (_, i) => `blog-${String(23 - i).padStart(2, '0')}`),
    );
    const third = await fetcher.getPostListPage('blog', 3);
    expect(third?.posts.map((p) => p.slug)).toEqual(['blog-03', 'blog-02', 'blog-01']);
    expect(third?.hasNextPage).toBe(false);
  });

  it('answers null for pages that do not exist', async () => {
    expect(await fetcher.getPostListPage('blog', 4)).toBeNull();
    expect(await fetcher.getPostListPage('story', 2)).toBeNull();
    expect(await fetcher.getPostListPage('blog', 0)).toBeNull();
    expect(await fetcher.getPostListPage('blog', 1.5)).toBeNull();
  });

  it('lists an empty category as one empty page', async () => {
    const empty = createPostFetcher(
      createContentClient((request) => executeAgainst(blog, request)),
    );
    expect(await empty.getPostListPage('story', 1)).toEqual({
      posts: [],
      page: 1,
      totalPages: null,
      hasNextPage: false,
    });
  });

  it('reads a post page with excerpt and modified time (UTC), or null', async () => {
    expect(await fetcher.getPostPage('story-b')).toMatchObject({
      slug: 'story-b',
      hasPassword: false,
      excerpt: 'E',
      // Midnight in Riyadh.
      modifiedGmt: '2025-01-26T21:00:00',
    });
    expect(await fetcher.getPostPage('nope')).toBeNull();
  });

  it('pins sticky posts first on page 1, and pages on after them without gaps or repeats', async () => {
    const pinned = post('pinned', 1, 'blog', [], true);
    const withSticky = [...blog.filter((p) => p.slug !== 'blog-01'), pinned].sort((a, b) =>
      b.date.localeCompare(a.date),
    );
    const sticky = createPostFetcher(
      createContentClient((request) => executeAgainst(withSticky, request)),
    );
    const pages = await Promise.all([1, 2, 3].map((page) => sticky.getPostListPage('blog', page)));
    const slugs = pages.map((page) => page?.posts.map((p) => p.slug) ?? []);
    expect(slugs[0]).toEqual(['pinned', ...slugs[0]!.slice(1)]);
    expect(slugs[0]).toHaveLength(10);
    expect(slugs.flat()).toEqual([
      'pinned',
      ...Array.from({ length: 22 }, (_, i) => `blog-${String(23 - i).padStart(2, '0')}`),
    ]);
    expect(pages.map((page) => page?.totalPages)).toEqual([3, 3, 3]);
    expect(pages.map((page) => page?.hasNextPage)).toEqual([true, true, false]);
  });

  it('never lists a password-protected post, nor counts it in the pages', async () => {
    const asked: Record<string, unknown>[] = [];
    const withProtected = createPostFetcher(
      createContentClient(async (request) => {
        const answer = await executeAgainst(all, request);
        if (request.variables?.where)
          asked.push(request.variables.where as Record<string, unknown>);
        // WordPress counts 3 protected posts in the category (and 20 listed): 23 = 3 pages.
        if (request.query.includes('GetPostListFrame'))
          return {
            data: {
              ...answer.data,
              category: { count: 23 },
              protected: { nodes: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] },
            },
          };
        return answer;
      }),
    );
    expect((await withProtected.getPostListPage('blog', 1))?.totalPages).toBe(2);
    await withProtected.getPostListPage('blog', 2);
    await withProtected.getPostIndex();
    expect(asked.length).toBeGreaterThan(2);
    expect(asked.every((where) => where.hasPassword === false)).toBe(true);
  });

  it.each(['', '   ', '\t\n'])('refuses the slug %j without asking the service', async (slug) => {
    transport.mockClear();
    await expect(fetcher.getPostPage(slug)).rejects.toThrow('A valid post slug is required.');
    expect(transport).not.toHaveBeenCalled();
  });

  it('indexes every post; picks the sticky story as featured; relates by shared tags', async () => {
    const index = await fetcher.getPostIndex();
    expect(index).toHaveLength(26);
    expect(featuredStory(index)?.slug).toBe('story-b');
    expect(featuredStory(index.filter((p) => p.slug !== 'story-b'))?.slug).toBe('story-c');
    const storyA = index.find((p) => p.slug === 'story-a')!;
    expect(relatedPosts(storyA, index).map((p) => p.slug)).toEqual(['story-c', 'story-b']);
    const blog05 = index.find((p) => p.slug === 'blog-05')!;
    expect(relatedPosts(blog05, index).map((p) => p.slug)).toEqual([
      'blog-23',
      'blog-21',
      'blog-19',
    ]);
  });

  it('finds posts about some topics (any case), most shared first, none that share nothing', async () => {
    const index = await fetcher.getPostIndex();
    const slugs = (posts: { slug: string }[]) => posts.map((p) => p.slug);
    expect(slugs(postsAbout(index, { topics: ['X'], limit: 5 }))).toEqual(['story-c', 'story-a']);
    expect(slugs(postsAbout(index, { topics: ['x', 'odd'], category: 'story', limit: 5 }))).toEqual(
      ['story-c', 'story-a'],
    );
    expect(postsAbout(index, { topics: ['unknown'], limit: 3 })).toEqual([]);
    // Without topics: the newest of the category.
    expect(slugs(postsAbout(index, { category: 'blog', limit: 2 }))).toEqual([
      'blog-23',
      'blog-22',
    ]);
  });
});
