import { axeViolations } from '../support/axe';
import { expect, test, type Locator, type Page } from '../support/test';
import { governmentInsights } from '../../src/site/config';
import { navigationByLocale } from '../../src/site/navigation';

const { areaMenu, mainNav, serviceMenu } = navigationByLocale.en;

/** A returning visitor: the intro journey has been seen, so / shows the home page. */
async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
}

const header = (page: Page) => page.getByTestId('site-header');
const mainNavList = (page: Page) => header(page).getByRole('navigation', { name: 'Main' });
const trigger = (page: Page, label: string) =>
  mainNavList(page).getByRole('button', { name: `${label} menu` });
const menuContainer = (page: Page, key: string) => page.locator(`[data-dropdown="${key}"]`);
const panel = (page: Page, key: string) => page.locator(`#header-${key}-panel`);

/** The menu's numbered items as "01 Title" strings, in document order. */
async function numberedItems(menu: Locator) {
  const texts = await menu.locator('ol > li > a').allInnerTexts();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

const expectedItems = (items: readonly { title: string }[]) =>
  items.map((item, index) => `${String(index + 1).padStart(2, '0')} ${item.title}`);

/** The header's axe violations of any impact (every rule, best practices too) while a menu is open. */
function headerViolations(page: Page) {
  return axeViolations(page, 'header', { include: '[data-testid="site-header"]', everyRule: true });
}

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

test.describe('desktop header', () => {
  test('turns dark after scrolling more than 10 px, and while a dropdown is open', async ({
    page,
  }) => {
    await page.goto('/services');
    await expect(header(page)).toHaveAttribute('data-dark', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header(page)).toHaveAttribute('data-dark', 'false');
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header(page)).toHaveAttribute('data-dark', 'true');
    // The colour change is a 200 ms transition: read the colour it settles on.
    const darkColour = await header(page).evaluate(async (element) => {
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      return getComputedStyle(element).backgroundColor;
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute('data-dark', 'false');
    await expect(header(page)).not.toHaveCSS('background-color', darkColour);
    await trigger(page, 'Services').click();
    await expect(header(page)).toHaveAttribute('data-dark', 'true');
    await expect(header(page)).toHaveCSS('background-color', darkColour);
  });

  test('shows the top bar and the main navigation in order', async ({ page }) => {
    await page.goto('/services');
    const topLevel = mainNavList(page).locator(':scope > ul > li');
    const labels = await topLevel.evaluateAll((items) =>
      items.map(
        (item) =>
          item.querySelector('a')?.getAttribute('aria-label') ??
          item.querySelector('a')?.textContent?.trim(),
      ),
    );
    expect(labels).toEqual(
      mainNav.map((entry) => (entry.kind === 'logo' ? 'Wasla home' : entry.label)),
    );
    await expect(mainNavList(page).getByRole('link', { name: 'Wasla home' })).toHaveAttribute(
      'href',
      '/',
    );
    // Register comes back here afterwards.
    await expect(header(page).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=%2Fservices',
    );

    // The language switcher is a plain link to this very page in Arabic, named in Arabic.
    const arabic = header(page).getByRole('link', { name: /العربية/ });
    await expect(arabic).toHaveAttribute('href', '/ar/services');
    await expect(arabic).toHaveAttribute('hreflang', 'ar');
    await expect(arabic.locator('[lang="ar"]')).toHaveText('العربية');
  });

  for (const { key, label, items } of [
    { key: 'services', label: 'Services', items: serviceMenu },
    { key: 'focus', label: 'Area of Focus', items: areaMenu },
  ]) {
    test(`${label} opens on hover, lists 01–07 in order${key === 'focus' ? ' (safety links to /area-of-focus/safety-and-security)' : ''}, previews the hovered item and navigates`, async ({
      page,
    }) => {
      await page.goto('/culture');
      await expect(panel(page, key)).toHaveCount(0);
      // Menu images are not in the page until the menu opens.
      await expect(header(page).locator('img[src*="_next/image"]')).toHaveCount(0);
      await mainNavList(page).getByRole('link', { name: label, exact: true }).hover();
      await expect(panel(page, key)).toBeVisible();
      await expect(trigger(page, label)).toHaveAttribute('aria-expanded', 'true');
      expect(await numberedItems(panel(page, key))).toEqual(expectedItems(items));
      if (key === 'focus')
        await expect(panel(page, key).getByRole('link', { name: /Safety/ })).toHaveAttribute(
          'href',
          '/area-of-focus/safety-and-security',
        );
      await expect(panel(page, key).locator('img')).toHaveCount(items.length);
      // Two columns read top to bottom: 01–04 on the left, 05–07 on the right starting level with 01.
      const boxes = await panel(page, key)
        .locator('ol > li > a')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect()));
      const firstRight = Math.ceil(items.length / 2);
      expect(boxes[firstRight]!.x).toBeGreaterThan(boxes[firstRight - 1]!.x);
      expect(boxes[firstRight]!.y).toBe(boxes[0]!.y);
      expect(boxes[1]!.x).toBe(boxes[0]!.x);

      const third = items[2]!;
      await panel(page, key).getByRole('link', { name: third.title }).hover();
      await expect(page.getByTestId(`header-${key}-panel-preview`)).toContainText(
        third.description,
      );

      const target = items[items.length - 1]!;
      await panel(page, key).getByRole('link', { name: target.title }).click();
      await expect(page).toHaveURL(new RegExp(`${target.link}$`));
      await expect(panel(page, key)).toHaveCount(0);
    });

    test(`${label} opens by keyboard (Enter, Space, ArrowDown), closes on Escape with focus back on its trigger`, async ({
      page,
    }) => {
      await page.goto('/culture');
      const button = trigger(page, label);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      // The panel's code may still be loading on a first open.
      await expect(panel(page, key)).toBeVisible();
      expect(await numberedItems(panel(page, key))).toEqual(expectedItems(items));
      await page.keyboard.press('Escape');
      await expect(panel(page, key)).toHaveCount(0);
      await expect(button).toBeFocused();

      await page.keyboard.press('Space');
      await expect(panel(page, key)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(panel(page, key)).toHaveCount(0);

      // ArrowDown opens the menu and moves into it; arrows walk the items; Enter follows one.
      await page.keyboard.press('ArrowDown');
      const links = panel(page, key).locator('ol > li > a');
      await expect(links.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await expect(page.getByTestId(`header-${key}-panel-preview`)).toContainText(
        items[1]!.description,
      );
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await expect(panel(page, key)).toHaveCount(0);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${items[1]!.link}$`));
    });
  }

  test('a dropdown closes 300 ms after the pointer leaves it, and stays open if the pointer comes back', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/culture');
    const services = mainNavList(page).getByRole('link', { name: 'Services', exact: true });
    await services.hover();
    await expect(panel(page, 'services')).toBeVisible();
    // Freeze the page's clock so the delay is measured in the page's own time.
    await page.clock.pauseAt(Date.now() + 60_000);

    await page.mouse.move(5, 700);
    await page.clock.runFor(250);
    await expect(panel(page, 'services')).toBeVisible();
    await services.hover();
    await page.clock.runFor(400);
    await expect(panel(page, 'services')).toBeVisible();

    await page.mouse.move(5, 700);
    await page.clock.runFor(290);
    await expect(panel(page, 'services')).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel(page, 'services')).toHaveCount(0);
    await expect(menuContainer(page, 'services')).toBeVisible();
  });

  test('News: Blogs by default with 2 posts and View All; Government Insights opens 2 external links in a new tab; Success Stories shows 2 stories', async ({
    page,
  }) => {
    await page.goto('/culture');
    await mainNavList(page).getByRole('link', { name: 'News', exact: true }).hover();
    const news = panel(page, 'news');
    await expect(news).toBeVisible();

    const blogs = page.getByTestId('header-news-panel-blogs');
    await expect(blogs).toBeVisible();
    const blogPosts = blogs.locator('ul a');
    await expect(blogPosts).toHaveCount(2);
    for (const href of await blogPosts.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    ))
      expect(href).toMatch(/^\/blog\/[\w-]+$/);
    await expect(blogs.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/blog');

    await news.getByRole('button', { name: 'Government Insights' }).hover();
    const government = page.getByTestId('header-news-panel-government');
    await expect(government).toBeVisible();
    await expect(blogs).toHaveCount(0);
    const external = government.getByRole('link');
    await expect(external).toHaveCount(2);
    for (const [index, insight] of governmentInsights.entries()) {
      await expect(external.nth(index)).toHaveAttribute('href', insight.href);
      await expect(external.nth(index)).toHaveAttribute('target', '_blank');
      await expect(external.nth(index)).toHaveAttribute('rel', 'noopener noreferrer');
    }

    await news.getByRole('link', { name: 'Success Stories' }).hover();
    const stories = page.getByTestId('header-news-panel-success');
    await expect(stories.locator('ul a')).toHaveCount(2);
    for (const href of await stories
      .locator('ul a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(/^\/stories\/[\w-]+$/);

    await news.getByRole('link', { name: 'Success Stories' }).click();
    await expect(page).toHaveURL(/\/stories$/);

    await mainNavList(page).getByRole('link', { name: 'News', exact: true }).hover();
    await expect(page.getByTestId('header-news-panel-blogs')).toBeVisible();
    await panel(page, 'news')
      .getByRole('link', { name: /^Blogs/ })
      .click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("a page carries the bar, not the menus' contents: they arrive when the visitor reaches for the header", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const response = await page.goto('/culture');
    const html = (await response?.text()) ?? '';
    const insight = governmentInsights[0]!;
    expect(html).not.toContain(insight.description);
    expect(html).not.toContain(serviceMenu[0]!.description);
    expect(fetched).not.toContain('/header-menus.json');

    await trigger(page, 'News').click();
    await panel(page, 'news').getByRole('button', { name: 'Government Insights' }).hover();
    await expect(page.getByTestId('header-news-panel-government')).toContainText(
      insight.description,
    );
    expect(fetched).toContain('/header-menus.json');
    expect(fetched).toContain('/header-news.json');
  });

  test('if the menus cannot be fetched, an open menu offers its page, and the next opening asks again', async ({
    page,
  }) => {
    let refuse = true;
    await page.route('**/header-menus.json', (route) =>
      refuse ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await page.goto('/culture');
    await trigger(page, 'Services').click();
    await expect(panel(page, 'services').getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await page.keyboard.press('Escape');
    await trigger(page, 'News').click();
    await expect(panel(page, 'news').getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await page.keyboard.press('Escape');
    refuse = false;
    await trigger(page, 'Services').click();
    await expect(panel(page, 'services').locator('ol > li > a')).toHaveCount(serviceMenu.length);
    expect(await numberedItems(panel(page, 'services'))).toEqual(expectedItems(serviceMenu));
  });

  test('axe finds no violation of any impact with each menu open; a click outside closes one; News opens by keyboard and its tabs follow focus', async ({
    page,
  }) => {
    await page.goto('/culture');
    expect(await headerViolations(page)).toEqual([]);
    for (const label of ['Services', 'Area of Focus']) {
      await trigger(page, label).click();
      await expect(trigger(page, label)).toHaveAttribute('aria-expanded', 'true');
      expect(await headerViolations(page), `${label} open`).toEqual([]);
      if (label === 'Services') {
        // A click near the bottom of the window, below the open panel, closes it.
        await expect(panel(page, 'services')).toBeVisible();
        await page.mouse.click(20, 880);
        await expect(panel(page, 'services')).toHaveCount(0);
        await expect(trigger(page, 'Services')).toHaveAttribute('aria-expanded', 'false');
      } else await page.keyboard.press('Escape');
    }
    const news = trigger(page, 'News');
    await news.focus();
    await page.keyboard.press('Enter');
    await expect(news).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('header-news-panel-blogs').locator('ul a')).toHaveCount(2);
    expect(await headerViolations(page), 'News open').toEqual([]);
    await panel(page, 'news').getByRole('button', { name: 'Government Insights' }).focus();
    await expect(page.getByTestId('header-news-panel-government').getByRole('link')).toHaveCount(2);
    expect(await headerViolations(page), 'News: Government Insights').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(news).toBeFocused();
    await expect(panel(page, 'news')).toHaveCount(0);
    await header(page).getByRole('button', { name: 'Search', exact: true }).click();
    expect(await headerViolations(page), 'search open').toEqual([]);
  });

  test('site search from the header finds a page and a post', async ({ page }) => {
    await page.goto('/culture');
    await header(page).getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await box.fill('Etimad portal');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Etimad\+portal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    await expect(page.getByTestId('search-results-pages').getByRole('link').first()).toBeVisible();
    // The count is of what is listed; each snippet is one passage of its page or post.
    const listed = await page.locator('[data-testid^="search-results-"] li').count();
    await expect(page.getByRole('heading', { name: /results? for “Etimad portal”/ })).toHaveText(
      `${listed} results for “Etimad portal”`,
    );
    const post = page
      .getByTestId('search-results-posts')
      .getByRole('link', { name: 'How the Etimad Portal Works for Suppliers' });
    await expect(post).toHaveAttribute('href', '/blog/how-the-etimad-portal-works-for-suppliers');
    await post.click();
    await expect(page).toHaveURL(/\/blog\/how-the-etimad-portal-works-for-suppliers$/);
  });

  test('the search page says when nothing matches', async ({ page }) => {
    await page.goto('/search?q=xylophonequartz');
    await expect(
      page.getByText('Nothing on the site matches “xylophonequartz”. Try another word.'),
    ).toBeVisible();
    await expect(page.getByTestId('search-results-posts')).toHaveCount(0);
  });

  test('the Arabic search page finds Arabic words with and without the article, and English ones, listing Arabic pages', async ({
    page,
  }) => {
    await page.goto('/ar/search?q=المنافسات');
    await expect(
      page.getByTestId('search-results-pages').getByRole('link', { name: 'خدمات إدارة المنافسات' }),
    ).toHaveAttribute('href', '/ar/services/tender-management');
    // Without the article, with a ha for the ta marbuta.
    await page.goto('/ar/search?q=سريه');
    await expect(
      page.getByTestId('search-results-pages').getByRole('link', { name: 'تواصل معنا' }),
    ).toHaveAttribute('href', '/ar/contact-us');
    // An English word on the Arabic site: the page in Arabic, at its Arabic address.
    await page.goto('/ar/search?q=confidentiality');
    await expect(
      page.getByTestId('search-results-pages').getByRole('link', { name: 'تواصل معنا' }),
    ).toHaveAttribute('href', '/ar/contact-us');
    await expect(page.locator('main').getByRole('search')).toHaveAttribute('action', '/ar/search');
    expect(await headerViolations(page)).toEqual([]);
  });

  test('a query in Arabic finds the English page that says it in English', async ({ page }) => {
    await page.goto('/search?q=السرية');
    const pages = page.getByTestId('search-results-pages');
    await expect(pages.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(page.getByText(/Arabic pages are coming/)).toHaveCount(0);
    expect(await headerViolations(page)).toEqual([]);
  });
});

test.describe('mobile header (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  const hamburger = (page: Page) => header(page).getByRole('button', { name: 'Open menu' });
  const sidebar = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

  test('turns dark after scrolling more than 10 px; the hamburger opens a sidebar that locks page scrolling, traps focus, closes on Escape and gives focus back; the overlay closes it too', async ({
    page,
  }) => {
    await page.goto('/services');
    await expect(mainNavList(page)).toBeHidden();
    await expect(header(page)).toHaveAttribute('data-dark', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header(page)).toHaveAttribute('data-dark', 'true');
    await page.evaluate(() => window.scrollTo(0, 300));
    await hamburger(page).click();
    await expect(sidebar(page)).toBeVisible();
    await expect(hamburger(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    // The page underneath does not move under the wheel (the sidebar itself may scroll).
    await page.getByTestId('sidebar-overlay').hover({ position: { x: 10, y: 400 } });
    await page.mouse.wheel(0, 600);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    // Contents: search box, collapsible lists, links, language and Register.
    await expect(sidebar(page).getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    for (const name of ['Services', 'Area of Focus', 'News'])
      await expect(sidebar(page).getByRole('button', { name })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    await expect(sidebar(page).getByRole('link', { name: 'Government Projects' })).toHaveAttribute(
      'href',
      '/government-projects',
    );
    await expect(sidebar(page).getByRole('link', { name: 'Culture' })).toHaveAttribute(
      'href',
      '/culture',
    );
    await expect(sidebar(page).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(sidebar(page).getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/ar/services',
    );
    await expect(sidebar(page).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?next=%2Fservices',
    );

    // Focus starts inside and Tab / Shift+Tab wrap around without leaving it.
    const first = sidebar(page).getByRole('link', { name: 'Wasla home' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(sidebar(page).getByRole('link', { name: 'Register' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      expect(
        await sidebar(page).evaluate((element) => element.contains(document.activeElement)),
      ).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toHaveCount(0);
    await expect(hamburger(page)).toBeFocused();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

    // A tap on the overlay beside the sidebar closes it as well.
    await hamburger(page).click();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await page.getByTestId('sidebar-overlay').click({ position: { x: 10, y: 400 } });
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await expect(hamburger(page)).toBeFocused();
  });

  for (const { label, items } of [
    { label: 'Services', items: serviceMenu },
    { label: 'Area of Focus', items: areaMenu },
  ]) {
    test(`the sidebar's ${label} list expands in order and navigates`, async ({ page }) => {
      await page.goto('/culture');
      await hamburger(page).click();
      const toggle = sidebar(page).getByRole('button', { name: label });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = sidebar(page).locator(`#${await toggle.getAttribute('aria-controls')}`);
      const texts = (await list.locator('a').allInnerTexts()).map((text) =>
        text.replace(/\s+/g, ' ').trim(),
      );
      expect(texts.slice(0, items.length)).toEqual(expectedItems(items));
      // The overview link stands out in gold from the sand-coloured item links.
      const overview = list.locator('a').nth(items.length);
      await expect(overview).toHaveCSS('color', 'rgb(200, 164, 92)');
      await expect(list.locator('a').first()).not.toHaveCSS('color', 'rgb(200, 164, 92)');
      await list.getByRole('link', { name: items[3]!.title }).click();
      await expect(page).toHaveURL(new RegExp(`${items[3]!.link}$`));
      await expect(sidebar(page)).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    });
  }

  test("if the menus cannot be fetched, the sidebar's menus are links to their pages", async ({
    page,
  }) => {
    await page.route('**/header-menus.json', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/culture');
    await hamburger(page).click();
    for (const [name, href] of [
      ['Services', '/services'],
      ['Area of Focus', '/area-of-focus'],
      ['News', '/blog'],
    ] as const)
      await expect(sidebar(page).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    await expect(sidebar(page).getByRole('button', { name: 'Services' })).toHaveCount(0);
  });

  test("the sidebar's News list links to blogs, stories and the government insights (new tab)", async ({
    page,
  }) => {
    await page.goto('/culture');
    await hamburger(page).click();
    await sidebar(page).getByRole('button', { name: 'News' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Blogs' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(sidebar(page).getByRole('link', { name: 'Success Stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
    for (const insight of governmentInsights) {
      const link = sidebar(page).getByRole('link', { name: insight.label });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(await headerViolations(page)).toEqual([]);
  });

  test('the sidebar search finds a page and a post', async ({ page }) => {
    await page.goto('/culture');
    await hamburger(page).click();
    const box = sidebar(page).getByRole('searchbox', { name: 'Search the site' });
    await box.fill('etimad');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=etimad$/);
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page.getByTestId('search-results-pages').getByRole('link').first()).toBeVisible();
    await expect(
      page
        .getByTestId('search-results-posts')
        .getByRole('link', { name: 'How the Etimad Portal Works for Suppliers' }),
    ).toBeVisible();
  });
});
