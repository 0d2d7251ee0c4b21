// `npm run bench:stack`: the production path's throughput, in one run on one stack (nginx
// with TLS in front of two instances sharing PostgreSQL and Redis, as `npm run stack`).
//   - /services through nginx, beside nginx serving the very same HTML bytes as a file, both
//     precompressed (gzip_static: the strongest static baseline, used for the ratio) and
//     compressed per request: the ratio says how close the instances come to static serving.
//   - a build file (/_next/static/…) from nginx's disk, beside the same file proxied to an
//     instance: why deploy/nginx serves them from disk.
// autocannon over HTTPS with Accept-Encoding: gzip. Writes bench/results/stack.json.
//
// Options (env): BENCH_DURATION seconds per measurement (default 10), BENCH_CONNECTIONS (default 50).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildIfStale, root } from '../scripts/lib/build.mjs';
import { startStack, stopStack } from '../scripts/stack/stack.mjs';
import { writeResults } from './lib/server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dir = path.join(root, '.stack', 'bench');
const staticCopy = path.join(dir, 'static', 'services.html');
const onTheFlyCopy = path.join(dir, 'static', 'services-on-the-fly.html');
const headers = { 'accept-encoding': 'gzip' };

// Beside the shipped locations: the page as a file, and build files through the upstream.
const extraLocations = `
    location = /bench/services.html {
        alias ${staticCopy};
        default_type text/html;
        gzip_static on;
    }
    location = /bench/services-on-the-fly.html {
        alias ${onTheFlyCopy};
        default_type text/html;
    }
    location /bench/upstream/_next/static/ {
        proxy_pass http://wasla/_next/static/;
    }
`;

async function measure(url) {
  await autocannon({ url, connections, duration: 2, headers }); // warm-up
  const result = await autocannon({ url, connections, duration, headers });
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures) throw new Error(`${url}: ${failures} failed requests`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    requests: result.requests.total,
  };
}

buildIfStale();
const stack = await startStack({ dir, instances: 2, extraLocations, env: { LOG_LEVEL: 'warn' } });
try {
  // The static copy is exactly what the site sends for /services (before compression).
  const html = await (await fetch(`${stack.instances[0].url}/services`)).text();
  mkdirSync(path.dirname(staticCopy), { recursive: true });
  writeFileSync(staticCopy, html);
  writeFileSync(`${staticCopy}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(onTheFlyCopy, html);
  const chunk = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  if (!chunk) throw new Error('No build file named in the page');

  const page = {
    static: await measure(`${stack.httpsUrl}/bench/services.html`),
    site: await measure(`${stack.httpsUrl}/services`),
    staticCompressedPerRequest: await measure(`${stack.httpsUrl}/bench/services-on-the-fly.html`),
  };
  const buildFile = {
    fromDisk: await measure(`${stack.httpsUrl}${chunk}`),
    fromUpstream: await measure(`${stack.httpsUrl}/bench/upstream${chunk}`),
  };
  const ratio = (a, b) => Math.round((a.requestsPerSecond / b.requestsPerSecond) * 100) / 100;
  const results = {
    setup: { instances: 2, connections, durationSeconds: duration, htmlBytes: html.length },
    services: { ...page, ratio: ratio(page.site, page.static) },
    buildFile: {
      path: chunk,
      ...buildFile,
      ratio: ratio(buildFile.fromUpstream, buildFile.fromDisk),
    },
  };
  console.table({
    '/services (site)': page.site,
    '/services (static copy, gzip_static)': page.static,
    '/services (static copy, gzip per request)': page.staticCompressedPerRequest,
    'build file, disk': buildFile.fromDisk,
    'build file, upstream': buildFile.fromUpstream,
  });
  console.log(`/services through nginx: ${results.services.ratio}× the precompressed static copy`);
  writeResults('stack', results);
} finally {
  await stopStack(dir, () => {});
}
