import { cardPaths, cardTitles, expect, test } from '../fixtures';
import {
  arabicPost,
  authors,
  autoExcerptPost,
  fieldNotes,
  stickyPost,
  stories,
  unpublishedMarker,
  unpublishedPosts,
} from '../seed';

/**
 * What visitors see of the editors' WordPress content, read by the production build through
 * WPGraphQL: lists, pages, search, feed and sitemap. (Defects found against this WordPress have
 * their own tests: defects.spec.ts here, ../editing and ../global.)
 */

const siteUrl = 'http://localhost:3000';
const decodedLocs = (xml: string, tag: 'loc' | 'link') =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) =>
    decodeURIComponent(match[1]!),
  );

test('drafts, pending, private and scheduled posts never reach visitors', async ({
  page,
  site,
  wordpress,
}) => {
  // WordPress holds them, with their statuses.
  const statuses = await Promise.all(
    unpublishedPosts.map(async (post) => (await wordpress.cli.getPost(post.slug)).status),
  );
  expect(statuses).toEqual(['draft', 'pending', 'private', 'future']);

  for (const post of unpublishedPosts) {
    expect((await page.goto(`/blog/${post.slug}`))?.status(), post.slug).toBe(404);
  }
  for (const list of ['/blog', '/blog?page=2']) {
    await page.goto(list);
    expect((await cardTitles(page)).filter((title) => title.includes(unpublishedMarker))).toEqual(
      [],
    );
  }
  await page.goto(`/search?q=${unpublishedMarker}`);
  await expect(page.getByText(`Nothing on the site matches “${unpublishedMarker}”`)).toBeVisible();

  const [sitemap, feed] = await Promise.all(
    ['/sitemap.xml', '/blog/rss.xml'].map(async (path) => (await fetch(`${site}${path}`)).text()),
  );
  for (const post of unpublishedPosts) {
    expect(sitemap).not.toContain(post.slug);
    expect(feed).not.toContain(post.slug);
  }

  // Nor through the GraphQL pass-through the browser uses.
  const graphql = await fetch(`${site}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query($search: String) { posts(first: 20, where: { search: $search }) { nodes { slug } } }`,
      variables: { search: unpublishedMarker },
    }),
  });
  expect(await graphql.json()).toMatchObject({ data: { posts: { nodes: [] } } });
});

/** A post's address on the site: under its list, an Arabic one (its slug is Arabic) under /ar. */
const onSite = (list: 'blog' | 'stories', slug: string) =>
  `${/\p{Script=Arabic}/u.test(slug) ? '/ar' : ''}/${list}/${slug}`;

test('/blog pages through every published blog post, ten to a page, newest first', async ({
  page,
  wordpress,
}) => {
  const published = await wordpress.cli.listPosts({ status: 'publish', category: 'blog' });
  expect(published.length).toBeGreaterThan(10);
  expect(published.length).toBeLessThanOrEqual(20);

  expect((await page.goto('/blog'))?.status()).toBe(200);
  const first = await cardPaths(page);
  expect(first).toHaveLength(10);
  await page.locator('a[rel="next"]').click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  const second = await cardPaths(page);
  expect(second).toHaveLength(published.length - 10);
  expect((await page.goto('/blog?page=3'))?.status()).toBe(404);

  // Every published post once; apart from a pinned post, newest first (the CLI lists newest first).
  const newestFirst = published.map((post) => onSite('blog', post.slug));
  expect([...first, ...second].sort()).toEqual([...newestFirst].sort());
  const unpinned = (paths: string[]) => paths.filter((path) => path !== `/blog/${stickyPost.slug}`);
  expect(unpinned([...first, ...second])).toEqual(unpinned(newestFirst));
});

