import { cardTitles, expect, test } from '../fixtures';
import { arabicPost, autoExcerptPost, fieldNotes, richPost, stickyPost, stories } from '../seed';

/**
 * Defects 2, 4 and 6 of issue 22, each as what a visitor should see of content as editors write
 * it in a real WordPress; each names its defect (each failed before the site was fixed). They only
 * read the seeded content (defect 4 needs the companion plugin inactive: this project runs before
 * the one that activates it). Defects 1, 3 and 5 change content: ../editing and ../global.
 */

const locs = (xml: string, tag: 'loc' | 'link') =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1]!);

test('defect 2: posts with Arabic slugs open from every place that links to them', async ({
  page,
  site,
}) => {
  const arabic = [`/blog/${arabicPost.slug}`, `/stories/${stories.arabic.slug}`];
  const titles: Record<string, string> = {
    [`/blog/${arabicPost.slug}`]: arabicPost.title,
    [`/stories/${stories.arabic.slug}`]: stories.arabic.title,
  };
  const linked = new Set<string>();
  for (const list of [
    '/blog',
    '/blog?page=2',
    '/stories',
    `/search?q=${encodeURIComponent('اعتماد')}`,
  ]) {
    await page.goto(list);
    const hrefs = await page
      .locator('main a[href^="/blog/"], main a[href^="/stories/"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs)
      if (arabic.includes(decodeURIComponent(new URL(href).pathname))) linked.add(href);
  }
  for (const feed of ['/sitemap.xml', '/blog/rss.xml']) {
    const xml = await (await fetch(`${site}${feed}`)).text();
    for (const url of [...locs(xml, 'loc'), ...locs(xml, 'link')]) {
      const pathname = new URL(url).pathname;
      if (arabic.includes(decodeURIComponent(pathname))) linked.add(`${site}${pathname}`);
    }
  }
  // The lower-case percent-encoding WordPress itself writes, too.
  for (const path of arabic)
    linked.add(
      `${site}${path.replace(/[^/]+$/, (slug) => encodeURIComponent(slug).toLowerCase())}`,
    );
  expect(linked.size).toBeGreaterThan(2);

  const failed: string[] = [];
  for (const href of linked) {
    const answer = await page.goto(href.replace(/^https?:\/\/[^/]+/, site));
    const path = decodeURIComponent(new URL(page.url()).pathname);
    if (
      answer?.status() !== 200 ||
      (await page.getByRole('heading', { level: 1 }).textContent()) !== titles[path]
    )
      failed.push(`${decodeURIComponent(href)} → ${answer?.status()}`);
  }
  expect(failed).toEqual([]);
});

test('defect 4: without the companion plugin, /government-projects shows no case study, not one whose story is missing', async ({
  page,
}) => {
  // Case studies are the stories' fields, which only the companion plugin serves; the seeded
  // stories have none here (companion-plugin.spec publishes one that has).
  expect((await page.goto('/government-projects'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main .case-list')).toHaveCount(0);
});

test.describe('defect 6: what editors put in a post shows as they meant it', () => {
  test('an embedded YouTube video stays, with its caption', async ({ page }) => {
    await page.goto(`/blog/${richPost.slug}`);
    const figure = page
      .getByTestId('post-content')
      .locator('figure')
      .filter({ hasText: richPost.videoCaption });
    await expect(figure).toHaveCount(1);
    // The video itself, or at least a link to it: never a caption alone.
    await expect(
      figure.locator(`iframe[src*="${richPost.videoId}"], a[href*="${richPost.videoId}"]`),
    ).not.toHaveCount(0);
  });

  test('a code block is readable (contrast of at least 4.5:1)', async ({ page }) => {
    await page.goto(`/blog/${richPost.slug}`);
    const code = page
      .getByTestId('post-content')
      .locator('pre')
      .filter({ hasText: richPost.codeText });
    await expect(code).toBeVisible();
    const ratio = await code.evaluate((element) => {
      const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const channel = (c: number) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      // The text's colour against the first background behind it (code's own, else pre's, …).
      const text = element.querySelector('code') ?? element;
      const color = rgb(getComputedStyle(text).color);
      let background: number[] = [255, 255, 255];
      for (let node: Element | null = text; node; node = node.parentElement) {
        const value = rgb(getComputedStyle(node).backgroundColor);
        if (value.length === 3 || (value.length === 4 && value[3]! > 0)) {
          background = value.slice(0, 3);
          break;
        }
      }
      const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    });
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test('a link to another post opens it on the site, not on WordPress', async ({ page }) => {
    await page.goto(`/blog/${richPost.slug}`);
    const link = page
      .getByTestId('post-content')
      .getByRole('link', { name: 'our first field note' });
    await expect(link).toHaveAttribute('href', `/blog/${richPost.linkedSlug}`);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fieldNotes[0]!.title);
  });

  test("an editor's heading anchor is kept, so in-page links land on it", async ({ page }) => {
    await page.goto(`/blog/${richPost.slug}`);
    const content = page.getByTestId('post-content');
    await expect(content.locator(`#${richPost.anchor}`)).toHaveText('The documents you need');
    await content.getByRole('link', { name: 'the documents you need' }).click();
    await expect(page).toHaveURL(new RegExp(`#${richPost.anchor}$`));
  });

  test("WordPress's automatic excerpt reads as text: no […], headings not run into sentences", async ({
    page,
  }) => {
    await page.goto('/blog');
    const card = page
      .getByTestId('post-list')
      .locator('article')
      .filter({ hasText: autoExcerptPost.title });
    const cardTexts = await card.locator('p').allTextContents();
    await page.goto(`/blog/${autoExcerptPost.slug}`);
    const description =
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    for (const text of [description, ...cardTexts]) {
      expect(text).not.toMatch(/\[(…|&hellip;|\.\.\.)\]/);
      expect(text).not.toContain(
        `${autoExcerptPost.firstHeading}${autoExcerptPost.firstParagraph.split(' ')[0]}`,
      );
    }
    expect(description).toContain(autoExcerptPost.firstParagraph);
  });

  test('a sticky post is pinned first on /blog', async ({ page }) => {
    await page.goto('/blog');
    expect((await cardTitles(page))[0]).toBe(stickyPost.title);
  });

  test('an Arabic post is laid out right to left, in Arabic', async ({ page }) => {
    await page.goto(`/blog/${arabicPost.slug}`);
    for (const element of [
      page.getByRole('heading', { level: 1 }),
      page.getByText(arabicPost.paragraph),
    ]) {
      expect(await element.evaluate((node) => getComputedStyle(node).direction)).toBe('rtl');
      expect(await element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(
        'ar',
      );
    }
  });
});
