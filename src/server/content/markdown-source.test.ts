import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePostFile, postsDirectory, readPosts, stableId } from './markdown-source';

const file = (front: string, body = '## Hello\n\nWorld') => `---\n${front}\n---\n\n${body}\n`;
const valid = `title: "A & B"
slug: a-and-b
date: 2025-03-04
author: Sara
excerpt: "Short."
categories: [blog]
tags: [Etimad, Joint Ventures]
featuredImage:
  src: /images/posts/a.webp
  alt: "An image"
  width: 1200
  height: 630`;

describe('the built-in Markdown source', () => {
  it('parses front matter and renders the body to HTML', () => {
    const post = parsePostFile('a.md', file(valid));
    expect(post).toMatchObject({
      slug: 'a-and-b',
      title: 'A & B',
      date: '2025-03-04T00:00:00',
      modified: '2025-03-04T00:00:00',
      author: 'Sara',
      sticky: false,
      image: {
        src: '/images/posts/a.webp',
        alt: 'An image',
        caption: null,
        width: 1200,
        height: 630,
      },
    });
    expect(post.html).toContain('<h2>Hello</h2>');
    expect(post.categories.map((term) => term.slug)).toEqual(['blog']);
    expect(post.tags.map((term) => term.slug)).toEqual(['etimad', 'joint-ventures']);
    expect(post.databaseId).toBe(stableId('post:a-and-b'));
  });

  it('tags a `sample: true` post "Sample", as a WordPress editor marks one', () => {
    const sample = parsePostFile('a.md', file(`${valid}\nsample: true`));
    expect(sample.tags.map((term) => term.slug)).toEqual(['etimad', 'joint-ventures', 'sample']);
  });

  it('names the file and every bad field of invalid front matter', () => {
    expect(() =>
      parsePostFile(
        'bad.md',
        file(
          'title: ""\nslug: Not A Slug\ndate: 2025-01-01\nauthor: A\nexcerpt: E\ncategories: []',
        ),
      ),
    ).toThrow(
      /^bad\.md: invalid front matter — title: .*; slug: must be lowercase words joined by hyphens; categories: /,
    );
  });

  it('reads every file in content/posts: 12 blog posts and 6 stories, one featured, newest first', async () => {
    const posts = await readPosts(postsDirectory());
    expect(posts).toHaveLength(
      readdirSync(postsDirectory()).filter((name) => name.endsWith('.md')).length,
    );
    const inCategory = (name: string) =>
      posts.filter((post) => post.categories.some((term) => term.name === name));
    expect(inCategory('blog')).toHaveLength(12);
    expect(inCategory('story')).toHaveLength(6);
    expect(posts.filter((post) => post.sticky).map((post) => post.slug)).toEqual([
      'greek-engineering-firm-first-saudi-infrastructure-contract',
    ]);
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(posts.map((post) => post.databaseId)).size).toBe(posts.length);
  });
});