test('/ar/blog lists the Arabic post, which opens by its Arabic slug as an Arabic, right-to-left page', async ({
  page,
}) => {
  expect((await page.goto('/ar/blog'))?.status()).toBe(200);
  const address = onSite('blog', arabicPost.slug);
  // Arabic posts come first on the Arabic list.
  expect((await cardPaths(page))[0]).toBe(address);
  await page.getByTestId('post-list').getByRole('link', { name: arabicPost.title }).first().click();
  // The address the browser shows is the slug percent-encoded, as WordPress links it.
  await expect(page).toHaveURL(
    (url) => url.pathname === `/ar/blog/${encodeURIComponent(arabicPost.slug)}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicPost.title);
  const article = page.getByTestId('post-content');
  await expect(article).toHaveAttribute('lang', 'ar');
  await expect(article).toHaveAttribute('dir', 'rtl');
  await expect(article).toContainText(arabicPost.paragraph);
  expect(await article.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
});

test('a post page shows what the editor wrote; its byline leads to the author’s page with their WordPress biography', async ({
  page,
  wordpress,
}) => {
  const note = fieldNotes[1]!;
  // The author's Biographical Info, as Users → Profile saves it (no page has read it yet).
  const bio = 'Sara follows tender deadlines on Etimad & writes the weekly field notes.';
  const { slug } = await wordpress.tool<{ slug: string }>(
    'user-description',
    authors.sara.login,
    bio,
  );
  expect((await page.goto(`/blog/${note.slug}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(note.title);
  const article = page.getByTestId('post-content');
  await expect(article).toContainText('Deadlines that moved in week 2');
  await expect(article.getByRole('heading', { level: 2, name: 'What to do' })).toBeVisible();
  const byline = page.locator('article header').getByRole('link', { name: authors.sara.name });
  await expect(byline).toBeVisible();
  await expect(page.getByText('2 January 2026').first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Field notes' })).toBeVisible();

  await byline.click();
  await expect(page).toHaveURL(`/blog/authors/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authors.sara.name);
  await expect(page.getByText(bio)).toBeVisible();
  await expect(
    page.getByRole('list', { name: `Posts by ${authors.sara.name}` }).getByRole('link', {
      name: note.title,
    }),
  ).toBeVisible();
  // A WordPress user is a real person: the page names them to search engines, bio and all.
  const person = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? 'null'))
        .find((data) => data?.['@type'] === 'Person'),
    );
  expect(person).toMatchObject({ name: authors.sara.name, description: bio });
});

test('/stories lists the success stories under /stories, the pinned one featured', async ({
  page,
  wordpress,
}) => {
  const published = await wordpress.cli.listPosts({ status: 'publish', category: 'story' });
  expect((await page.goto('/stories'))?.status()).toBe(200);
  expect((await cardPaths(page)).sort()).toEqual(
    published.map((story) => onSite('stories', story.slug)).sort(),
  );
  // (The Arabic story's own page is a defect test's: defects.spec.ts.)
  for (const story of [stories.featured, stories.hospital]) {
    expect((await page.goto(`/stories/${story.slug}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(story.title);
  }
  // A story asked for under /blog is sent to its own address.
  await page.goto(`/blog/${stories.hospital.slug}`);
  await expect(page).toHaveURL(new RegExp(`/stories/${stories.hospital.slug}$`));

  expect((await page.goto('/stories/details'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories.featured.title);
});

test('the RSS feed carries the newest blog posts with their addresses on the site', async ({
  site,
  wordpress,
}) => {
  const published = await wordpress.cli.listPosts({ status: 'publish', category: 'blog' });
  const response = await fetch(`${site}/blog/rss.xml`);
  expect(response.headers.get('content-type')).toContain('application/rss+xml');
  const xml = await response.text();
  const links = decodedLocs(xml, 'link').filter((link) => link !== `${siteUrl}/blog`);
  expect(links).toEqual(
    published.slice(0, 20).map((post) => `${siteUrl}${onSite('blog', post.slug)}`),
  );
  expect(xml).toContain(`<title>${fieldNotes[11]!.title}</title>`);
  expect(links).toContain(`${siteUrl}/ar/blog/${arabicPost.slug}`);
});

test('the sitemap lists every published post under its own list, and its authors’ pages', async ({
  site,
  wordpress,
}) => {
  const [blog, story] = await Promise.all([
    wordpress.cli.listPosts({ status: 'publish', category: 'blog' }),
    wordpress.cli.listPosts({ status: 'publish', category: 'story' }),
  ]);
  const locs = decodedLocs(await (await fetch(`${site}/sitemap.xml`)).text(), 'loc');
  const authorPage = (loc: string) => /\/blog\/authors\//.test(loc);
  expect(locs.filter(authorPage)).toContain(`${siteUrl}/blog/authors/${authors.sara.login}`);
  const posts = locs.filter(
    (loc) =>
      /\/(blog|stories)\/./.test(loc) && !loc.endsWith('/stories/details') && !authorPage(loc),
  );
  expect(posts.sort()).toEqual(
    [
      ...blog.map((post) => `${siteUrl}${onSite('blog', post.slug)}`),
      ...story.map((post) => `${siteUrl}${onSite('stories', post.slug)}`),
    ].sort(),
  );
});

test('site search finds posts in WordPress, by title and by their words', async ({ page }) => {
  expect((await page.goto('/search?q=week 7'))?.status()).toBe(200);
  const results = page.getByTestId('search-results-posts');
  await expect(results.getByRole('link', { name: fieldNotes[6]!.title })).toBeVisible();
  await page.goto('/search?q=bank guarantee');
  await expect(results.getByRole('link')).toHaveText([autoExcerptPost.title]);
  await expect(results.getByRole('link')).toHaveAttribute('href', `/blog/${autoExcerptPost.slug}`);
});

test('the header news menu offers the newest posts from WordPress', async ({ site, wordpress }) => {
  const [[newestBlog], [newestStory]] = await Promise.all([
    wordpress.cli.listPosts({ status: 'publish', category: 'blog' }),
    wordpress.cli.listPosts({ status: 'publish', category: 'story' }),
  ]);
  const menu = (await (await fetch(`${site}/header-news.json`)).json()) as {
    blogs: { title: string; href: string }[];
    success: { title: string; href: string }[];
  };
  expect(menu.blogs.map((post) => post.href)).toContain(`/blog/${newestBlog!.slug}`);
  expect(menu.success.map((post) => post.href)).toContain(`/stories/${newestStory!.slug}`);
});
