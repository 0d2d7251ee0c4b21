// Real visits of the site, as a person makes them in Chromium, recorded request by request:
// what the browser asks the site for (documents, client navigations and prefetches, JSON), with
// the headers it sends and how the page cache answered. bench/visit.mjs replays them.
import { devices } from '@playwright/test';

const DESKTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = devices['Pixel 7'];

/**
 * @typedef {{ method: string, path: string, headers: Record<string, string>, kind: string,
 *   status: number, cache: string | null }} RecordedRequest
 * @typedef {{ name: string, page: string, context: object, act: (page: import('@playwright/test').Page) => Promise<void> }} Visit
 */

/** Scrolls to the bottom the way a reader does: a wheel turn at a time, with pauses. */
async function readToTheEnd(page) {
  for (let turn = 0; turn < 60; turn++) {
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd) break;
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(150);
  }
  await page.waitForTimeout(1000);
}

/** Points at each of the header's menus, and at one page in each, as someone looking around. */
async function openHeaderMenus(page) {
  const nav = page.getByTestId('site-header').getByRole('navigation', { name: 'Main' });
  for (const label of ['Services', 'Area of Focus', 'News']) {
    await nav.getByRole('link', { name: label, exact: true }).hover();
    const panel = page.locator('[id^="header-"][id$="-panel"]').first();
    await panel.waitFor();
    // A panel's items and posts arrive after it opens: the link pointed at is chosen once they
    // are all there, so that the same visit points at the same link every time.
    await panel.getByRole('link').first().waitFor();
    await panel.locator('.animate-pulse').last().waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    await panel.getByRole('link').nth(1).hover();
    await page.waitForTimeout(400);
    await page.mouse.move(5, 890);
    await page.waitForTimeout(400);
  }
}

/** The visits the benchmark records: what a person does on a content page, a post, the home page and a phone. */
export const visits = [
  {
    name: 'content page (/services, 1440×900: header menus used, read to the end, a service followed)',
    page: '/services',
    context: DESKTOP,
    returning: true,
    async act(page) {
      await openHeaderMenus(page);
      await readToTheEnd(page);
      await page.locator('main a[href="/services/market-entry"]').first().click();
      await page.waitForURL(/\/services\/market-entry$/);
    },
  },
  {
    name: 'a post (1440×900, read to the end)',
    page: 'post',
    context: DESKTOP,
    returning: true,
    async act(page) {
      await readToTheEnd(page);
    },
  },
  {
    name: 'home page after the intro (1440×900: intro skipped, read to the end)',
    page: '/',
    context: DESKTOP,
    returning: false,
    async act(page) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(500);
      await readToTheEnd(page);
    },
  },
  {
    name: 'phone (/services, Pixel 7: menu opened, a service page followed, read to the end)',
    page: '/services',
    context: PHONE,
    returning: true,
    async act(page) {
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      const services = menu.getByRole('button', { name: 'Services' });
      await services.tap();
      await menu
        .locator(`#${await services.getAttribute('aria-controls')}`)
        .getByRole('link')
        .first()
        .tap();
      await page.waitForURL(/\/services\/./);
      await page.waitForTimeout(500);
      await readToTheEnd(page);
    },
  },
];

/** What a request is, for the report: a document, a client navigation, JSON, or a static file. */
function kindOf(request) {
  const url = new URL(request.url());
  if (request.headers().rsc) return 'navigation';
  if (request.resourceType() === 'document') return 'document';
  if (
    url.pathname.startsWith('/_next/') ||
    /\.(?:js|css|woff2?|png|jpe?g|webp|avif|svg|ico)$/.test(url.pathname)
  )
    return 'static';
  return 'json';
}

// Set by the browser or the connection, not by the page: the replay's client sets its own.
const CONNECTION_HEADERS = new Set(['host', 'connection', 'content-length', 'cookie']);

/**
 * Makes `visit` in a fresh browser context and records every request it sends to `base`.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {Visit & { returning: boolean }} visit
 * @param {string} path the page the visit starts on
 * @returns {Promise<RecordedRequest[]>}
 */
export async function recordVisit(browser, base, visit, path) {
  const context = await browser.newContext(visit.context);
  if (visit.returning)
    await context.addInitScript(() => localStorage.setItem('hasSeenParallex', 'true'));
  const page = await context.newPage();
  /** @type {Promise<RecordedRequest>[]} */
  const recorded = [];
  // Requests under way: the visit ends once none has been for half a second (Playwright's
  // 'networkidle' is reached once per document, not after a client navigation).
  let pending = 0;
  let lastActivity = Date.now();
  const settle = () => {
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('request', (request) => {
    pending += 1;
    lastActivity = Date.now();
    if (!request.url().startsWith(base)) return;
    recorded.push(
      (async () => {
        const response = await request.response().catch(() => null);
        const url = new URL(request.url());
        return {
          method: request.method(),
          path: url.pathname + url.search,
          headers: Object.fromEntries(
            Object.entries(await request.allHeaders()).filter(
              ([name]) => !name.startsWith(':') && !CONNECTION_HEADERS.has(name),
            ),
          ),
          kind: kindOf(request),
          status: response?.status() ?? 0,
          cache: (await response?.headerValue('x-page-cache')) ?? null,
        };
      })(),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await visit.act(page);
  while (pending > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(100);
  const requests = await Promise.all(recorded);
  await context.close();
  return requests;
}
