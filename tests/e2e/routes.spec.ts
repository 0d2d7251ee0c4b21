import { siteRoutes, type RouteInfo } from '../../src/site/routes';
import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/test';

/**
 * Every route of the site, visited once per screen size with all its checks: the answer, the
 * title and metadata, the h1 and the layout's frame, no layout shift, and no axe violation of
 * any impact, at 1440×900 and 390×844. (Screenshots of every route: `npm run screenshots`.)
 */

test.describe.configure({ mode: 'parallel' });

const publicBase = 'http://localhost:3000'; // SITE_URL of the test server

const routeSizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** Every layout shift the page has had so far (each counts, without CLS's session windows). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 50);
      }),
  );
}

/** The title, canonical link and sharing metadata: the same at every size. */
async function expectMetadata(page: Page, route: RouteInfo) {
  const title = await page.title();
  if (route.path === '/') expect(title).toBe('Government Contracting Solutions');
  else expect(title).toMatch(/\S \| Wasla$/);
  // Next.js writes the home page's canonical link without the trailing slash.
  const canonical = publicBase + (route.path === '/' ? '' : route.path);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute(
    'content',
    /website|article/,
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
}

for (const route of siteRoutes) {
  test(`${route.path}: 200, title and metadata, h1, ${route.layout} layout; no layout shift and no axe violation at 1440 and 390 wide`, async ({
    browser,
  }) => {
    // Two visits, each with axe: a while on a busy machine.
    test.slow();
    for (const size of routeSizes) {
      // A fresh context per size: each visit is a first load at that size, as a visitor's is.
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
      });
      // A returning visitor: the intro journey has been seen, so / shows the home page.
      await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
      const page = await context.newPage();
      const response = await page.goto(route.path);
      await page.waitForLoadState('load');
      const where = `${route.path} at ${size.width}×${size.height}`;
      // Measured first: axe moves focus and scrolls. Under 0.001 is a subpixel move that a slow
      // machine shows now and then (Lighthouse reports such a page's CLS as 0); a real shift is
      // larger (the footer once moved a phone's /search by 0.0012).
      expect(await layoutShift(page), where).toBeLessThan(0.001);
      expect(response?.status(), where).toBe(200);
      if (size.name === 'desktop') await expectMetadata(page, route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const chrome = route.layout === 'default' ? 1 : 0;
      await expect(page.locator('header[data-site-chrome]:visible')).toHaveCount(chrome);
      await expect(page.locator('footer[data-site-chrome]:visible')).toHaveCount(chrome);
      expect(await axeViolations(page, where)).toEqual([]);
      await context.close();
    }
  });
}
