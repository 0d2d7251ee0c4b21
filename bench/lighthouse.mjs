// `npm run bench:lighthouse`: Lighthouse 12 (mobile, performance) against the production build,
// in Debian's Chromium. Pages from BENCH_PAGES (default /services,/). Writes bench/results/lighthouse.json.
// Lighthouse runs through npx (it is not a dependency: version 13 needs Node 22).
import { lighthouseSample, medianSample, runLighthouse } from './lib/lighthouse-report.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const pages = (process.env.BENCH_PAGES ?? '/services,/').split(',');
const runs = Number(process.env.BENCH_RUNS ?? 3);
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
