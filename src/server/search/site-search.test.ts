import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { POST_SEARCH_QUERY } from './post-search';
import { searchSite } from './site-search';

describe('searchSite', () => {
  it('finds the pages and the posts that mention every word of the query', async () => {
    const results = await searchSite('Etimad portal');
    expect(results.query).toBe('Etimad portal');
    expect(results.pages.length).toBeGreaterThan(0);
    expect(results.posts).toContainEqual(
      expect.objectContaining({
        kind: 'post',
        title: 'How the Etimad Portal Works for Suppliers',
        href: '/blog/how-the-etimad-portal-works-for-suppliers',
      }),
    );
    expect(results.postsFailed).toBe(false);
  });

  it('lists posts whose title holds the word before those that only mention it', async () => {
    const { posts } = await searchSite('etimad');
    expect(posts.length).toBeLessThanOrEqual(10);
    expect(posts[0]).toMatchObject({ title: 'How the Etimad Portal Works for Suppliers' });
  });

  it('takes the first of repeated q parameters and ignores anything that is not text', async () => {
    expect((await searchSite(['  etimad ', 'zzz'])).query).toBe('etimad');
    expect(await searchSite({ nested: true })).toEqual({
      query: '',
      pages: [],
      posts: [],
      postsFailed: false,
    });
    expect(await searchSite('   ')).toEqual({
      query: '',
      pages: [],
      posts: [],
      postsFailed: false,
    });
  });

  it('finds words of every kind of section: engagement models, FAQ answers, team roles', async () => {
    const hrefs = async (q: string) => (await searchSite(q)).pages.map((p) => p.href);
    expect(await hrefs('success-linked')).toContain('/pricing');
    expect(await hrefs('Partnerships lead')).toContain('/our-team');
    expect(await hrefs('Mumaris')).toEqual([]); // a word only posts use
    expect(await hrefs('Saudi Commission for Health Specialties')).toContain(
      '/area-of-focus/healthcare',
    );
  });

  it('takes an excerpt from one passage: a heading never runs into the text under it', async () => {
    const contact = (await searchSite('context specialist')).pages.find(
      (page) => page.href === '/contact-us',
    );
    expect(contact?.excerpt).toBe(
      'A little context helps us connect you with the right specialist and make our first conversation useful.',
    );
    // A heading alone is an excerpt only when nothing longer on the page holds the word.
    const pricing = (await searchSite('retainer')).pages.find((page) => page.href === '/pricing');
    expect(pricing?.excerpt.length).toBeGreaterThan(60);
  });

  it('finds Arabic page content with and without the article, and with variant letters', async () => {
    const hrefs = async (q: string) => (await searchSite(q, 'ar')).pages.map((p) => p.href);
    expect(await hrefs('وصلة')).toContain('/ar');
    expect(await hrefs('السرية')).toContain('/ar/contact-us');
    expect(await hrefs('سرية')).toContain('/ar/contact-us');
    // «الاستفسار» with a hamza on its alef, a ta marbuta written as ha, and tashkeel.
    expect(await hrefs('الإستفسار')).toContain('/ar/contact-us');
    expect(await hrefs('منافسه')).toContain('/ar');
    expect(await hrefs('المُنَافَسات')).toContain('/ar');
  });

  it('lists pages in the visitor’s language, whichever language the query is in', async () => {
    const arabic = await searchSite('confidentiality', 'ar');
    expect(arabic.pages).toContainEqual(
      expect.objectContaining({ href: '/ar/contact-us', title: 'تواصل معنا' }),
    );
    const english = await searchSite('السرية', 'en');
    expect(english.pages).toContainEqual(
      expect.objectContaining({ href: '/contact-us', title: 'Contact Us' }),
    );
    // The excerpt stays in the visitor's language.
    const excerpt = arabic.pages.find((page) => page.href === '/ar/contact-us')?.excerpt;
    expect(excerpt).toMatch(/\p{Script=Arabic}/u);
  });

  it('finds nothing for a word the site never uses', async () => {
    const results = await searchSite('xylophonequartz');
    expect(results.pages).toEqual([]);
    expect(results.posts).toEqual([]);
  });
});

it('sends a post search WordPress accepts (validated against the real WPGraphQL schema)', () => {
  const schema = buildSchema(
    readFileSync(path.join(process.cwd(), 'tests/fixtures/wpgraphql/schema.graphql'), 'utf8'),
  );
  expect(validate(schema, parse(POST_SEARCH_QUERY)).map((error) => error.message)).toEqual([]);
});
