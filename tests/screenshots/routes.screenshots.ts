import path from 'node:path';
import { test } from '@playwright/test';
import { isLocale, localePath } from '../../src/site/locale';
import { siteRoutes } from '../../src/site/routes';

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

const folder = path.resolve(process.env.SCREENSHOTS_DIR ?? 'screenshots');
// SCREENSHOTS_LOCALE=ar takes the Arabic twins (/ar/…) instead of the English addresses.
const locale = process.env.SCREENSHOTS_LOCALE ?? 'en';
if (!isLocale(locale)) throw new Error(`SCREENSHOTS_LOCALE must be en or ar, not ${locale}`);

for (const size of sizes) {
  for (const route of siteRoutes) {
    const address = localePath(locale, route.path);
    test(`${address} at ${size.width}×${size.height}`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
      });
      // A returning visitor: / shows the home page, not the intro journey.
      await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
      const page = await context.newPage();
      await page.goto(address);
      await page.waitForLoadState('load');
      // The whole page, lazy images included.
      await page.evaluate(() =>
        document.querySelectorAll('img[loading="lazy"]').forEach((img) => {
          (img as HTMLImageElement).loading = 'eager';
        }),
      );
      await page.waitForFunction(() =>
        [...document.images].every((img) => {
          if (img.complete) return true;
          // A carousel's later slides, mounted after the pass above, load as they come into view.
          const box = img.getBoundingClientRect();
          return img.loading === 'lazy' && (box.right <= 0 || box.left >= window.innerWidth);
        }),
      );
      // The page's own fonts, not the fallback: a web font still loading is swapped in later.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const name = (route.path === '/' ? 'home' : route.path.slice(1).replaceAll('/', '_')).concat(
        locale === 'en' ? '' : `.${locale}`,
      );
      await page.screenshot({
        path: path.join(folder, `${name}-${size.name}.jpeg`),
        fullPage: true,
        type: 'jpeg',
        quality: 70,
        animations: 'disabled',
        // What is below the first screen is laid out only when scrolled near (globals.css): a
        // full-page capture would show those parts as empty boxes.
        style: '* { content-visibility: visible !important; }',
      });
      await context.close();
    });
  }
}
