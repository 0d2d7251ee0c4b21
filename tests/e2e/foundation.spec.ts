import { expect, test, type Page } from '../support/test';
import { siteRoutes } from '../../src/site/routes';

const publicBase = 'http://localhost:3000'; // SITE_URL of the test server

/** A returning visitor: the intro journey has been seen, so / shows the home page. */
async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

// Every route's answer, title, metadata, h1, layout, layout shift and axe check: routes.spec.ts.

test("an unknown address, and an unknown post, answer 404 with the site's own page in the language of the address, also without JavaScript", async ({
  page,
  request,
}) => {
  // As the server sends them: the document in its language, with the header and the message.
  for (const [path, lang, dir, text] of [
    ['/no-such-page/there', 'en', 'ltr', 'Page not found: /no-such-page/there'],
    ['/blog/no-such-post', 'en', 'ltr', 'Page not found: /blog/no-such-post'],
    // In Arabic the address is isolated left to right (LRI … PDI), so its slashes stay in place.
    ['/ar/no-such-page', 'ar', 'rtl', 'لم نعثر على الصفحة: \u2066/ar/no-such-page\u2069'],
    ['/ar/blog/no-such-post', 'ar', 'rtl', 'لم نعثر على الصفحة: \u2066/ar/blog/no-such-post\u2069'],
    // Pages the page cache never keeps, answered by Next itself: a signed-out visitor's guess
    // at a staff address, a preview link without its token.
    ['/staff', 'en', 'ltr', 'Page not found: /staff'],
    ['/ar/preview', 'ar', 'rtl', 'لم نعثر على الصفحة: \u2066/ar/preview\u2069'],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(404);
    const html = await answer.text();
    expect(html, path).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}" dir="${dir}"`));
    expect(html, path).toContain('data-site-chrome');
    expect(html, path).toContain(`data-testid="error-description">${text}</p>`);
    // Its scripts run under the answer's own policy.
    const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
    const scriptNonces = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length, path).toBeGreaterThan(0);
    expect(new Set(scriptNonces), path).toEqual(new Set([nonce]));
  }

  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Page Not Found');
  await expect(page.getByTestId('error-description')).toHaveText(
    'Page not found: /no-such-page/here',
  );
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('an address that turns out not to exist during a visit names that address, in its language', async ({
  page,
}) => {
  await asReturningVisitor(page);
  // A client navigation: the page shows the not-found view that came with the page it left.
  for (const [from, to, heading, text] of [
    [
      '/ar/blog',
      '/ar/no-such-page',
      'الصفحة غير موجودة',
      'لم نعثر على الصفحة: \u2066/ar/no-such-page\u2069',
    ],
    ['/blog', '/no-such-page/there', 'Page Not Found', 'Page not found: /no-such-page/there'],
  ] as const) {
    await page.goto(from);
    await page.evaluate((address) => {
      (window as unknown as { next: { router: { push(href: string): void } } }).next.router.push(
        address,
      );
    }, to);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    await expect(page.getByTestId('error-description')).toHaveText(text);
  }
});

test('/area-of-focus/safety redirects permanently to /area-of-focus/safety-and-security', async ({
  request,
}) => {
  const response = await request.get('/area-of-focus/safety', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toBe('/area-of-focus/safety-and-security');
});

test('pages and API answers carry the security headers', async ({ request }) => {
  for (const path of ['/', '/services', '/api/build-id']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined(); // SITE_URL is http here
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
  }
  const page = await request.get('/services');
  const csp = page.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  expect(await page.text()).toContain(`nonce="${nonce}"`);
});

test('pages make no request to any other host', async ({ page }) => {
  await asReturningVisitor(page);
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http'))
      foreign.push(req.url());
  });
  for (const path of ['/', '/services', '/blog', '/register', '/area-of-focus/energy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(foreign).toEqual([]);
});

test('sitemap.xml lists every public route but not the style guide; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of siteRoutes.filter((r) => r.public)) {
    expect(sitemap).toContain(`<loc>${publicBase}${route.path}</loc>`);
  }
  expect(sitemap).not.toContain('/testtt');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${publicBase}/sitemap.xml`);
});

test('the home page carries Organization JSON-LD', async ({ page }) => {
  await asReturningVisitor(page);
  await page.goto('/');
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
  );
  expect(data).toMatchObject({ '@type': 'Organization', name: 'Wasla', url: `${publicBase}/` });
});

test.describe('navigation feedback', () => {
  /** Records, on the page, whether the loading indicator ever appeared (it may show only briefly). */
  async function watchIndicator(page: Page) {
    await page.goto('/services');
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="page-loading-indicator"]')) {
          document.documentElement.dataset.indicatorSeen = 'yes';
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    return () => page.evaluate(() => document.documentElement.dataset.indicatorSeen ?? 'no');
  }

  test('the page-loading indicator shows while navigating and clears after the page finishes', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    const indicatorSeen = await watchIndicator(page);
    await page
      .locator('main')
      .getByRole('link', { name: /Market Entry/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/services\/market-entry$/);
    await expect.poll(indicatorSeen).toBe('yes');
    await expect(page.getByTestId('page-loading-indicator')).toHaveCount(0);
  });

  test('the indicator never shows on the home page', async ({ page }) => {
    await asReturningVisitor(page);
    const indicatorSeen = await watchIndicator(page);
    await page.locator('header').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForTimeout(700); // longer than the indicator's 500 ms hold
    expect(await indicatorSeen()).toBe('no');
  });

  test('after a newer build is deployed, the next navigation loads it in full', async ({
    page,
  }) => {
    await asReturningVisitor(page);
    await page.route('**/api/build-id', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build' } }),
    );
    await page.goto('/services');
    // Hydrated: the error handlers are in place (a cached page arrives before they are).
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
    // The build check listens once NavigationFeedback's effects have run, which may be just
    // after the page turns interactive: the tab is shown again until the check has asked.
    let checked = false;
    void page.waitForResponse('**/api/build-id').then(() => (checked = true));
    await expect
      .poll(async () => {
        await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return checked;
      })
      .toBe(true);
    const documentRequest = page.waitForRequest(
      (req) => req.resourceType() === 'document' && req.url().endsWith('/culture'),
    );
    await page.locator('header').getByRole('link', { name: 'Culture', exact: true }).click();
    await documentRequest;
    await expect(page).toHaveURL(/\/culture$/);
  });
});

test.describe('unhandled errors', () => {
  test('send a visitor to the error page', async ({ page }) => {
    await asReturningVisitor(page);
    await page.goto('/services');
    // Hydrated: the error handlers are in place (a cached page arrives before they are).
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
    await page.evaluate(() =>
      setTimeout(() => Promise.reject(new Error('The quote service failed'))),
    );
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    // No status is known, and the error's message is for developers.
    await expect(dialog.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
    await expect(dialog.getByText('500', { exact: true })).toHaveCount(0);
  });

  test('are only logged for a search crawler', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
    const page = await context.newPage();
    const logged: string[] = [];
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
    await page.goto('/services');
    // Hydrated: the error handlers are in place (a cached page arrives before they are).
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
    await page.evaluate(() =>
      setTimeout(() => Promise.reject(new Error('The quote service failed'))),
    );
    await expect.poll(() => logged.join('\n')).toContain('Unhandled error');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.close();
  });
});
