import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/test';
import matter from 'gray-matter';

/**
 * Blog and stories against the production build with the built-in content service
 * (content/posts): lists, every post page, the featured story, metadata, feed, sitemap, axe.
 */

const publicBase = 'http://localhost:3000'; // SITE_URL of the test server

interface SourcePost {
  slug: string;
  title: string;
  date: string;
  /** The instant it was published: the front matter's day starts in Riyadh (UTC+3). */
  published: number;
  author: string;
  category: 'blog' | 'story';
  featured: boolean;
  /** Sample content (`sample: true`): shown with a "sample" tag, its author kept out of JSON-LD. */
  sample: boolean;
  path: string;
}

const postsDir = path.resolve(__dirname, '..', '..', 'content', 'posts');
const sourcePosts: SourcePost[] = readdirSync(postsDir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const { data } = matter(readFileSync(path.join(postsDir, file), 'utf8'));
    const category = (data.categories as string[]).includes('story') ? 'story' : 'blog';
    const date = data.date instanceof Date ? data.date.toISOString() : String(data.date);
    return {
      slug: String(data.slug),
      title: String(data.title),
      date,
      published: Date.parse(`${date.slice(0, 10)}T00:00:00+03:00`),
      author: String(data.author),
      category,
      featured: data.featured === true,
      sample: data.sample === true,
      path: `/${category === 'story' ? 'stories' : 'blog'}/${data.slug}`,
    };
  });
const newestFirst = (category: SourcePost['category']) =>
  sourcePosts
    .filter((post) => post.category === category)
    .sort((a, b) => b.date.localeCompare(a.date));
/** A list's order: its sticky (featured) posts pinned first, then the newest. */
const listOrder = (category: SourcePost['category']) => {
  const posts = newestFirst(category);
  return [...posts.filter((post) => post.featured), ...posts.filter((post) => !post.featured)];
};

async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

/** The post links of the list on the page, in order, and their dates. */
async function listedCards(page: Page) {
  const cards = page.getByTestId('post-list').locator('article');
  const hrefs = await cards
    .locator('h2 a, h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const dates = await cards
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
  return { hrefs, dates };
}

for (const [listPath, category] of [
  ['/blog', 'blog'],
  ['/stories', 'story'],
] as const) {
  test(`${listPath} lists every ${category} post as a card, newest first, 10 a page with working links${category === 'blog' ? '; page 2 links back to page 1, and a page beyond the last is the 404 page' : ''}`, async ({
    page,
  }) => {
    await asReturningVisitor(page);
    const expected = listOrder(category);
    const pinned = expected.filter((post) => post.featured).length;
    const response = await page.goto(listPath);
    expect(response?.status()).toBe(200);
    // Each card shows the post's title and links to it, with a "sample" tag on sample content.
    const first = expected[0]!;
    await expect(
      page.getByTestId('post-list').getByRole('link', { name: first.title, exact: true }),
    ).toHaveAttribute('href', first.path);
    await expect(
      page
        .getByTestId('post-list')
        .locator('article')
        .filter({ has: page.getByRole('link', { name: first.title, exact: true }) })
        .locator('.sample-mark'),
    ).toHaveCount(first.sample ? 1 : 0);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const seen: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const { hrefs, dates } = await listedCards(page);
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(10);
      const unpinned = pageNumber === 1 ? dates.slice(pinned) : dates;
      expect(unpinned).toEqual([...unpinned].sort().reverse());
      seen.push(...hrefs.map(String));
      const older = pagination.getByRole('link', { name: /Older posts/ });
      if (seen.length >= expected.length) {
        await expect(older).toHaveCount(0);
        break;
      }
      expect(hrefs).toHaveLength(10);
      await older.click();
      await expect(page).toHaveURL(`${listPath}?page=${pageNumber + 1}`);
      await expect(pagination.locator('[aria-current="page"]')).toHaveText(
        `Page ${pageNumber + 1}`,
      );
    }
    expect(seen).toEqual(expected.map((post) => post.path));
    if (category !== 'blog') return;
    // The blog has more than one page: from the last, "Page 1" leads back; past it is a 404.
    expect(expected.length).toBeGreaterThan(10);
    await pagination.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect((await page.goto('/blog?page=99'))?.status()).toBe(404);
  });
}

/** A post's own title, description, canonical link, article Open Graph and JSON-LD. */
async function expectPostMetadata(page: Page, post: SourcePost) {
  await expect(page).toHaveTitle(`${post.title} | Wasla`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${publicBase}${post.path}`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${publicBase}/`),
  );
  const publishedTime = await page
    .locator('meta[property="article:published_time"]')
    .getAttribute('content');
  expect(Date.parse(publishedTime!)).toBe(post.published);
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));
  const posting = jsonLd.find((data) => data?.['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    headline: post.title,
    url: `${publicBase}${post.path}`,
    // An invented byline is not claimed to search engines: a sample post is the company's.
    author: post.sample
      ? { '@type': 'Organization', name: 'Wasla' }
      : { '@type': 'Person', name: post.author },
  });
  expect(Date.parse(posting.datePublished)).toBe(post.published);
  const trail = jsonLd.find((data) => data?.['@type'] === 'BreadcrumbList');
  expect(
    trail?.itemListElement.map((crumb: { name: string; item: string }) => [crumb.name, crumb.item]),
  ).toEqual([
    ['Home', `${publicBase}/`],
    ['Blog', `${publicBase}/blog`],
    [post.title, `${publicBase}${post.path}`],
  ]);
}

