// `npm run bench:weight`: the JavaScript each page makes a phone download (gzip), on a first
// visit and on a returning one (intro journey already seen), and its HTML's inline scripts (the
// RSC payload), for the English pages and their Arabic twins; the post is the longest, as a post's
// body stands in its payload too. BENCH_PAGES lists other pages (comma-separated). Writes
// bench/results/page-weight.json.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { htmlWeight } from './lib/html-weight.mjs';
import { scriptWeight } from './lib/script-weight.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const pages = process.env.BENCH_PAGES?.split(',') ?? [
  '/',
  '/services',
  '/blog',
  '/blog/writing-a-winning-technical-proposal',
  '/contact-us',
  '/ar',
  '/ar/services',
  '/ar/blog',
  '/ar/blog/writing-a-winning-technical-proposal',
  '/ar/contact-us',
];
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
