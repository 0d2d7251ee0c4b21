// `npm run bench:weight`: the JavaScript each page makes a phone download (gzip), on a first
// visit and on a returning one (intro journey already seen), and its HTML's inline scripts (the
// RSC payload), for the English pages and their Arabic twins. BENCH_PAGES lists the pages
// (comma-separated). Writes bench/results/page-weight.json.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { htmlWeight } from './lib/html-weight.mjs';
import { scriptWeight } from './lib/script-weight.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const pages = (
  process.env.BENCH_PAGES ??
  '/,/services,/blog,/contact-us,/ar,/ar/services,/ar/blog,/ar/contact-us'
).split(',');
const { base, stop } = await startProductionServer(Number(process.env.BENCH_PORT ?? 3190));
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  const results = {};
  for (const visit of ['first', 'returning']) {
    for (const pagePath of pages) {
      results[`${visit} ${pagePath}`] = {
        ...(await scriptWeight(browser, base + pagePath, { returning: visit === 'returning' })),
        inlineScriptKB: (await htmlWeight(base + pagePath)).inlineScriptKB,
      };
    }
  }
  await browser.close();
  console.table(results);
  writeResults('page-weight', results);
} finally {
  stop();
}
