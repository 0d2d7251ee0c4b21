import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/**
 * One Lighthouse report. Lighthouse sometimes fails to record a trace on a busy machine
 * (NO_NAVSTART): such a run is retried, up to three attempts.
 * `throttling`: 'simulate' (Lighthouse's default: an unthrottled load, replayed by a model of
 * a phone on a slow network) or 'devtools' (the page really loads at 4× CPU slowdown,
 * 1.6 Mbit/s and 150 ms round trips).
 * With BENCH_REPORTS_DIR set, every report is also kept there whole (bootup time, long tasks,
 * the LCP element's phases), named by page, throttling and time.
 */
export function runLighthouse(url, { throttling = 'simulate' } = {}) {
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
          `--throttling-method=${throttling}`,
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
      const keepIn = process.env.BENCH_REPORTS_DIR;
      if (keepIn) {
        mkdirSync(keepIn, { recursive: true });
        const { port, pathname } = new URL(url);
        const page = `${port}${pathname.replace(/[^a-z0-9]+/gi, '-')}`;
        copyFileSync(output, path.join(keepIn, `${page}-${throttling}-${Date.now()}.json`));
      }
      rmSync(output);
      return report;
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Lighthouse failed on ${url} (attempt ${attempt}); retrying.`);
    }
  }
}

/** The figures the Lighthouse benchmarks keep from one report. */
export function lighthouseSample(report) {
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: +report.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    // The page's main thread only: what a worker does is not in it.
    mainThreadMs: Math.round(report.audits['mainthread-work-breakdown'].numericValue),
  };
}

/** The median of each figure over several runs, and how many runs there were. */
export function medianSample(samples) {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    ...Object.fromEntries(
      Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]),
    ),
    runs: samples.length,
  };
}
