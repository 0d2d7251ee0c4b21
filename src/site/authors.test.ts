import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { authorNamed, authors } from './authors';
import { authorsSchema, parseContent } from './content-schema';

const postsDir = path.join(process.cwd(), 'content/posts');
const bylines = readdirSync(postsDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => String(matter(readFileSync(path.join(postsDir, file), 'utf8')).data.author));

describe('content/authors.json', () => {
  it('names every author of the built-in posts, with Arabic words, marked sample while invented', () => {
    const missing = bylines.filter((byline) => !authorNamed(byline));
    expect(missing).toEqual([]);
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) {
      expect(author.ar?.role, author.slug).toMatch(/\p{Script=Arabic}/u);
      expect(author.ar?.bio, author.slug).toMatch(/\p{Script=Arabic}/u);
      expect(author.sample, author.slug).toBe(true);
    }
  });

  it('finds an author by the name a byline writes or by the slug, in any case', () => {
    const [first] = authors;
    expect(authorNamed(first!.name.toUpperCase())?.slug).toBe(first!.slug);
    expect(authorNamed(` ${first!.slug} `)?.name).toBe(first!.name);
    expect(authorNamed('Nobody Known')).toBeUndefined();
  });

  it('refuses a bad slug, a missing role and a slug given twice, naming the file and field', () => {
    const author = { slug: 'ok-author', name: 'A', role: 'R', bio: 'B' };
    const parse = (raw: unknown) => () => parseContent('content/authors.json', authorsSchema, raw);
    expect(parse([{ ...author, slug: 'Not A Slug' }])).toThrow(
      'content/authors.json: [0].slug must be lowercase words joined by hyphens',
    );
    expect(parse([{ ...author, role: ' ' }])).toThrow(
      'content/authors.json: [0].role must be the role, e.g. "Bid and proposal manager", not empty',
    );
    expect(parse([author, { ...author, name: 'B' }])).toThrow(
      'content/authors.json: (the file) must give each author a slug of their own',
    );
  });
});
