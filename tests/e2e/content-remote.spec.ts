import { expect, test, type APIRequestContext } from '@playwright/test';
import { FakeWordPress, type FakeMode } from '../support/fake-wordpress';
import { startNextServer } from '../support/next-server';

/**
 * The same production build pointed at a WordPress (a fake one on a local port) by setting
 * NEXT_PUBLIC_WPGRAPHQL_URL when the server starts: pages come from it, its HTML is made
 * safe, /api/revalidate refreshes at once, and when it fails the site keeps serving.
 */

const fakePort = 4102;
const sitePort = 3113;
const secret = 'remote-revalidate-secret';

const hostileContent = [
  '<p>Before the payload.</p>',
  '<script>window.__xss = "script"</script>',
  '<img src="https://images.invalid/missing.png" onerror="window.__xss = \'onerror\'" alt="Broken on purpose">',
  '<p><a href="javascript:window.__xss = \'link\'">Click me</a> and <a href="https://example.org/" target="_blank">an external page</a></p>',
  '<iframe src="https://example.org/" title="Embedded"></iframe>',
  '<h2 onclick="window.__xss = \'click\'">Safe heading</h2>',
  '<p style="position:fixed;inset:0" class="fixed">After the payload.</p>',
].join('\n');

const wordpress = new FakeWordPress([
  { slug: 'whats-new-on-etimad', title: 'What&#8217;s new on Etimad', date: '2025-06-01T10:00:00', category: 'Blog', tags: ['Etimad'], content: '<h2>First</h2><p>One.</p><h2>Second</h2><p>Two.</p>' },
  { slug: 'hostile-markup', title: 'Hostile markup', date: '2025-05-01T10:00:00', category: 'Blog', content: hostileContent },
  { slug: 'a-remote-story', title: 'A remote story', date: '2025-04-01T10:00:00', category: 'Story', sticky: true, content: '<h2>The challenge</h2><p>Hard.</p>' },
]);

let site: Awaited<ReturnType<typeof startNextServer>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  const endpoint = await wordpress.start(fakePort);
  // A new address per run, so cache entries of an earlier run are never reused.
  site = await startNextServer(sitePort, { NEXT_PUBLIC_WPGRAPHQL_URL: `${endpoint}?run=${Date.now()}`, REVALIDATE_SECRET: secret });
});

test.afterAll(async () => {
  await site?.stop();
  await wordpress.stop();
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
});

const url = (path: string) => `${site.url}${path}`;
const revalidate = (request: APIRequestContext) => request.post(url('/api/revalidate'), { headers: { 'x-revalidate-secret': secret } });

test('pages come from WordPress: lists, posts, the featured story and the placeholder image', async ({ page }) => {
  await page.goto(url('/blog'));
  const cards = page.getByTestId('post-list').locator('article');
  await expect(cards.locator('h2')).toHaveText(['What’s new on Etimad', 'Hostile markup']);
  await expect(cards.first().locator('img')).toHaveAttribute('src', /placeholder\.png/);
  await page.goto(url('/blog/whats-new-on-etimad'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s new on Etimad');
  await expect(page.getByRole('navigation', { name: 'In this article' }).getByRole('link')).toHaveText(['First', 'Second']);
  await page.goto(url('/stories/details'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A remote story');
});

test('scripts, event handlers, javascript: links and iframes in post HTML never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const response = await page.goto(url('/blog/hostile-markup'));
  expect(response?.status()).toBe(200);
  const content = page.getByTestId('post-content');
  await expect(content).toContainText('Before the payload.');
  await expect(content).toContainText('After the payload.');
  await expect(content.locator('script, iframe, [onerror], [onclick], [style], [class]')).toHaveCount(0);
  await expect(content.locator('a[href^="javascript:" i]')).toHaveCount(0);
  await expect(content.getByRole('link', { name: 'an external page' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(content.getByRole('heading', { name: 'Safe heading' })).toHaveAttribute('id', 'safe-heading');

  await content.getByText('Click me').click();
  await content.getByRole('heading', { name: 'Safe heading' }).click();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('/api/revalidate shows WordPress changes at once', async ({ page, request }) => {
  await page.goto(url('/blog/whats-new-on-etimad'));
  wordpress.posts[0]!.title = 'Updated in WordPress';
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What’s new on Etimad'); // cached for up to 5 minutes
  expect((await request.post(url('/api/revalidate'), { headers: { 'x-revalidate-secret': 'not-the-secret' } })).status()).toBe(401);
  expect((await revalidate(request)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Updated in WordPress');
});

for (const mode of ['http-500', 'garbage', 'drop'] satisfies FakeMode[]) {
  test(`when WordPress fails (${mode}), pages keep serving the last good content`, async ({ page, request }) => {
    await page.goto(url('/blog'));
    await page.goto(url('/blog/whats-new-on-etimad'));
    wordpress.mode = mode;
    try {
      expect((await revalidate(request)).status()).toBe(200); // drop the cache, so pages must ask WordPress
      const before = wordpress.requests;

      const list = await page.goto(url('/blog'));
      expect(list?.status()).toBe(200);
      await expect(page.getByTestId('post-list').locator('article h2')).toHaveText(['Updated in WordPress', 'Hostile markup']);
      const post = await page.goto(url('/blog/whats-new-on-etimad'));
      expect(post?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Updated in WordPress');
      expect(wordpress.requests).toBeGreaterThan(before);

      // Nothing good cached for this list page: an empty state, not an error page.
      const neverRead = await page.goto(url('/stories?page=2'));
      expect(neverRead?.status()).toBe(200);
      await expect(page.getByRole('status')).toHaveText('We cannot load the success stories right now. Please try again in a few minutes.');

      // The browser's requests (header and footer posts) get a JSON error, so they show their empty text.
      const browserCall = await request.post(url('/api/graphql'), { data: { query: '{ posts { nodes { slug } } }' } });
      expect(browserCall.status()).toBe(502);
      expect(await browserCall.json()).toEqual({ errors: [{ message: expect.any(String) }] });
      expect((await request.get(url('/sitemap.xml'))).status()).toBe(200);
    } finally {
      wordpress.mode = 'ok';
    }
  });
}

test('once WordPress is back, a revalidation brings fresh content', async ({ page, request }) => {
  wordpress.posts.push({ slug: 'back-again', title: 'Back again', date: '2025-07-01T10:00:00', category: 'Blog', content: '<p>Hello.</p>' });
  expect((await revalidate(request)).status()).toBe(200);
  await page.goto(url('/blog'));
  await expect(page.getByTestId('post-list').locator('article h2').first()).toHaveText('Back again');
  expect(site.output()).not.toMatch(/unhandled|uncaughtException/i);
});
