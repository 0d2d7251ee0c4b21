import { localeFacts, localePath, locales, type Locale } from '../../src/site/locale';
import { pages, type PagePath } from '../../src/site/pages';
import { siteRoutes, type RouteInfo } from '../../src/site/routes';
import { axeViolations } from '../support/axe';
import { expect, test, type Page } from '../support/test';

/**
 * Every route of the site in each language (the English address and its Arabic twin under
 * /ar), visited once per screen size with all its checks: the answer, `lang` and `dir`, the
 * title and metadata with hreflang both ways, the h1 and the layout's frame, no layout shift,
 * no horizontal overflow on a phone, no English left on an Arabic page, and no axe violation
 * of any impact, at 1440×900 and then 390×844. One test and one tab a route: the English page
 * first, a first load in a fresh context (everything the route needs fetched cold), then the
 * Arabic twin, whose own assets (the Arabic typeface) are still cold.
 * (Screenshots of every route: `npm run screenshots`.)
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

const arabicScript = /[\u0600-\u06FF]/;

/** What a visit reads from the document (its head, mostly) in one round trip (the checks follow it). */
function headOf(page: Page) {
  return page.evaluate(() => {
    const attribute = (selector: string, name: string) =>
      document.querySelector(selector)?.getAttribute(name) ?? null;
    const html = document.documentElement;
    return {
      lang: html.lang,
      dir: html.dir,
      title: document.title,
      description: attribute('meta[name="description"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ) as Record<string, string | null>,
      ogLocale: attribute('meta[property="og:locale"]', 'content'),
      ogType: attribute('meta[property="og:type"]', 'content'),
      ogImage: attribute('meta[property="og:image"]', 'content'),
      twitterCard: attribute('meta[name="twitter:card"]', 'content'),
      // A phone's horizontal overflow (0 on a page that fits).
      overflow: html.scrollWidth - html.clientWidth,
    };
  });
}
type Head = Awaited<ReturnType<typeof headOf>>;

/** The title, canonical and language links, and sharing metadata: the same at every size. */
function expectMetadata(head: Head, route: RouteInfo, locale: Locale) {
  const { title, description } = head;
  if (locale === 'en') {
    if (route.path === '/') expect(title).toBe('Government Contracting Solutions');
    else expect(title).toMatch(/\S \| Wasla$/);
    expect(description).toMatch(/.{50,}/);
  } else {
    // Translated: Arabic words, not the English page's.
    const english = pages[route.path as PagePath];
    expect(title.replace(/ \| وصلة$/, ''), 'title in Arabic').toMatch(arabicScript);
    expect(description, 'description in Arabic').toMatch(arabicScript);
    if (english) {
      expect(title).not.toContain(english.title);
      expect(description).not.toBe(english.description);
    }
  }
  // Next.js writes the home page's canonical link without the trailing slash.
  const address = (language: Locale) =>
    publicBase + (route.path === '/' && language === 'en' ? '' : localePath(language, route.path));
  // Each language's page names both (so the pair links both ways) and the English one as default.
  expect(head).toMatchObject({
    canonical: address(locale),
    alternates: {
      ...Object.fromEntries(locales.map((language) => [language, address(language)])),
      'x-default': address('en'),
    },
    ogLocale: localeFacts[locale].openGraph,
    ogType: expect.stringMatching(/^(website|article)$/),
    ogImage: expect.stringMatching(/^http/),
    twitterCard: 'summary_large_image',
  });
}

/**
 * Latin words an Arabic page may show: the brand, the names of platforms and bodies as they
 * write themselves, file formats and units. Besides these: addresses, numbers, identifiers
 * (a storage key such as auth_token), and anything marked as written in another language
 * (`lang="en"`: the switcher's "English", an English post's own words).
 */
const latinAllowed = new Set([
  'Wasla',
  'Etimad',
  'SAR',
  'MISA',
  'ZATCA',
  'LCGPA',
  'GOSI',
  'PDPL',
  'LinkedIn',
  'CV',
  'PDF',
  'Word',
  'docx',
  'SVG',
  'PNG',
  'MB',
  'W',
]);

/**
 * The Latin words of an Arabic page that are none of the above: in its text (visible or not:
 * closed menus and screen-reader text count) and in the attributes people read (labels,
 * placeholders, alternative texts, titles).
 */
async function strayLatinWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const ownLanguage = (node: Node) =>
      (node instanceof Element ? node : node.parentElement)?.closest(
        '[lang]:not([lang="ar"]), script, style, noscript, template, code',
      ) !== null;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (!ownLanguage(node)) found.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [alt], [title]',
    ))
      if (!ownLanguage(element))
        for (const name of ['aria-label', 'placeholder', 'alt', 'title'])
          found.push(element.getAttribute(name) ?? '');
    return found;
  });
  const words = texts
    .join(' \n ')
    .replace(/\S+@\S+|https?:\/\/\S+|\b[a-z]+(?:_[a-z]+)+\b|\b[a-z]+(?:[A-Z][a-z]+)+\b/g, ' ')
    .match(/[A-Za-z][A-Za-z'’]*/g);
  return [...new Set(words ?? [])].filter((word) => !latinAllowed.has(word));
}

for (const route of siteRoutes) {
  const twins = locales.map((locale) => ({ locale, address: localePath(locale, route.path) }));
  test(`${twins.map(({ address }) => address).join(' and ')}: 200, lang and dir, title and metadata with hreflang both ways, h1, ${route.layout} layout, no English words in Arabic; no layout shift, no overflow and no axe violation at 1440 and 390 wide`, async ({
    browser,
  }) => {
    // Four visits, each with axe: a while on a busy machine.
    test.slow();
    const context = await browser.newContext({
      viewport: { width: routeSizes[0].width, height: routeSizes[0].height },
      // The intro journey without its WebGL ripple and slide motion: these checks do not
      // concern motion (journey.spec.ts checks the moving journey, with axe), and the
      // software-rendered ripple kept a core busy through each visit (10 s a /parallex test).
      ...(route.layout === 'parallex' && { reducedMotion: 'reduce' as const }),
    });
    // A returning visitor: the intro journey has been seen, so / shows the home page.
    await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
    const page = await context.newPage();
    // The English desktop visit is the route's first load in a fresh context. Each later visit is
    // the same tab sent to an address: a new document laid out at its size from its first paint
    // (its own layout shifts, overflow and axe), with the assets fetched so far cached (a fresh
    // context for the Arabic twin cost 1.1 CPU-seconds a route, for the same checks). Not a
    // reload, which would restore the scroll position the desktop checks left.
    for (const { locale, address } of twins) {
      const { lang, dir } = localeFacts[locale];
      for (const size of routeSizes) {
        await page.setViewportSize({ width: size.width, height: size.height });
        const response = await page.goto(address);
        const where = `${address} at ${size.width}×${size.height}`;
        // Measured first: axe moves focus and scrolls. Under 0.001 is a subpixel move that a slow
        // machine shows now and then (Lighthouse reports such a page's CLS as 0); a real shift is
        // larger (the footer once moved a phone's /search by 0.0012).
        expect(await layoutShift(page), where).toBeLessThan(0.001);
        expect(response?.status(), where).toBe(200);
        const head = await headOf(page);
        expect({ lang: head.lang, dir: head.dir }, where).toEqual({ lang, dir });
        if (size.name === 'desktop') {
          expectMetadata(head, route, locale);
          if (locale === 'ar')
            expect(await strayLatinWords(page), `${where}: English words`).toEqual([]);
        } else {
          expect(head.overflow, `${where}: horizontal overflow (px)`).toBeLessThanOrEqual(0);
        }
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const chrome = route.layout === 'default' ? 1 : 0;
        await expect(page.locator('header[data-site-chrome]:visible')).toHaveCount(chrome);
        await expect(page.locator('footer[data-site-chrome]:visible')).toHaveCount(chrome);
        expect(await axeViolations(page, where)).toEqual([]);
      }
    }
    await context.close();
  });
}
