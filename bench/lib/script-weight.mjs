import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a phone-sized first load of `url` downloads until the network is idle (and a
 * second more): how many scripts, their bytes and their gzip bytes, in KB. With `returning`,
 * the visitor has seen the intro journey already.
 * @param {import('@playwright/test').Browser} browser
 */
export async function scriptWeight(browser, url, { returning = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (returning) await context.addInitScript(() => localStorage.setItem('hasSeenParallex', 'true'));
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await context.close();
  return {
    scripts: scripts.length,
    kilobytes: +(scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1),
    gzipKilobytes: +(scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1),
  };
}
