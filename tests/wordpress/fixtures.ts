import { test as base, expect, type Page } from '../support/test';
import { connectWordPress, type WordPress } from '../support/wordpress/wordpress';
import type { Seeded } from './seed';
import { revalidateSecret, siteHandoff } from './site';

/**
 * `test` for the WordPress suite: the run's WordPress (`wordpress`), the site server reading it
 * (`site`, its base URL; also the page's baseURL), what the global setup seeded, and pages that
 * skip the first-visit intro journey.
 */
export const test = base.extend<
  { revalidate: (siteUrl?: string) => Promise<void> },
  { wordpress: WordPress; site: string; seeded: Seeded }
>({
  wordpress: [async ({}, provide) => provide(connectWordPress()), { scope: 'worker' }],
  site: [async ({}, provide) => provide(siteHandoff.read().url), { scope: 'worker' }],
  seeded: [async ({}, provide) => provide(siteHandoff.read().seeded), { scope: 'worker' }],
  baseURL: async ({ site }, provide) => provide(site),
  page: async ({ page }, provide) => {
    await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
    await provide(page);
  },
  revalidate: async ({ site }, provide) =>
    provide(async (siteUrl = site) => {
      const response = await fetch(`${siteUrl}/api/revalidate`, {
        method: 'POST',
        headers: { 'x-revalidate-secret': revalidateSecret },
      });
      expect(response.status, 'POST /api/revalidate').toBe(200);
    }),
});

export { expect };
export type { Page };

/** Signs `login` in to wp-admin in `page`'s browser context, as an editor does. */
export async function logInToWordPress(page: Page, home: string, login: string, password: string) {
  await page.goto(`${home}/wp-login.php`);
  // wp-login.php focuses and selects the username field 200 ms after it loads: typing before that
  // can land in the wrong field (a password in the username field, failing the login).
  await expect(page.locator('#user_login')).toBeFocused();
  await page.locator('#user_login').fill(login);
  await page.locator('#user_pass').fill(password);
  await page.locator('#wp-submit').click();
  await expect(page).toHaveURL(/\/wp-admin\//);
}

/** The titles of the cards of a /blog or /stories page. */
export function cardTitles(page: Page): Promise<string[]> {
  return page.getByTestId('post-list').locator('article h2').allTextContents();
}

/** The post addresses (/blog/… or /stories/…) a list page's cards link to by title, decoded (not their bylines). */
export async function cardPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('post-list')
    .locator('article h2 a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
  return [...new Set(hrefs.map((href) => decodeURIComponent(href)))];
}
