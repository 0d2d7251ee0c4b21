import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../api/support/server';
import { startFakeWordPress, type FakePost, type FakeWordPress } from '../support/fake-wordpress';
import { expect, test } from '../support/test';

/**
 * Pages are served from the page cache, yet a change in WordPress still shows by itself
 * within the refresh interval (CONTENT_REFRESH_SECONDS, shortened here to 10 s: a page is served
 * as it is for the first half, long enough for the reload below on a busy machine), and a
 * content service that fails afterwards leaves visitors the last good page.
 */

test.describe.configure({ mode: 'serial' });

const refreshSeconds = 10;
const post: FakePost = {
  slug: 'refresh-calendar',
  title: 'Tender calendar, first edition',
  date: '2026-02-01T09:00:00',
  category: 'Blog',
  content: '<p>First edition.</p>',
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'wasla-content-refresh-'));
let wordpress: FakeWordPress;
let site: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  wordpress = await startFakeWordPress([post]);
  site = await startServer({
    DATA_DIR: dataDir,
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    CONTENT_REFRESH_SECONDS: String(refreshSeconds),
    // A new address per run: the data cache on disk is keyed by it.
    NEXT_PUBLIC_WPGRAPHQL_URL: `${wordpress.graphqlUrl}?run=${Date.now()}`,
  });
});

test.afterAll(async () => {
  await site?.stop();
  await wordpress?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('an edit in WordPress shows within the refresh interval, and survives the service failing', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => window.localStorage.setItem('hasSeenParallex', 'true'));
  const postUrl = `${site.url}/blog/${post.slug}`;
  const heading = page.getByRole('heading', { level: 1 });
  expect((await page.goto(postUrl))?.status()).toBe(200);
  await expect(heading).toHaveText('Tender calendar, first edition');

  wordpress.setPosts([{ ...post, title: 'Tender calendar, second edition' }]);
  // The cached page is served at first…
  await page.reload();
  await expect(heading).toHaveText('Tender calendar, first edition');
  // …and replaced by itself, without /api/revalidate.
  await expect
    .poll(
      async () => {
        await page.reload();
        return heading.textContent();
      },
      { timeout: refreshSeconds * 5_000, intervals: [1_000] },
    )
    .toBe('Tender calendar, second edition');

  // WordPress fails: visitors keep coming, and past the refresh interval one of their visits asks
  // it again; that visit and the next ones still get the last good page.
  wordpress.setMode('http500');
  const before = wordpress.requests();
  const visit = async () => {
    expect((await page.reload())?.status()).toBe(200);
    await expect(heading).toHaveText('Tender calendar, second edition');
  };
  await expect
    .poll(
      async () => {
        await visit();
        return wordpress.requests();
      },
      { timeout: refreshSeconds * 3_000, intervals: [1_000] },
    )
    .toBeGreaterThan(before);
  for (let again = 0; again < 2; again++) await visit();
});
