import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, takeCspViolations, test, type Page } from '../support/test';
import { startServer, type RunningServer } from '../api/support/server';
import { startFakeWordPress, type FakePost, type FakeWordPress } from '../support/fake-wordpress';

/**
 * The same production build configured at run time: pointed at a remote WordPress (a local fake)
 * by NEXT_PUBLIC_WPGRAPHQL_URL, and given a maps key (NEXT_PUBLIC_MAPS_API_KEY). Hostile post HTML
 * is rendered inert, when the service fails (HTTP 500, garbage, connection refused) visitors still
 * get pages, never a 500, and /contact-us embeds the map.
 */

test.describe.configure({ mode: 'serial' });

const revalidateSecret = 'remote-revalidate-secret';

const hostileContent = `
<p>Before the attacks.</p>
<h2>Harmless heading</h2>
<script>window.__xss = 'script'; console.log('XSS-MARKER script'); alert('script');</script>
<img src="https://example.invalid/missing.png" alt="Broken on purpose" onerror="window.__xss = 'onerror'; console.log('XSS-MARKER onerror'); alert('onerror')">
<p><a href="javascript:window.__xss='href';console.log('XSS-MARKER href');alert('href')">Plain javascript link</a></p>
<p><a href="JaVaScRiPt&#58;alert('encoded')">Encoded javascript link</a></p>
<iframe src="https://example.invalid/embed"></iframe>
<iframe srcdoc="<script>parent.console.log('XSS-MARKER iframe')</script>"></iframe>
<div onmouseover="alert('hover')">Hover text</div>
<p>After the attacks.</p>`;

const remotePosts: FakePost[] = [
  {
    slug: 'remote-tender-calendar',
    title: 'Remote tender calendar',
    date: '2026-01-12T09:00:00',
    category: 'Blog',
    author: 'Remote Editor',
    excerpt: '<p>What opens this quarter.</p>',
    content: '<p>Served by WordPress.</p><h2>Open tenders</h2><p>Many.</p>',
  },
  {
    slug: 'hostile-markup-post',
    title: 'A post with hostile markup',
    date: '2026-01-10T09:00:00',
    category: 'Blog',
    content: hostileContent,
  },
  {
    slug: 'remote-success-story',
    title: 'A remote success story',
    date: '2026-01-11T09:00:00',
    category: 'Story',
    sticky: true,
    content: '<h2>The challenge</h2><p>Winning.</p>',
  },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-content-remote-'));
let wordpress: FakeWordPress;
let site: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  wordpress = await startFakeWordPress(remotePosts);
  site = await startServer({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    REVALIDATE_SECRET: revalidateSecret,
    // A new address per run: the data cache on disk (.next/cache) is keyed by it, so answers an
    // earlier run kept can never stand in for this run's (a "never loaded" page must be empty).
    NEXT_PUBLIC_WPGRAPHQL_URL: `${wordpress.graphqlUrl}?run=${Date.now()}`,
    NEXT_PUBLIC_MAPS_API_KEY: 'test-maps-key',
  });
});

test.afterAll(async () => {
  await site?.stop();
  await wordpress?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
});

async function cardTitles(page: Page) {
  return page.getByTestId('post-list').locator('article h2').allTextContents();
}

const revalidate = (secret: string) =>
  fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'x-revalidate-secret': secret },
  });

