import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/test';
import { authors } from '../../src/site/authors';
import { wordsFor } from '../../src/site/words';

// Post authors are content (content/authors.json): every byline links to its author's page,
// which shows the name, role, biography and posts, tagged sample while the author is invented.

const publicBase = 'http://localhost:3000'; // SITE_URL of the test server

async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

const structuredData = (page: Page) =>
  page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null')));

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a card’s byline on /blog leads to its author’s page: name, role, bio, their posts, no Person for a sample author', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.goto('/blog');
    const card = page.getByTestId('post-list').locator('article').first();
    const byline = card.locator('a[href^="/blog/authors/"]');
    const name = (await byline.textContent())!;
    const author = authors.find((entry) => entry.name === name)!;
    expect(author, `${name} is in content/authors.json`).toBeDefined();
    await byline.click();

    await expect(page).toHaveURL(`/blog/authors/${author.slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(author.name);
    await expect(heading.locator('.sample-mark')).toHaveCount(author.sample ? 1 : 0);
    await expect(page.getByText(author.role, { exact: true })).toBeVisible();
    await expect(page.getByText(author.bio, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${author.name} | Wasla`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${publicBase}/blog/authors/${author.slug}`,
    );

    const posts = page.getByRole('list', { name: `Posts by ${author.name}` }).locator('article');
    expect(await posts.count()).toBeGreaterThan(0);
    // Every card listed is theirs: its byline names them.
    const names = await posts
      .locator(`a[href="/blog/authors/${author.slug}"]`)
      .evaluateAll((links) => links.map((link) => link.textContent));
    expect(names).toEqual(Array(await posts.count()).fill(author.name));

    const jsonLd = await structuredData(page);
    expect(jsonLd.some((data) => data?.['@type'] === 'Person')).toBe(!author.sample);
    const trail = jsonLd.find((data) => data?.['@type'] === 'BreadcrumbList');
    expect(trail?.itemListElement.map((crumb: { name: string }) => crumb.name)).toEqual([
      'Home',
      'Blog',
      author.name,
    ]);
    expect(await axeViolations(page, `/blog/authors/${author.slug} at 1440`)).toEqual([]);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a post’s byline leads to the author’s page; the Arabic page names them in Arabic; an unknown author is 404', async ({
    page,
    request,
  }) => {
    const author = authors[0]!;
    await asReturningVisitor(page);
    await page.goto('/blog');
    await page.getByTestId('post-list').locator('article h2 a').first().click();
    const byline = page.locator(
      'article[aria-labelledby="post-title"] header a[href^="/blog/authors/"]',
    );
    const name = (await byline.textContent())!;
    await byline.click();
    const shown = authors.find((entry) => entry.name === name)!;
    await expect(page).toHaveURL(`/blog/authors/${shown.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(shown.name);
    expect(await axeViolations(page, `/blog/authors/${shown.slug} at 390`)).toEqual([]);

    const arabic = await (await request.get(`/ar/blog/authors/${author.slug}`)).text();
    expect(arabic).toMatch(/<html[^>]* lang="ar"/);
    for (const words of [author.ar!.name!, author.ar!.role, author.ar!.bio])
      expect(arabic).toContain(words);
    // Its breadcrumbs for search engines are Arabic too, and lead to the Arabic pages.
    const arabicTrail = JSON.parse(
      /<script type="application\/ld\+json"[^>]*>(\{[^<]*"BreadcrumbList"[^<]*)<\/script>/.exec(
        arabic,
      )![1]!,
    ) as { itemListElement: { name: string; item: string }[] };
    expect(
      arabicTrail.itemListElement.map((crumb) => [crumb.name, new URL(crumb.item).pathname]),
    ).toEqual([
      ['الرئيسية', '/ar'],
      [wordsFor('ar').pages['/blog'].title, '/ar/blog'],
      [author.ar!.name!, `/ar/blog/authors/${author.slug}`],
    ]);
    expect((await request.get('/blog/authors/no-such-author')).status()).toBe(404);
  });
});
