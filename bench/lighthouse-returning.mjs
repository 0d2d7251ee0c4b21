// `node bench/lighthouse-returning.mjs`: Lighthouse 12 (mobile, performance) of / for a RETURNING
// visitor (localStorage hasSeenParallex = 'true'), next to the first visit that bench:lighthouse
// measures. Lighthouse resets storage before it loads a page, so it runs against a Chromium we start
// ourselves (--port) with --disable-storage-reset, after setting the flag and clearing the HTTP cache:
// the page loads cold, like the first visit, and only the flag differs.
// Writes bench/results/lighthouse-returning.json.
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { lighthouseSample, medianSample } from './lib/lighthouse-report.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const debugPort = Number(process.env.BENCH_DEBUG_PORT ?? 9324);
const { base, stop } = await startProductionServer(Number(process.env.BENCH_PORT ?? 3192));
const profile = mkdtempSync(path.join(tmpdir(), 'wasla-lh-'));
const chrome = spawn(
  chromiumPath,
  [
    '--headless=new',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    ...chromiumArgs,
    'about:blank',
  ],
  { stdio: 'ignore' },
);
/** Sets the flag in the profile, then drops the HTTP cache; disconnects so Lighthouse has the browser to itself. */
async function markJourneySeen() {
  let browser;
  for (let attempt = 0; attempt < 60 && !browser; attempt++) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`).catch(() => undefined);
    if (!browser) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!browser) throw new Error('Chromium did not open its debugging port');
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/api/build-id`);
  await page.evaluate(() => localStorage.setItem('hasSeenParallex', 'true'));
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}
try {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    await markJourneySeen();
    const output = path.join(profile, `report-${run}.json`);
    execFileSync(
      'npx',
      [
        '-y',
        'lighthouse@12',
        `${base}/`,
        '--quiet',
        `--port=${debugPort}`,
        '--disable-storage-reset',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const scripts = report.audits['network-requests'].details.items.filter(
      (item) => item.resourceType === 'Script',
    );
    samples.push({
      ...lighthouseSample(report),
      scriptKilobytes: +(scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024).toFixed(
        1,
      ),
    });
  }
  const results = { 'returning /': medianSample(samples) };
  console.table(results);
  writeResults('lighthouse-returning', results);
} finally {
  stop();
  if (chrome.exitCode === null) {
    chrome.kill();
    await once(chrome, 'exit');
  }
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
