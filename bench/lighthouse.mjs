// `npm run bench:lighthouse`: Lighthouse 12 (mobile, performance) against the production build,
// in Debian's Chromium. Pages from BENCH_PAGES (default /services,/). Writes bench/results/lighthouse.json.
// Lighthouse runs through npx (it is not a dependency: version 13 needs Node 22).
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { lighthouseSample, medianSample } from './lib/lighthouse-report.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const pages = (process.env.BENCH_PAGES ?? '/services,/').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);
/**
 * One Lighthouse report. Lighthouse sometimes fails to record a trace on a busy machine
 * (NO_NAVSTART): such a run is retried, up to three attempts.
 */
function runLighthouse(url) {
  const output = `/tmp/wasla-lighthouse-${process.pid}.json`;
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync(
        'npx',
        [
          '-y',
          'lighthouse@12',
          url,
          '--quiet',
          '--only-categories=performance',
          '--output=json',
          `--output-path=${output}`,
          `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
        ],
        {
          env: { ...process.env, CHROME_PATH: chromiumPath },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      const report = JSON.parse(readFileSync(output, 'utf8'));
      rmSync(output);
      return report;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Lighthouse failed on ${url} (attempt ${attempt}); retrying.`);
    }
  }
}

const { base, stop } = await startProductionServer(Number(process.env.BENCH_PORT ?? 3191));
try {
  const results = {};
  for (const pagePath of pages) {
    const samples = [];
    for (let run = 0; run < runs; run++) {
      samples.push(lighthouseSample(runLighthouse(base + pagePath)));
    }
    results[pagePath] = medianSample(samples);
  }
  console.table(results);
  writeResults('lighthouse', results);
} finally {
  stop();
}