test('the same build serves the pages from the WordPress named at run time', async ({ page }) => {
  expect((await page.goto(`${site.url}/blog`))?.status()).toBe(200);
  expect(await cardTitles(page)).toEqual(['Remote tender calendar', 'A post with hostile markup']);
  expect((await page.goto(`${site.url}/stories`))?.status()).toBe(200);
  expect(await cardTitles(page)).toEqual(['A remote success story']);
  expect((await page.goto(`${site.url}/blog/remote-tender-calendar`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remote tender calendar');
  expect((await page.goto(`${site.url}/stories/details`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A remote success story');
  // The footer's posts: the blog posts only, titles, slugs and each title's language.
  const footerPosts = await (await fetch(`${site.url}/footer-posts.json`)).json();
  expect(footerPosts).toEqual({
    posts: [
      { title: 'Remote tender calendar', slug: 'remote-tender-calendar', lang: 'en' },
      { title: 'A post with hostile markup', slug: 'hostile-markup-post', lang: 'en' },
    ],
  });
});

test('with a maps key, the contact page embeds the map and the CSP allows that one frame origin', async ({
  page,
}) => {
  // Never reach the real maps host: answer the frame locally.
  const framed: string[] = [];
  await page.route('https://www.google.com/**', (route) => {
    framed.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<p>map</p>' });
  });
  const response = await page.goto(`${site.url}/contact-us`);
  const frameSrc = (response?.headers()['content-security-policy'] ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-src'));
  expect(frameSrc).toBe('frame-src https://www.google.com');
  const frame = page.locator('iframe[title*="Map of the Wasla office"]');
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.google\.com\/maps\/embed\/v1\/place\?key=test-maps-key&q=.*Riyadh/,
  );
  await frame.scrollIntoViewIfNeeded();
  await expect.poll(() => framed.length).toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: /Map illustration/ })).toHaveCount(0);
  expect(site.output()).not.toContain('NEXT_PUBLIC_MAPS_API_KEY is not set');
});

test('a post with <script>, onerror, javascript: links and iframes renders with none of them active', async ({
  page,
}) => {
  const fired: string[] = [];
  page.on('dialog', async (dialog) => {
    fired.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().includes('XSS-MARKER')) fired.push(`console: ${message.text()}`);
  });

  expect((await page.goto(`${site.url}/blog/hostile-markup-post`))?.status()).toBe(200);
  const content = page.getByTestId('post-content');
  await expect(content).toContainText('Before the attacks.');
  await expect(content).toContainText('After the attacks.');
  await expect(content.getByRole('heading', { level: 2, name: 'Harmless heading' })).toBeVisible();

  // The broken image is kept (https) and gets its chance to fire onerror; the links get clicked, the div hovered.
  await expect(content.getByRole('img', { name: 'Broken on purpose' })).toHaveCount(1);
  await expect
    .poll(() =>
      content
        .locator('img')
        .evaluateAll((images) => images.every((img) => (img as HTMLImageElement).complete)),
    )
    .toBe(true);
  for (const name of ['Plain javascript link', 'Encoded javascript link']) {
    const link = content.getByText(name);
    await expect(link).toBeVisible();
    await link.click();
  }
  await content.getByText('Hover text').hover();

  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(content.locator('script')).toHaveCount(0);
  await expect(page.locator('[href^="javascript:" i]')).toHaveCount(0);
  await expect(page.locator('[onerror], [onmouseover], [srcdoc]')).toHaveCount(0);
  expect(page.url()).toBe(`${site.url}/blog/hostile-markup-post`);
  expect(fired).toEqual([]);
  // The policy itself blocked the third-party image.
  expect(takeCspViolations(/example\.invalid/).length).toBeGreaterThan(0);
});

test('/api/revalidate refuses a wrong secret and accepts the right one', async () => {
  const wrong = await revalidate('not-the-secret');
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toMatchObject({ success: false });
  const missing = await fetch(`${site.url}/api/revalidate`, { method: 'POST' });
  expect(missing.status).toBe(401);
  const right = await revalidate(revalidateSecret);
  expect(right.status).toBe(200);
  expect(await right.json()).toMatchObject({ success: true, revalidated: true });
});

test('after an edit in WordPress, /api/revalidate refreshes the pages at once', async ({
  page,
}) => {
  expect((await page.goto(`${site.url}/blog/remote-tender-calendar`))?.status()).toBe(200);
  wordpress.setPosts(
    remotePosts.map((post) =>
      post.slug === 'remote-tender-calendar' ? { ...post, title: 'Edited tender calendar' } : post,
    ),
  );
  await page.reload();
  // Cached for up to 5 minutes…
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remote tender calendar');
  // …unless WordPress asks for a refresh.
  expect((await revalidate(revalidateSecret)).status).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited tender calendar');
  // The header's news menu asks for its posts when it opens: they are fresh too.
  const newsMenu = await (await fetch(`${site.url}/header-news.json`)).json();
  expect(newsMenu.blogs.map((post: { title: string }) => post.title)).toContain(
    'Edited tender calendar',
  );
  wordpress.setPosts(remotePosts);
  expect((await revalidate(revalidateSecret)).status).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remote tender calendar');
  // The list too, so the last good answer the process keeps is the restored one again.
  await page.goto(`${site.url}/blog`);
  expect(await cardTitles(page)).toEqual(['Remote tender calendar', 'A post with hostile markup']);
});

for (const mode of ['http500', 'garbage', 'refused'] as const) {
  test(`with the service failing (${mode}), lists answer 200 with their last good posts or an empty state`, async ({
    page,
  }) => {
    if (mode === 'refused') await wordpress.close();
    else wordpress.setMode(mode);
    const before = wordpress.requests();
    // Drop the cached answers so the site really asks the failing service.
    expect((await revalidate(revalidateSecret)).status).toBe(200);

    const blog = await page.goto(`${site.url}/blog`);
    expect(blog?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual([
      'Remote tender calendar',
      'A post with hostile markup',
    ]);
    if (mode !== 'refused') expect(wordpress.requests()).toBeGreaterThan(before);

    // Loaded while the service worked (the first test): its last good answer.
    const stories = await page.goto(`${site.url}/stories`);
    expect(stories?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual(['A remote success story']);

    // Never loaded while the service worked: nothing to fall back on, so the empty state (not a 500).
    const neverLoaded = await page.goto(`${site.url}/stories?page=2`);
    expect(neverLoaded?.status()).toBe(200);
    await expect(page.getByTestId('post-list').getByRole('status')).toHaveText(
      /cannot load the success stories/,
    );

    // Loaded while the service worked: its last good answer.
    const post = await page.goto(`${site.url}/blog/remote-tender-calendar`);
    expect(post?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Remote tender calendar');

    // Never read while the service worked: no last good answer, so "try again shortly" (503
    // with Retry-After and the site's error page), not a 500.
    const unreadPost = await page.goto(`${site.url}/blog/never-read-while-up`);
    expect(unreadPost?.status()).toBe(503);
    expect(Number(unreadPost?.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByTestId('error-description')).toContainText('try again');
    // The site's own error page, in the page's language, with the number of the answer.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('503', { exact: true })).toBeVisible();
    await page.goto(`${site.url}/blog/remote-tender-calendar`);

    // Read while the service worked (the first test): the footer keeps its last good posts.
    const recentPosts = page.getByTestId('footer-recent-posts');
    await recentPosts.scrollIntoViewIfNeeded();
    await expect(recentPosts.getByRole('link')).toHaveText([
      'Remote tender calendar',
      'A post with hostile markup',
    ]);

    const graphql = await fetch(`${site.url}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ posts(first: 1) { nodes { id } } }' }),
    });
    expect(graphql.status).toBeGreaterThanOrEqual(502);
    expect(graphql.headers.get('content-type')).toContain('application/json');
    const answer = (await graphql.json()) as { errors?: { message: string }[] };
    expect(answer.errors?.length).toBeGreaterThan(0);
  });
}

test('the /api/graphql pass-through answers bad requests with JSON errors', async () => {
  const notJson = await fetch(`${site.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"query": ',
  });
  expect(notJson.status).toBe(400);
  expect(((await notJson.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  const noQuery = await fetch(`${site.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"variables": {}}',
  });
  expect(noQuery.status).toBe(400);
  expect(((await noQuery.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  const tooLarge = await fetch(`${site.url}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ posts { nodes { id } } } # ${'x'.repeat(40_000)}` }),
  });
  expect(tooLarge.status).toBe(413);
  expect(((await tooLarge.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
});
