import { expect, test, type Page } from '@playwright/test';
import { siteRoutes } from '../../src/site/routes';
import { axeViolations } from '../support/axe';

const sizes = [
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

for (const size of sizes) {
  test.describe(`every route at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const route of siteRoutes) {
      test(`${route.path}: no axe violation of any impact, no layout shift; screenshot for reviewers`, async ({
        browser,
      }) => {
        // A full-page screenshot of a long page takes a while on a busy machine.
        test.slow();
        // A page from browser.newContext(), as @axe-core/playwright needs.
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
        });
        await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
        const page = await context.newPage();
        await page.goto(route.path);
        await page.waitForLoadState('load');
        const where = `${route.path} at ${size.width}×${size.height}`;
        // Measured before axe, which moves focus and scrolls. Under 0.001 is a subpixel move that
        // a slow machine shows now and then (Lighthouse reports such a page's CLS as 0); a real
        // shift is larger (the footer once moved a phone's /search by 0.0012).
        expect(await layoutShift(page)).toBeLessThan(0.001);
        expect(await axeViolations(page, where)).toEqual([]);
        // The whole page, lazy images included, in test-results/pages/ for reviewers.
        await page.evaluate(() =>
          document.querySelectorAll('img[loading="lazy"]').forEach((img) => {
            (img as HTMLImageElement).loading = 'eager';
          }),
        );
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        const name = route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_');
        await page.screenshot({
          path: `test-results/pages/${name}-${size.name}.jpeg`,
          fullPage: true,
          type: 'jpeg',
          quality: 70,
          animations: 'disabled',
        });
        await context.close();
      });
    }
  });
}
