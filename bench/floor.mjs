// `npm run bench:floor`: the site beside the framework floor (a bare Next.js page of the same
// version, ../shared/floor), measured in one run so that the ratios hold on a machine whose
// absolute figures drift. The floor is copied to a scratch directory outside the project (inside
// it, Next would take the project's next.config.ts for the floor's), installed and built once.
// Prints and writes bench/results/floor.json:
//   - throughput (autocannon, 50 connections, 10 s, Accept-Encoding: gzip) of /services, a post
//     and / beside the floor's /, and each ratio;
//   - HTML raw and gzip bytes and the inline script (RSC payload) bytes of each page;
//   - JavaScript downloaded per page (gzip, a returning visitor: intro journey seen);
//   - Lighthouse 12 mobile performance and LCP, median of BENCH_RUNS (default 3), with
//     Lighthouse's simulated throttling (its default) and with applied (devtools) throttling,
//     where the page really loads at phone speed.
// Env: BENCH_PORT (site, default 3193), BENCH_FLOOR_PORT (default 3101), FLOOR_DIR, BENCH_DURATION.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { root } from '../scripts/lib/build.mjs';
import { lighthouseSample, medianSample, runLighthouse } from './lib/lighthouse-report.mjs';
import { scriptWeight } from './lib/script-weight.mjs';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const floorSource =
  process.env.FLOOR_DIR ??
  [path.join(root, '..', 'shared', 'floor'), path.join(root, '..', '..', 'shared', 'floor')].find(
    (candidate) => existsSync(path.join(candidate, 'package.json')),
  );
const floorDir = path.join(
  os.tmpdir(),
  `wasla-bench-floor-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);

/** Copies, installs and builds the floor once (again when its package.json changes). */
function prepareFloor() {
  if (!floorSource) throw new Error('No framework floor found: set FLOOR_DIR');
  const manifest = (dir) => readFileSync(path.join(dir, 'package.json'), 'utf8');
  const fresh = !existsSync(floorDir) || manifest(floorDir) !== manifest(floorSource);
  if (fresh) {
    cpSync(floorSource, floorDir, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|\.next)$/.test(source),
    });
  }
  const run = (command, args) =>
    execFileSync(command, args, {
      cwd: floorDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
  if (fresh || !existsSync(path.join(floorDir, 'node_modules')))
    run('npm', ['install', '--no-audit', '--no-fund']);
  if (fresh || !existsSync(path.join(floorDir, '.next', 'BUILD_ID')))
    run(path.join(floorDir, 'node_modules', '.bin', 'next'), ['build']);
}

async function startFloor(port) {
  const child = spawn(
    path.join(floorDir, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: floorDir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`The floor did not start on port ${port}`);
}

async function throughput(url) {
  await fetch(url); // rendered (and cached) before it is measured
  const result = await autocannon({
    url,
    connections: 50,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    errors: result.non2xx + result.errors,
  };
}

async function html(url) {
  const text = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();
  const inline = [...text.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  const kb = (bytes) => +(bytes / 1024).toFixed(1);
  return {
    htmlKB: kb(Buffer.byteLength(text)),
    htmlGzipKB: kb(gzipSync(text).length),
    inlineScriptKB: kb(inline.reduce((sum, match) => sum + Buffer.byteLength(match[1]), 0)),
  };
}

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
    results[name] = { ...(await throughput(url)), ...(await html(url)) };

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
      appliedLighthouse: applied.score,
      appliedLcpMs: applied.lcpMs,
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
