import { NONCE_HEADER } from '#host/shared';
import { siteRoutes } from '../../src/site/routes';
import { expect, test, type Locator, type Page } from '../support/test';

/**
 * Public pages are rendered once and served from the page cache (host/page-cache): these
 * prove that serving many visitors one render keeps each response's CSP nonce its own, never
 * mixes pages or headers, and leaves per-visitor answers alone.
 */

const nonceOf = (csp: string | null | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

/**
 * The nonce each script the document came with carries (the DOM keeps it in `nonce`): inline
 * ones and those whose address is in `html`. Chunks Next's runtime adds later (a menu panel's,
 * whenever the runtime loads it) run under 'strict-dynamic' without a nonce of their own.
 */
const documentScriptNonces = (page: Page, html: string) =>
  page.evaluate(
    (html) =>
      [...document.scripts]
        .filter((script) => !script.src || html.includes(`src="${new URL(script.src).pathname}"`))
        .map((script) => script.nonce),
    html,
  );

test('two responses of one page carry different nonces, and all scripts of each carry its own', async ({
  browser,
}) => {
  const seen: string[] = [];
  for (let visit = 0; visit < 2; visit++) {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
    const page = await context.newPage();
    const response = await page.goto('/services');
    expect(response?.headers()['x-page-cache']).toMatch(/hit|miss|stale/);
    const nonce = nonceOf(response?.headers()['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{44}$/);
    // Hydrated (a cached page arrives before its scripts have run), and the header's menus
    // answer clicks: Next's inline and loaded scripts all ran under this response's nonce.
    await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
    const nonces = await documentScriptNonces(page, (await response?.text()) ?? '');
    expect(nonces.length).toBeGreaterThan(3);
    expect(new Set(nonces)).toEqual(new Set([nonce]));
    // Code loaded later (the menu panel's chunk) is inserted by those scripts: 'strict-dynamic'
    // lets it run without a nonce of its own, and the fixture fails the test on any violation.
    const services = page.getByTestId('site-header').getByRole('button', { name: 'Services menu' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('header-services-panel')).toBeVisible();
    seen.push(nonce!);
    await context.close();
  }
  expect(seen[0]).not.toBe(seen[1]);
});

test('a page served from the cache is the page asked for, with headers of its own', async ({
  request,
}) => {
  const paths = siteRoutes.map((route) => route.path).filter((path) => path !== '/profile');
  // Each page twice, all at once: renders and cache hits interleave.
  const answers = await Promise.all(
    [...paths, ...paths].map(async (path) => ({ path, response: await request.get(path) })),
  );
  const requestIds = new Set<string>();
  for (const { path, response } of answers) {
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const html = await response.text();
    const canonical = `http://localhost:3000${path === '/' ? '' : path}`;
    expect(html, path).toContain(`<link rel="canonical" href="${canonical}"/>`);
    const nonce = nonceOf(headers['content-security-policy']);
    expect(
      html.match(/nonce="[^"]+"/g)?.every((found) => found === `nonce="${nonce}"`),
      path,
    ).toBe(true);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    requestIds.add(headers['x-request-id'] ?? '');
  }
  expect(requestIds.size).toBe(answers.length);
});

test('a nonce sent by the client is never used', async ({ request }) => {
  for (const path of ['/services', '/profile']) {
    const response = await request.get(path, {
      headers: { [NONCE_HEADER]: 'chosen-by-attacker' },
    });
    expect(response.headers()['content-security-policy']).not.toContain('chosen-by-attacker');
    expect(await response.text()).not.toContain('chosen-by-attacker');
  }
});

test('/profile, staff pages and API answers are never served from the cache, as pages or navigations', async ({
  request,
}) => {
  const profile = [await request.get('/profile'), await request.get('/profile')];
  const nonces = profile.map((response) => nonceOf(response.headers()['content-security-policy']));
  expect(nonces[0]).not.toBe(nonces[1]);
  for (const response of [
    ...profile,
    await request.get('/api/build-id'),
    await request.get('/api/build-id'),
    await request.get('/api/users/profile'),
    await request.get('/profile', { headers: { rsc: '1' } }),
    await request.get('/profile', { headers: { rsc: '1' } }),
    await request.get('/staff/enquiries', { headers: { rsc: '1', 'next-router-prefetch': '1' } }),
    await request.get('/staff/enquiries', { headers: { rsc: '1', 'next-router-prefetch': '1' } }),
    await request.get('/ar/profile', { headers: { rsc: '1' } }),
    await request.get('/ar/profile', { headers: { rsc: '1' } }),
    await request.get('/ar/staff/enquiries', { headers: { rsc: '1' } }),
    await request.get('/ar/staff/enquiries', { headers: { rsc: '1' } }),
  ])
    expect(response.headers()['x-page-cache']).toBeUndefined();
  // The same page as a document is.
  await request.get('/services');
  expect((await request.get('/services')).headers()['x-page-cache']).toMatch(/hit|stale/);
});

/** A client navigation or prefetch the browser made: its path, router headers and answer. */
type Navigation = { path: string; headers: Record<string, string>; cache?: string; body: string };

/** Visits /services, rests the pointer on the footer's Blog link and follows it, recording navigations. */
async function visitAndFollowBlog(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  const page = await context.newPage();
  const navigations: Navigation[] = [];
  page.on('response', async (response) => {
    const headers = response.request().headers();
    if (headers.rsc !== '1') return;
    navigations.push({
      path: new URL(response.url()).pathname,
      headers,
      cache: response.headers()['x-page-cache'],
      body: await response.text().catch(() => ''),
    });
  });
  await page.goto('/services');
  await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
  const blog = page.locator('footer a[href="/blog"]').first();
  await blog.hover();
  // The pointer rests on the link as a person's does before pressing it.
  await page.waitForTimeout(300);
  await blog.click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
  return navigations;
}

test('a followed link asks for its page once, from the cache: the path asked for, a fresh nonce, no other answer', async ({
  browser,
  request,
}) => {
  await visitAndFollowBlog(browser);
  // A second visitor's browser asks the same: one request, for the page followed (nothing for
  // the link pointed at before), answered from the cache.
  const navigations = await visitAndFollowBlog(browser);
  expect(navigations.map((navigation) => navigation.path)).toEqual(['/blog']);
  for (const navigation of navigations)
    expect(navigation.cache, navigation.path).toMatch(/hit|stale/);

  // Replayed by hand, it is the answer of its own path and carries no render nonce.
  const blog = navigations[0]!;
  const headers = Object.fromEntries(
    Object.entries(blog.headers).filter(([name]) => name !== 'host' && name !== 'cookie'),
  );
  const replayed = await request.get('/blog', { headers });
  expect(replayed.headers()['x-page-cache']).toMatch(/hit|stale/);
  expect(replayed.headers()['content-type']).toContain('text/x-component');
  const body = await replayed.text();
  expect(body).toContain('"blog"');
  expect(body).toContain('href":"/blog/');
  const nonces = [...body.matchAll(/nonce="?([A-Za-z0-9+/=]{20,})/g)].map((match) => match[1]);
  expect(new Set(nonces).size).toBeLessThanOrEqual(1);
  if (nonces[0]) expect(nonces[0]).toBe(nonceOf(replayed.headers()['content-security-policy']));
  // Sent signed in (a session's bearer token), it goes to Next: never a cached answer.
  const signedIn = await request.get('/blog', {
    headers: { ...headers, authorization: 'Bearer a.b.c' },
  });
  expect(signedIn.headers()['x-page-cache']).toBeUndefined();
  // The same router headers sent for another page get that page's own answer, never /blog's.
  const elsewhere = await (await request.get('/pricing', { headers })).text();
  expect(elsewhere).toContain('"pricing"');
  expect(elsewhere).not.toContain('"blog"');
});

test('opening the phone menu asks for nothing: not its search box, not the link it focuses', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.headers().rsc) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/services');
  await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
  // The phone menu open, its search box in view.
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('dialog', { name: 'Site menu' }).getByRole('search')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
  await context.close();
});

/** On a phone: opens the menu on /services and taps a service, recording navigations. */
async function tapThroughToAService(browser: import('@playwright/test').Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  const page = await context.newPage();
  const navigations: Omit<Navigation, 'body'>[] = [];
  page.on('response', (response) => {
    const headers = response.request().headers();
    if (headers.rsc !== '1') return;
    const path = new URL(response.url()).pathname;
    navigations.push({ path, headers, cache: response.headers()['x-page-cache'] });
  });
  await page.goto('/services');
  await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  const services = menu.getByRole('button', { name: 'Services' });
  await services.tap();
  await menu
    .locator(`#${await services.getAttribute('aria-controls')}`)
    .locator('a[href="/services/market-entry"]')
    .tap();
  await expect(page).toHaveURL(/\/services\/market-entry$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.close();
  return navigations;
}

test('a tap through the phone menu to a service page is served from the cache next time', async ({
  browser,
  request,
}) => {
  const navigations = await tapThroughToAService(browser);
  // The tap asks for the page once (no prefetch at the touch), with the state of /services.
  expect(navigations.map((navigation) => navigation.path)).toEqual(['/services/market-entry']);
  for (const navigation of navigations) {
    const headers = Object.fromEntries(
      Object.entries(navigation.headers).filter(([name]) => name !== 'host' && name !== 'cookie'),
    );
    await request.get('/services/market-entry', { headers });
    const again = await request.get('/services/market-entry', { headers });
    expect(again.headers()['x-page-cache'], headers['next-router-state-tree']).toMatch(/hit|stale/);
    expect(again.headers()['content-type']).toContain('text/x-component');
    expect(await again.text()).toContain('market-entry');
  }
});

test('the public data every visit fetches comes from the cache, the same answer whatever its query', async ({
  request,
}) => {
  for (const path of ['/header-menus.json', '/header-news.json', '/footer-posts.json']) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const again = await request.get(`${path}?v=${Date.now()}`);
    expect(again.headers()['x-page-cache'], path).toMatch(/hit|stale/);
    expect(again.headers()['content-type'], path).toContain('application/json');
    expect(await again.json(), path).toEqual(await first.json());
  }
});

test('an unknown address is answered with its own 404 page, also from the cache', async ({
  request,
}) => {
  for (const path of ['/no-such-page/one', '/no-such-page/two', '/no-such-page/one']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(`Page not found: ${path}`);
  }
});

test('a cached page brings its styles: no stylesheet request, styled through client navigations, one font face', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  const fontOf = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);

  await page.goto('/services');
  await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
  expect(await fontOf('h1')).toMatch(/^inter\b/);
  // The font is declared once: a second declaration (the stylesheet's own, applied after the
  // first paint) would swap the font in under the visitor's eyes.
  expect(
    await page.evaluate(() => [...document.fonts].filter((f) => f.family === 'inter').length),
  ).toBe(1);
  // A client navigation keeps the page's styles and React loads no stylesheet for it.
  await page.locator('footer a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  expect(await fontOf('h1')).toMatch(/^inter\b/);
  expect(stylesheets).toEqual([]);

  // A page the cache does not serve loads the stylesheet as Next wrote it.
  await page.goto('/profile');
  await expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);
  expect(stylesheets).toHaveLength(1);
  expect(await fontOf('h1')).toMatch(/^inter\b/);
});

test('on a phone, what starts below the first screen is laid out only as the visitor nears it, and a jump there lands', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // True while an element is inside a part whose style and layout wait for the viewport.
  const waiting = (element: Locator) =>
    element.evaluate((element) => !element.checkVisibility({ contentVisibilityAuto: true }));

  await page.goto('/services');
  const footerHeading = page.locator('footer h2').first();
  expect(await waiting(page.locator('main h1'))).toBe(false);
  expect(await waiting(page.locator('main > section:last-of-type h2'))).toBe(true);
  expect(await waiting(footerHeading)).toBe(true);
  await footerHeading.scrollIntoViewIfNeeded();
  await expect.poll(() => waiting(footerHeading)).toBe(false);

  // A post's body waits too; its table of contents still takes the reader to the last heading.
  await page.goto('/blog/compliance-after-contract-award');
  const target = page.getByTestId('post-content').locator('h2').last();
  expect(await waiting(target)).toBe(true);
  const contents = page.getByRole('navigation', { name: 'In this article' }).getByRole('link');
  await contents.last().click();
  await expect(target).toBeInViewport();
});
