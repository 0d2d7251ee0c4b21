// `node bench/header.mjs`: the header's client JavaScript (gzip) and the layout shift (CLS) of
// /services while every header menu is used. Writes bench/results/header.json.
//
// Header JS: the chunks that the header's client modules (src/components/header/**, with the
// account menu they place) load, from the page's client reference manifest, minus the chunks
// the page would load anyway without them (shared runtime, React, Next).
// CLS: the sum of layout-shift entries without recent input, from a PerformanceObserver, on a
// 1366×900 desktop and a 390×844 phone.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import vm from 'node:vm';
import { chromium } from '@playwright/test';
import { root } from '../scripts/lib/build.mjs';
import { chromiumFlags, startProductionServer, writeResults } from './lib/server.mjs';

const nextDir = path.join(root, '.next');

/** The `clientModules` of a route's client reference manifest. */
function clientModules(route) {
  const file = path.join(nextDir, 'server', 'app', route, 'page_client-reference-manifest.js');
  const sandbox = { globalThis: {} };
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const manifests = sandbox.__RSC_MANIFEST;
  return Object.values(manifests)[0].clientModules;
}

function headerChunks() {
  const modules = clientModules('(site)/services');
  const isHeader = (id) => /src\/components\/(header|account)\//.test(id);
  const chunksOf = (predicate) =>
    new Set(
      Object.entries(modules)
        .filter(([id]) => predicate(id))
        .flatMap(([, entry]) => entry.chunks)
        .filter((chunk) => typeof chunk === 'string' && chunk.endsWith('.js')),
    );
  const header = chunksOf(isHeader);
  const others = chunksOf((id) => !isHeader(id));
  const own = [...header].filter((chunk) => !others.has(chunk));
  const size = (chunk) => {
    const body = readFileSync(path.join(nextDir, chunk.replace(/^\/?_next\//, '')));
    return { chunk, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  };
  const files = own.map(size);
  return {
    chunks: files,
    totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    totalGzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
    sharedWithOtherClientModules: [...header].filter((chunk) => others.has(chunk)).length,
  };
}

/** Opens every header menu by hover and keyboard, switches the news tabs, then scrolls to the footer. */
async function useMenus(page, desktop) {
  if (desktop) {
    const nav = page.getByTestId('site-header').getByRole('navigation', { name: 'Main' });
    for (const label of ['Services', 'Area of Focus', 'News']) {
      await nav.getByRole('link', { name: label, exact: true }).hover();
      await page.locator('[id^="header-"][id$="-panel"]').first().waitFor();
      await page.waitForTimeout(600);
      if (label === 'News') {
        await page.getByRole('button', { name: 'Government Insights' }).hover();
        await page.locator('#header-news-panel').getByRole('link', { name: 'Success Stories' }).hover();
        await page.waitForTimeout(300);
      }
      await page.mouse.move(5, 890);
      await page.waitForTimeout(500);
      await nav.getByRole('button', { name: `${label} menu` }).focus();
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(400);
      await page.keyboard.press('Escape');
    }
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of ['Services', 'Area of Focus', 'News']) await page.getByRole('dialog').getByRole('button', { name }).click();
    await page.waitForTimeout(400);
    await page.keyboard.press('Escape');
  }
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await page.getByTestId('footer-recent-posts').getByRole('link').first().waitFor();
  await page.waitForTimeout(500);
}

async function layoutShift(browser, base, viewport) {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    localStorage.setItem('hasSeenParallex', 'true');
    window.__cls = { total: 0, entries: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        window.__cls.total += entry.value;
        window.__cls.entries.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map((source) => source.node?.nodeName ?? '?') });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${base}/services`, { waitUntil: 'networkidle' });
  await useMenus(page, viewport.width >= 1024);
  const cls = await page.evaluate(() => window.__cls);
  await context.close();
  return { cls: +cls.total.toFixed(4), shifts: cls.entries };
}

const headerJs = headerChunks();
const { base, stop } = await startProductionServer(Number(process.env.BENCH_PORT ?? 3192));
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumFlags });
  const results = {
    headerClientJs: headerJs,
    servicesWithMenusUsed: {
      desktop: await layoutShift(browser, base, { width: 1366, height: 900 }),
      phone: await layoutShift(browser, base, { width: 390, height: 844 }),
    },
  };
  await browser.close();
  console.log(JSON.stringify(results, null, 2));
  writeResults('header', results);
} finally {
  stop();
}
