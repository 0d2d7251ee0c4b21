// `npm run bench:lighthouse`: Lighthouse 12 (mobile, performance) against the production build,
// in Debian's Chromium. Pages from BENCH_PAGES (default /services,/). Writes bench/results/lighthouse.json.
// Lighthouse runs through npx (it is not a dependency: version 13 needs Node 22).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { chromiumFlags, startProductionServer, writeResults } from './lib/server.mjs';

const pages = (process.env.BENCH_PAGES ?? '/services,/').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const { base, stop } = await startProductionServer(Number(process.env.BENCH_PORT ?? 3191));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const results = {};
  for (const pagePath of pages) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      const output = `/tmp/wasla-lighthouse-${process.pid}.json`;
      execFileSync(
        'npx',
        [
          '-y',
          'lighthouse@12',
          base + pagePath,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          `--chrome-flags=--headless=new ${chromiumFlags.join(' ')}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const report = JSON.parse(readFileSync(output, 'utf8'));
      rmSync(output);
      samples.push({
        score: Math.round(report.categories.performance.score * 100),
        lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
        fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
        tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
        cls: +report.audits['cumulative-layout-shift'].numericValue.toFixed(3),
      });
    }
    results[pagePath] = Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]),
    );
    results[pagePath].runs = runs;
  }
  console.table(results);
  writeResults('lighthouse', results);
} finally {
  stop();
}
