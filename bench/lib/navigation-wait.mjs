// What a prefetch policy costs the person who clicks: how long a click on a link waits until the
// next page shows, when the page was prefetched before the click and when it was not.

/** Networks, as Chromium emulates them: round trip (ms), down and up (kbit/s). */
export const NETWORKS = {
  // Lighthouse's mobile network (its simulated default).
  phone: { latency: 150, down: 1600, up: 750 },
  // A desktop on home broadband, where a pointer can rest on a link before the click.
  broadband: { latency: 40, down: 20000, up: 5000 },
};

/**
 * Median milliseconds from a click on a link of `from` to the next page's heading showing, on
 * `network`, the page prefetched first (the router asked for it, in full) or not. The site's
 * caches are warmed by a first round, not counted.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base
 * @param {{ from: string, to: string, network: keyof NETWORKS, rounds?: number }} link
 */
export async function navigationWait(browser, base, { from, to, network, rounds = 5 }) {
  const { latency, down, up } = NETWORKS[network];
  /** @param {boolean} prefetched */
  async function once(prefetched) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('hasSeenParallex', 'true'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: (down * 1024) / 8,
      uploadThroughput: (up * 1024) / 8,
    });
    await page.goto(`${base}${from}`, { waitUntil: 'networkidle' });
    const link = page.locator(`main a[href="${to}"]`).first();
    await link.scrollIntoViewIfNeeded();
    if (prefetched) {
      // What a prefetch on intent did: the router asks for the page, in full, and has it.
      await page.evaluate(async (href) => {
        const router = /** @type {any} */ (window).next?.router;
        router.prefetch(href, { kind: 'full' });
      }, to);
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');
    }
    const heading = await page.locator('main h1').first().textContent();
    const started = Date.now();
    await link.click();
    await page.waitForURL(`${base}${to}`);
    await page.waitForFunction(
      (before) => document.querySelector('main h1')?.textContent !== before,
      heading,
      { polling: 'raf' },
    );
    const waited = Date.now() - started;
    await context.close();
    return waited;
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  await once(false);
  await once(true);
  const prefetched = [];
  const notPrefetched = [];
  for (let round = 0; round < rounds; round++) {
    prefetched.push(await once(true));
    notPrefetched.push(await once(false));
  }
  return {
    link: `${from} → ${to}`,
    network,
    prefetchedMs: median(prefetched),
    notPrefetchedMs: median(notPrefetched),
  };
}