test.describe('every post page', () => {
  // The newest blog post is also read as a visitor would: its TOC's links scroll to their
  // headings, and axe finds no violation of any impact (/blog and /stories are checked with
  // every route, at two sizes, in routes.spec.ts). The TOC's code is the same for every post,
  // and so is the metadata's, checked on the same visit.
  const readThrough = newestFirst('blog')[0]!;
  // One tab for all the posts a worker checks: each test only reads its post, and a fresh context
  // per post cost about 1.1 CPU-seconds more (a new renderer compiling the same scripts again).
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
    page = await context.newPage();
  });
  test.afterAll(async () => page?.context().close());
  for (const post of sourcePosts) {
    test(`${post.path}: title, date, author, featured image, and a TOC of its headings${post === readThrough ? ' whose links scroll to them; no axe violation; its own title, description, canonical link, article Open Graph, BlogPosting and BreadcrumbList JSON-LD' : ''}`, async () => {
      const response = await page.goto(post.path);
      expect(response?.status()).toBe(200);
      if (post === readThrough) await expectPostMetadata(page, post);
      const article = page.locator('article[aria-labelledby="post-title"]');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      const datetime = await article.locator('header time').getAttribute('datetime');
      expect(Date.parse(datetime!)).toBe(post.published);
      await expect(article.locator('header')).toContainText(`By ${post.author}`);
      // A sample post says so beside its byline, and "Sample" is not one of its topics.
      await expect(article.locator('header .sample-mark')).toHaveCount(post.sample ? 1 : 0);
      await expect(article.getByRole('listitem').filter({ hasText: /^Sample$/ })).toHaveCount(0);

      const image = article.locator('figure img').first();
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('alt', /\S/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);

      const links = page.getByRole('navigation', { name: 'In this article' }).getByRole('link');
      // Each entry points at a heading by its id and says what it says (read in one round trip).
      const entries = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => {
          const words = (node: Element | null) =>
            node?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
          const id = anchor.getAttribute('href')!.slice(1);
          return { id, link: words(anchor), heading: words(document.getElementById(id)) };
        }),
      );
      expect(entries.length).toBeGreaterThan(0);
      expect(entries).toHaveLength(await page.getByTestId('post-content').locator('h2').count());
      for (const { id, link, heading } of entries) expect(heading, `#${id}`).toBe(link);
      if (post === readThrough)
        for (const [index, { id }] of entries.entries()) {
          await links.nth(index).click();
          await expect(page).toHaveURL(new RegExp(`#${id}$`));
          await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
        }
      if (post === readThrough) expect(await axeViolations(page, post.path)).toEqual([]);
    });
  }
});

test('/stories/details renders the featured story', async ({ page }) => {
  await asReturningVisitor(page);
  const featured = sourcePosts.find((post) => post.featured)!;
  expect((await page.goto('/stories/details'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.title);
  await expect(page.getByText('Featured success story')).toBeVisible();
  await expect(page.getByTestId('post-content').locator('h2').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${publicBase}/stories/details`,
  );
});

for (const unknown of ['/blog/no-such-post', '/stories/no-such-story']) {
  test(`${unknown} is the 404 page with HTTP 404`, async ({ page }) => {
    await asReturningVisitor(page);
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(unknown)).toBeVisible();
    await expect(page.locator('article[aria-labelledby="post-title"]')).toHaveCount(0);
  });
}

test('/blog/rss.xml is a valid RSS 2.0 feed of the blog posts', async ({ page, request }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  // Parsed by the browser's XML parser (on the blank page: no visit needed).
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    const items = [...doc.querySelectorAll('rss > channel > item')];
    return {
      parseError: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      channelTitle: doc.querySelector('rss > channel > title')?.textContent,
      items: items.map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent ?? '',
      })),
    };
  }, xml);
  expect(feed.parseError).toBeNull();
  expect(feed.version).toBe('2.0');
  expect(feed.channelTitle).toMatch(/Wasla/);
  const blog = newestFirst('blog');
  expect(feed.items.map((item) => item.link)).toEqual(
    blog.map((post) => `${publicBase}${post.path}`),
  );
  expect(feed.items.map((item) => item.title)).toEqual(blog.map((post) => post.title));
  for (const item of feed.items) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
});

test('sitemap.xml lists every post at its address', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  for (const post of sourcePosts) expect(xml).toContain(`<loc>${publicBase}${post.path}</loc>`);
});
