import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { journeyIntro } from '../../src/site/journey';

/**
 * Right to left: the page mirrors, direction-implying icons flip, the mobile sidebar opens from
 * the right, Latin runs stay in order, nothing overflows a phone, and the Arabic typeface is
 * fetched by Arabic pages only.
 *
 * Most pages here are English ones turned into what the root layout makes of an Arabic page
 * (`lang="ar" dir="rtl"` and the Arabic font's class on <html>), so that the checks hold the
 * mirroring itself whatever words a page has; the last test opens an Arabic address.
 */
async function arabicPage(page: Page, path: string) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  await page.goto(path);
  await page.evaluate(() => {
    const html = document.documentElement;
    html.lang = 'ar';
    html.dir = 'rtl';
    // The class that defines --font-arabic (next/font's hashed name for arabicFont.variable).
    for (const sheet of Array.from(document.styleSheets))
      for (const rule of Array.from(sheet.cssRules))
        if (rule instanceof CSSStyleRule && rule.style.getPropertyValue('--font-arabic'))
          html.classList.add(rule.selectorText.replace(/^\./, ''));
  });
}

const plexArabic = /ibm_plex_sans_arabic_arabic_\d+_normal.*\.woff2$/;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar opens from the right', async ({ page }) => {
    await arabicPage(page, '/contact-us');
    await page.getByTestId('site-header').getByRole('button', { name: 'Open menu' }).click();
    const box = await page.getByRole('dialog', { name: 'Site menu' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeCloseTo(390, 0);
    expect(box!.x).toBeGreaterThan(0);
  });

  test('no page is wider than the phone', async ({ page }) => {
    for (const path of ['/services', '/contact-us', '/pricing', '/blog', '/careers', '/register']) {
      await arabicPage(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });
});

test('a pagination arrow points the way the page reads', async ({ page }) => {
  const chevronScale = () =>
    page
      .getByRole('link', { name: /Older posts/ })
      .locator('svg')
      .evaluate((svg) => getComputedStyle(svg).scale);
  await page.goto('/blog');
  expect(await chevronScale()).toBe('none');
  await arabicPage(page, '/blog');
  expect(await chevronScale()).toBe('-1 1');
});

test('a phone number keeps its order inside right-to-left text', async ({ page }) => {
  await arabicPage(page, '/contact-us');
  const phone = page.locator('main a[href^="tel:"]').first();
  // Where its first character ('+') and its last digit are drawn: left to right, as written.
  const [first, last] = await phone.evaluate((link) => {
    const text = link.querySelector('bdi')?.firstChild ?? link.firstChild!;
    const x = (offset: number) => {
      const range = document.createRange();
      range.setStart(text, offset);
      range.setEnd(text, offset + 1);
      return range.getBoundingClientRect().x;
    };
    return [x(0), x(text.textContent!.length - 1)];
  });
  await expect(phone).toHaveText(/^\+966/);
  expect(first).toBeLessThan(last);
});

test('the Arabic typeface is fetched by Arabic pages only, never by an English page, and preloaded by none', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  // A document's preloads travel in its Link header (Next.js sends them before the HTML).
  const preloadedFonts = (link: string | undefined) =>
    [...(link ?? '').matchAll(/<([^>]+)>;[^,]*rel=preload[^,]*as="font"/g)].map(
      (match) => match[1],
    );
  const english = await page.goto('/contact-us');
  await page.waitForLoadState('networkidle');
  expect(fonts.filter((url) => plexArabic.test(url))).toEqual([]);
  expect(preloadedFonts(english?.headers().link)).toEqual([]);

  await arabicPage(page, '/contact-us');
  await page.locator('h1').evaluate((heading) => (heading.textContent = 'تحدث إلى فريقنا'));
  await expect.poll(() => fonts.filter((url) => plexArabic.test(url)).length).toBeGreaterThan(0);

  // An Arabic address does not hold its first paint for the typeface (a preloaded `optional`
  // font does): it asks for the weights its text is drawn in as it lays the text out.
  fonts.length = 0;
  const arabic = await page.goto('/ar/contact-us');
  expect(preloadedFonts(arabic?.headers().link)).toEqual([]);
  await expect
    .poll(() =>
      fonts
        .filter((url) => plexArabic.test(url))
        .map((url) => /arabic_(\d+)_normal/.exec(url)?.[1])
        .sort(),
    )
    .toEqual(expect.arrayContaining(['400', '700']));
});

test('the journey runs right to left: ← goes forward and the track moves the other way', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Right to left from the first paint, as an Arabic page is served (the slider reads it on mount).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement) return;
      document.documentElement.dir = 'rtl';
      observer.disconnect();
    }).observe(document, { childList: true });
  });
  await page.goto('/');
  await page.getByRole('button', { name: journeyIntro.start, exact: true }).click();
  const carousel = page.locator('section[aria-roledescription="carousel"]');
  await expect(carousel).toHaveAttribute('data-slide-index', '0');
  // The slider listens for keys from an effect once it is open: a key pressed the moment it is
  // in the page can come before that (it did once in CI). Fully shown, it is open.
  await expect(carousel).toHaveCSS('opacity', '1');
  await page.keyboard.press('ArrowLeft');
  await expect(carousel).toHaveAttribute('data-slide-index', '1');
  const { transform, width } = await carousel.evaluate((section) => ({
    transform: (section.firstElementChild as HTMLElement).style.transform,
    width: section.getBoundingClientRect().width,
  }));
  expect(transform).toBe(`translate3d(${width}px, 0px, 0px)`);
  await page.keyboard.press('ArrowRight');
  await expect(carousel).toHaveAttribute('data-slide-index', '0');
});

test('an Arabic address is a right-to-left page in the Arabic typeface', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (plexArabic.test(request.url())) fonts.push(request.url());
  });
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  await page.goto('/ar/contact-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
});
