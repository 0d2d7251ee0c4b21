import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The built-in content: every post in content/posts, read the way an editor wrote it. */
const postsDir = path.join(__dirname, '../../content/posts');
const posts = readdirSync(postsDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const source = readFileSync(path.join(postsDir, file), 'utf8');
    const field = (name: string) => new RegExp(`^${name}: "?(.+?)"?$`, 'm').exec(source)?.[1] ?? '';
    return {
      slug: field('slug'),
      title: field('title'),
      date: field('date'),
      story: /^categories: \[story\]/m.test(source),
      featured: /^featured: true/m.test(source),
      h2Count: (source.match(/^## /gm) ?? []).length,
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date));
const blogPosts = posts.filter((post) => !post.story);
const stories = posts.filter((post) => post.story);
const publicBase = 'http://localhost:3000';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
});

async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

const cardTitles = (page: Page) => page.getByTestId('post-list').locator('article h2').allInnerTexts();

test('/blog lists the blog posts newest first, 10 a page, with real links to page 2', async ({ page }) => {
  expect(blogPosts.length).toBeGreaterThan(10);
  const response = await page.goto('/blog');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cardTitles(page)).toEqual(blogPosts.slice(0, 10).map((post) => post.title));
  await expectNoSeriousA11yViolations(page);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText('Page 1');
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/blog?page=2');
  await pagination.getByRole('link', { name: 'Older posts' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  expect(await cardTitles(page)).toEqual(blogPosts.slice(10).map((post) => post.title));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicBase}/blog?page=2`);
  await page.getByRole('link', { name: 'Newer posts' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  expect((await page.goto('/blog?page=3'))?.status()).toBe(404);
  expect((await page.goto('/blog?page=abc'))?.status()).toBe(404);
});

test('/stories lists the success stories, and a card opens its story', async ({ page }) => {
  await page.goto('/stories');
  expect(await cardTitles(page)).toEqual(stories.map((story) => story.title));
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: stories[0]!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/stories/${stories[0]!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories[0]!.title);
});

test('every post page renders on the server with its image, TOC and metadata', async ({ page }) => {
  test.setTimeout(120_000);
  for (const post of posts) {
    const postPath = `/${post.story ? 'stories' : 'blog'}/${post.slug}`;
    const response = await page.goto(postPath);
    expect(response?.status(), postPath).toBe(200);
    // In the HTML from the server, before any script runs.
    const html = (await response!.text()).replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(html, 'server-rendered title').toContain(`>${post.title}</h1>`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | Wasla`);
    await expect(page.locator('article figure img').first()).toHaveJSProperty('complete', true);
    expect(await page.locator('article figure img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // One TOC link per h2 of the content, each pointing at its heading's id.
    const tocLinks = page.getByRole('navigation', { name: 'In this article' }).getByRole('link');
    await expect(tocLinks).toHaveCount(post.h2Count);
    const headingIds = await page.getByTestId('post-content').locator('h2').evaluateAll((hs) => hs.map((h) => h.id));
    expect(await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(headingIds.map((id) => `#${id}`));

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicBase}${postPath}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${publicBase}/images/posts/${post.slug}.webp`);
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', `${post.date}T00:00:00.000Z`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: post.title, url: `${publicBase}${postPath}`, datePublished: `${post.date}T00:00:00.000Z` });
  }
});

test('TOC links scroll to their headings', async ({ page }) => {
  const post = blogPosts.find((p) => p.h2Count >= 4)!;
  await page.goto(`/blog/${post.slug}`);
  const toc = page.getByRole('navigation', { name: 'In this article' });
  for (const index of [post.h2Count - 1, 0]) {
    const link = toc.getByRole('link').nth(index);
    const id = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    const heading = page.locator(`[id="${id}"]`);
    await expect(heading).toBeInViewport();
    // Not hidden under the fixed header.
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
    const headerBottom = await page.locator('header[data-site-chrome]').evaluate((h) => h.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
  }
  await expectNoSeriousA11yViolations(page);
});

test('a post shows related posts of its own list and tags', async ({ page }) => {
  const post = blogPosts[0]!;
  await page.goto(`/blog/${post.slug}`);
  const related = page.getByRole('list', { name: 'Related articles' }).getByRole('link');
  await expect(related).toHaveCount(3);
  for (const href of await related.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toMatch(/^\/blog\//);
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
});

test('/stories/details is the featured success story', async ({ page }) => {
  const featured = stories.find((story) => story.featured)!;
  const response = await page.goto('/stories/details');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.title);
  await expect(page.getByText('Featured success story', { exact: true })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicBase}/stories/details`);
  await expect(page.getByRole('navigation', { name: 'In this article' }).getByRole('link')).toHaveCount(featured.h2Count);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown slug is the 404 page; a story under /blog moves to /stories', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-description')).toHaveText('Page not found: /blog/no-such-post');
  expect((await page.goto('/stories/no-such-story'))?.status()).toBe(404);
  await page.goto(`/blog/${stories[0]!.slug}`);
  await expect(page).toHaveURL(new RegExp(`/stories/${stories[0]!.slug}$`));
});

test('the RSS feed lists the blog posts with absolute links', async ({ request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await response.text();
  const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1]);
  expect(links).toEqual(blogPosts.map((post) => `${publicBase}/blog/${post.slug}`));
});

test('sitemap.xml lists every post under its list with its date', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const post of posts) {
    expect(xml).toMatch(new RegExp(`<loc>${publicBase}/${post.story ? 'stories' : 'blog'}/${post.slug}</loc>\\s*<lastmod>${post.date}T00:00:00.000Z</lastmod>`));
  }
});

test('/api/graphql answers WPGraphQL queries and explains bad requests in JSON', async ({ request }) => {
  const ok = await request.post('/api/graphql', { data: { query: '{ posts(first: 2, where: {categoryName: "story"}) { nodes { slug } pageInfo { hasNextPage } } }' } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ data: { posts: { nodes: stories.slice(0, 2).map((s) => ({ slug: s.slug })), pageInfo: { hasNextPage: true } } } });

  const invalid = await request.post('/api/graphql', { data: { query: '{ posts { nodes { slugg } } }' } });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toEqual({ errors: [expect.objectContaining({ message: 'Cannot query field "slugg" on type "Post". Did you mean "slug"?' })] });

  const notJson = await request.post('/api/graphql', { headers: { 'content-type': 'application/json' }, data: Buffer.from('{"query":') });
  expect([notJson.status(), await notJson.json()]).toEqual([400, { errors: [{ message: 'The request body is not valid JSON.' }] }]);

  const get = await request.get('/api/graphql');
  expect(get.status()).toBe(405);
});

test('/api/revalidate needs the secret', async ({ request }) => {
  expect((await request.post('/api/revalidate')).status()).toBe(401);
  expect((await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': 'wrong-secret-wrong' } })).status()).toBe(401);
  const bad = await request.post('/api/revalidate', { headers: { 'content-type': 'application/json' }, data: '[1' });
  expect(bad.status()).toBe(400);
  const ok = await request.post('/api/revalidate', { data: { secret: 'e2e-revalidate-secret' } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ success: true, revalidated: true });
});
