import type { RunningServer } from '../../api/support/server';
import { startSwitchableProxy, type SwitchableProxy } from '../../support/wordpress/proxy';
import { cardTitles, expect, test } from '../fixtures';
import { fieldNotes, stories } from '../seed';
import { siteEnv, sitePorts, startSite } from '../site';

/**
 * A site server of its own reads WordPress through a proxy the test can cut: when WordPress goes
 * down or answers errors, the pages visitors already had stay up with their content.
 */

let proxy: SwitchableProxy;
let server: RunningServer;

test.beforeAll(async ({ wordpress }) => {
  proxy = await startSwitchableProxy(wordpress.home, sitePorts(20));
  server = await startSite(sitePorts(10), siteEnv(wordpress, `${proxy.origin}/graphql`));
});

test.afterAll(async () => {
  await server?.stop();
  await proxy?.close();
});

for (const mode of ['refuse', 'http500'] as const) {
  test(`with WordPress failing (${mode}), cached pages keep their content`, async ({
    page,
    revalidate,
  }) => {
    proxy.setMode('pass');
    const note = fieldNotes[2]!;
    await page.goto(`${server.url}/blog`);
    const blogTitles = await cardTitles(page);
    expect(blogTitles).toHaveLength(10);
    await page.goto(`${server.url}/blog/${note.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(note.title);
    await page.goto(`${server.url}/stories/details`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories.featured.title);

    proxy.setMode(mode);
    const before = proxy.requests();
    // Drop the cached answers, so the site really asks the failing WordPress.
    await revalidate(server.url);
    try {
      expect((await page.goto(`${server.url}/blog`))?.status()).toBe(200);
      expect(await cardTitles(page)).toEqual(blogTitles);
      expect(proxy.requests()).toBeGreaterThan(before);
      expect((await page.goto(`${server.url}/blog/${note.slug}`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(note.title);
      expect((await page.goto(`${server.url}/stories/details`))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories.featured.title);
    } finally {
      proxy.setMode('pass');
      await revalidate(server.url);
    }
  });
}
