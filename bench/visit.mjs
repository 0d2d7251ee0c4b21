// `npm run bench:visit`: what a person's visit costs the site, beside what a page view costs.
// Records real visits in Chromium (bench/lib/visits.mjs: a content page with the header used and
// read to the end, a post, the home page after the intro, a phone), each twice in a fresh
// browser (the second time the site's caches are warm), then replays the first recording of
// each (its documents, client navigations and prefetches with their headers, and JSON; static
// files are left out: in production nginx serves them from disk) as 50 concurrent visitors with
// autocannon, and measures in the same run, in alternation with the replay (BENCH_ROUNDS rounds
// of BENCH_DURATION seconds each), the cached HTML page views per second of the page the visit
// starts on, and the framework floor's `/`.
// Prints and writes bench/results/visit.json: requests per visit by kind, the navigation
// requests, the share answered from the page cache on each recording, visits per second and
// their ratio to the page's page views per second; and what a click waits for a page that was
// not prefetched, beside one that was (bench/lib/navigation-wait.mjs), on two networks.
// Env: BENCH_PORT (site, default 3193), BENCH_FLOOR_PORT (default 3101), FLOOR_DIR, BENCH_DURATION
// (default 5), BENCH_ROUNDS (default 3).
import os from 'node:os';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { prepareFloor, startFloor } from './lib/floor.mjs';
import { startProductionServer, writeResults } from './lib/server.mjs';
import { throughput } from './lib/throughput.mjs';
import { navigationWait } from './lib/navigation-wait.mjs';
import { recordVisit, visits } from './lib/visits.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 5);
// What a visit asks the site itself for; static files come from disk behind nginx.
const REPLAYED = new Set(['document', 'navigation', 'json']);
const FROM_CACHE = new Set(['hit', 'stale']);

/** @param {import('./lib/visits.mjs').RecordedRequest[]} requests */
function describe(requests) {
  const count = (predicate) => requests.filter(predicate).length;
  const cached = requests.filter((request) => request.cache !== null);
  return {
    byKind: Object.fromEntries(
      ['document', 'navigation', 'json', 'static'].map((kind) => [
        kind,
        count((request) => request.kind === kind),
      ]),
    ),
    // Answers Next computed for this visit (everything but static files and cache hits).
    renders: count((request) => request.kind !== 'static' && !FROM_CACHE.has(request.cache ?? '')),
    // Of the answers the page cache gave (documents and navigations): hits and stale hits.
    fromCache: cached.length
      ? +(count((request) => FROM_CACHE.has(request.cache ?? '')) / cached.length).toFixed(3)
      : null,
    notCached: requests
      .filter((request) => request.kind !== 'static' && !FROM_CACHE.has(request.cache ?? ''))
      .map((request) => `${request.status} ${request.cache ?? 'not cacheable'} ${request.path}`),
  };
}

/** Visits per second: the recorded requests replayed in order by each of 50 connections. */
async function replay(base, requests) {
  const result = await autocannon({
    url: base,
    connections: 50,
    duration,
    requests: requests.map(({ method, path, headers }) => ({ method, path, headers })),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    visitsPerSecond: +(result.requests.average / requests.length).toFixed(1),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Visits per second beside the page's cached views per second, measured in alternation
 * (`rounds` times each): the machine's load drifts within a run, so each round's ratio is
 * taken between neighbouring measures, and the medians are reported.
 */
async function visitsBesidePageViews(base, requests, pageUrl) {
  const rounds = [];
  for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 3); round++) {
    const visitRate = await replay(base, requests);
    const pageViews = await throughput(pageUrl, { duration });
    rounds.push({ ...visitRate, pageViewsPerSecond: pageViews.requestsPerSecond });
  }
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    visitsPerSecond: median(rounds.map((round) => round.visitsPerSecond)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    non2xx: rounds.reduce((sum, round) => sum + round.non2xx, 0),
    pageViewsPerSecond: median(rounds.map((round) => round.pageViewsPerSecond)),
    visitsPerPageView: median(
      rounds.map((round) => +(round.visitsPerSecond / round.pageViewsPerSecond).toFixed(3)),
    ),
  };
}

prepareFloor();
const floor = await startFloor(Number(process.env.BENCH_FLOOR_PORT ?? 3101));
const site = await startProductionServer(Number(process.env.BENCH_PORT ?? 3193));
const loadBefore = os.loadavg()[0];
try {
  const blog = await (await fetch(`${site.base}/blog`)).text();
  const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
  if (!post) throw new Error('No post linked from /blog');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const recordings = [];
  for (const visit of visits) {
    const path = visit.page === 'post' ? post : visit.page;
    const first = await recordVisit(browser, site.base, visit, path);
    const second = await recordVisit(browser, site.base, visit, path);
    recordings.push({ visit, path, first, second });
  }
  const clickWait = [];
  for (const network of ['broadband', 'phone'])
    clickWait.push(
      await navigationWait(browser, site.base, {
        from: '/services',
        to: '/services/market-entry',
        network,
      }),
    );
  await browser.close();

  const results = { floorPageViewsPerSecond: 0, clickWait, visits: {} };
  for (const { visit, path, first, second } of recordings) {
    const replayed = first.filter((request) => REPLAYED.has(request.kind));
    results.visits[visit.name] = {
      page: path,
      requestsPerVisit: replayed.length,
      navigationRequests: first.filter((request) => request.kind === 'navigation').length,
      firstVisit: describe(first),
      secondVisit: describe(second),
      ...(await visitsBesidePageViews(site.base, replayed, `${site.base}${path}`)),
      replayed: replayed.map((request) => `${request.method} ${request.path}`),
    };
  }
  results.floorPageViewsPerSecond = (
    await throughput(`${floor.base}/`, { duration })
  ).requestsPerSecond;
  results.loadAverage = { before: +loadBefore.toFixed(1), after: +os.loadavg()[0].toFixed(1) };
  console.log(JSON.stringify(results, null, 2));
  writeResults('visit', results);
} finally {
  site.stop();
  floor.stop();
}
