// `npm run bench:floor`: the site beside the framework floor (a bare Next.js page of the same
// version, ../shared/floor), measured in one run so that the ratios hold on a machine whose
// absolute figures drift. The floor is copied to a scratch directory outside the project (inside
// it, Next would take the project's next.config.ts for the floor's), installed and built once.
// Prints and writes bench/results/floor.json:
//   - throughput (autocannon, 50 connections, 10 s, Accept-Encoding: gzip) of /services, a post
//     and / beside the floor's /, and each ratio;
//   - HTML raw and gzip bytes and the inline script (RSC payload) bytes of each page;
//   - JavaScript downloaded per page (gzip, a returning visitor: intro journey seen);
//   - Lighthouse 12 mobile performance, LCP, total blocking time and main-thread time, median of BENCH_RUNS (default 3), with
//     Lighthouse's simulated throttling (its default) and with applied (devtools) throttling,
//     where the page really loads at phone speed.
// Env: BENCH_PORT (site, default 3193), BENCH_FLOOR_PORT (default 3101), FLOOR_DIR, BENCH_DURATION.
import { chromium } from '@playwright/test';
import { prepareFloor, startFloor } from './lib/floor.mjs';
import { lighthouseSample, medianSample, runLighthouse } from './lib/lighthouse-report.mjs';
import { htmlWeight } from './lib/html-weight.mjs';
import { scriptWeight } from './lib/script-weight.mjs';
import { throughput } from './lib/throughput.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);

prepareFloor();
const floor = await startFloor(Number(process.env.BENCH_FLOOR_PORT ?? 3101));
const site = await startProductionServer(Number(process.env.BENCH_PORT ?? 3193));
try {
  const blog = await (await fetch(`${site.base}/blog`)).text();
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  if (!post) throw new Error('No post linked from /blog');
  const pages = [
    { name: 'floor /', url: `${floor.base}/` },
    { name: 'site /services', url: `${site.base}/services` },
    { name: `site ${post}`, url: `${site.base}${post}` },
    { name: 'site /', url: `${site.base}/` },
  ];
  const results = {};
  for (const { name, url } of pages)
    results[name] = { ...(await throughput(url, { duration })), ...(await htmlWeight(url)) };

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  for (const { name, url } of pages)
    results[name].jsGzipKB = (await scriptWeight(browser, url, { returning: true })).gzipKilobytes;
  await browser.close();

  // Round after round over every page, so that the machine's drift touches them alike.
  const samples = Object.fromEntries(
    pages.map(({ name }) => [name, { simulate: [], devtools: [] }]),
  );
  for (let round = 0; round < runs; round++)
    for (const { name, url } of pages)
      for (const throttling of ['simulate', 'devtools'])
        samples[name][throttling].push(lighthouseSample(runLighthouse(url, { throttling })));
  for (const { name } of pages) {
    const simulated = medianSample(samples[name].simulate);
    const applied = medianSample(samples[name].devtools);
    Object.assign(results[name], {
      lighthouse: simulated.score,
      lcpMs: simulated.lcpMs,
      tbtMs: simulated.tbtMs,
      mainThreadMs: simulated.mainThreadMs,
      appliedLighthouse: applied.score,
      appliedLcpMs: applied.lcpMs,
      appliedTbtMs: applied.tbtMs,
      appliedMainThreadMs: applied.mainThreadMs,
      appliedCls: applied.cls,
    });
  }

  const base = results['floor /'];
  for (const { name } of pages.slice(1)) {
    const figures = results[name];
    Object.assign(figures, {
      throughputRatio: +(figures.requestsPerSecond / base.requestsPerSecond).toFixed(2),
      jsOverFloorKB: +(figures.jsGzipKB - base.jsGzipKB).toFixed(1),
      lcpRatio: +(figures.lcpMs / base.lcpMs).toFixed(2),
      lighthouseBehind: base.lighthouse - figures.lighthouse,
      appliedLcpRatio: +(figures.appliedLcpMs / base.appliedLcpMs).toFixed(2),
      appliedLighthouseBehind: base.appliedLighthouse - figures.appliedLighthouse,
    });
  }
  console.table(results);
  writeResults('floor', results);
} finally {
  site.stop();
  floor.stop();
}
