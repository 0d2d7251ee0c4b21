// `npm run bench:weight`: the JavaScript each page makes a phone download (gzip), on a first
// visit and on a returning one (intro journey already seen). Writes bench/results/page-weight.json.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const pages = (process.env.BENCH_PAGES ?? '/,/services,/blog').split(',');
const { base, stop } = await startProductionServer(Number(process.env.BENCH_PORT ?? 3190));
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const results = {};
  for (const visit of ['first', 'returning']) {
    for (const pagePath of pages) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (visit === 'returning')
        await context.addInitScript(() => localStorage.setItem('hasSeenParallex', 'true'));
      const page = await context.newPage();
      const scripts = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push({ bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
      });
      await page.goto(base + pagePath, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      results[`${visit} ${pagePath}`] = {
        scripts: scripts.length,
        kilobytes: +(scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024).toFixed(1),
        gzipKilobytes: +(scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024).toFixed(1),
      };
      await context.close();
    }
  }
  await browser.close();
  console.table(results);
  writeResults('page-weight', results);
} finally {
  stop();
}
