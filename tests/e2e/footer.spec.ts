import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { axeViolations } from '../support/axe';
import { expect, test, type Page, type Request } from '../support/test';
import { fileCompany as company } from '../../src/site/company';
import { site, usefulLinks } from '../../src/site/config';
import { navigationByLocale } from '../../src/site/navigation';

const { footerColumns } = navigationByLocale.en;

const footer = (page: Page) => page.getByTestId('site-footer');
const recentPosts = (page: Page) => page.getByTestId('footer-recent-posts');

/** Collects the browser's requests for the footer's posts. */
function footerPostRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/footer-posts.json') seen.push(request);
  });
  return seen;
}

/** The built-in blog posts' slugs (content/posts front matter), newest first. */
function builtInBlogSlugs(): string[] {
  const directory = path.join(process.cwd(), 'content/posts');
  return readdirSync(directory)
    .map((file) => matter(readFileSync(path.join(directory, file), 'utf8')).data)
    .filter((data) => !(data.categories as string[]).includes('story'))
    .toSorted((a, b) => +new Date(b.date) - +new Date(a.date))
    .map((data) => data.slug as string);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
});

for (const viewport of [
  // A phone lists the 5 newest: the footer is not a second blog list there.
  { name: 'desktop', size: { width: 1366, height: 900 }, shown: 15 },
  { name: 'mobile', size: { width: 390, height: 844 }, shown: 5 },
]) {
  test.describe(`footer recent posts (${viewport.name})`, () => {
    test.use({ viewport: viewport.size });

    test(`are not requested before the footer is visible, then list the newest blog posts, up to ${viewport.shown}`, async ({
      page,
    }) => {
      const requests = footerPostRequests(page);
      await page.goto('/services');
      await page.waitForLoadState('networkidle');
      await expect(footer(page)).not.toBeInViewport();
      expect(requests).toHaveLength(0);
      await expect(recentPosts(page)).toContainText('Loading posts...');

      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/footer-posts.json',
      );
      await footer(page).scrollIntoViewIfNeeded();
      expect((await answered).ok()).toBe(true);
      const links = recentPosts(page).getByRole('link');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      );
      // Every built-in blog post (there are fewer than 15, more than the 10 a page lists).
      const blogSlugs = builtInBlogSlugs();
      expect(blogSlugs.length).toBeGreaterThan(10);
      expect(blogSlugs.length).toBeLessThanOrEqual(15);
      expect(hrefs.toSorted()).toEqual(
        blogSlugs
          .slice(0, viewport.shown)
          .map((slug) => `/blog/${slug}`)
          .toSorted(),
      );
      await expect(recentPosts(page)).not.toContainText('Loading posts...');
      expect(requests).toHaveLength(1);

      await links.first().click();
      await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    });

    test('say "No recent posts available." when the posts cannot be fetched', async ({ page }) => {
      await page.route('**/footer-posts.json', (route) =>
        route.fulfill({ status: 503, json: { message: 'Failed to fetch posts.' } }),
      );
      await page.goto('/services');
      await footer(page).scrollIntoViewIfNeeded();
      await expect(recentPosts(page)).toHaveText('No recent posts available.');
      await expect(recentPosts(page).getByRole('link')).toHaveCount(0);
    });

    test('say "No recent posts available." when there are no posts', async ({ page }) => {
      await page.route('**/footer-posts.json', (route) => route.fulfill({ json: { posts: [] } }));
      await page.goto('/services');
      await footer(page).scrollIntoViewIfNeeded();
      await expect(recentPosts(page)).toHaveText('No recent posts available.');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Blogs column links to the blog instead of waiting for posts', async ({ page }) => {
    await page.goto('/services');
    await expect(recentPosts(page)).not.toContainText('Loading posts...');
    await expect(
      recentPosts(page).getByRole('link', { name: 'Read our latest posts on the blog' }),
    ).toHaveAttribute('href', '/blog');
  });
});

test('the footer has its columns, useful links in a new tab, the phone, copyright and legal links', async ({
  page,
}) => {
  await page.goto('/services');
  const nav = footer(page).getByRole('navigation', { name: 'Footer' });
  await expect(nav.getByRole('heading', { level: 2 })).toHaveText([
    ...footerColumns.map((column) => column.title),
    'Blogs',
  ]);
  expect(footerColumns.map((column) => column.title)).toEqual([
    'Services',
    'News & Insights',
    'Culture & Partners',
    'Useful Links',
    'Careers',
    'Legal',
    'Area of Focus',
  ]);

  const useful = nav.getByRole('region', { name: 'Useful Links' }).getByRole('link');
  await expect(useful).toHaveCount(usefulLinks.length);
  for (const [index, link] of usefulLinks.entries()) {
    await expect(useful.nth(index)).toHaveAttribute('href', link.href);
    await expect(useful.nth(index)).toHaveAttribute('target', '_blank');
    await expect(useful.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(
    nav.getByRole('region', { name: 'Area of Focus' }).getByRole('link', { name: /Safety/ }),
  ).toHaveAttribute('href', '/area-of-focus/safety');
  await expect(footer(page).getByRole('link', { name: company.phone.display })).toHaveAttribute(
    'href',
    `tel:${company.phone.tel}`,
  );
  // The shipped number is a sample until the company confirms it, and says so.
  await expect(footer(page).getByText('sample', { exact: true })).toBeVisible();
  await expect(footer(page)).toContainText(`© 2025 ${site.legalName}`);
  await expect(footer(page).getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute(
    'href',
    '/legal/terms',
  );
  await expect(footer(page).getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute(
    'href',
    '/legal/privacy',
  );

  await nav
    .getByRole('region', { name: 'Area of Focus' })
    .getByRole('link', { name: /Safety/ })
    .click();
  await expect(page).toHaveURL(/\/area-of-focus\/safety-and-security$/);
});

test('axe finds no violation of any impact in the footer once its posts are listed', async ({
  page,
}) => {
  await page.goto('/services');
  await footer(page).scrollIntoViewIfNeeded();
  await expect(recentPosts(page).getByRole('link').first()).toBeVisible();
  expect(
    await axeViolations(page, 'footer', {
      include: '[data-testid="site-footer"]',
      everyRule: true,
    }),
  ).toEqual([]);
});
