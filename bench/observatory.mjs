// `npm run bench:observatory`: the MDN HTTP Observatory's score of the production server, run
// locally (the scanner of https://developer.mozilla.org/observatory, same tests and grading).
// Served over plain HTTP on 127.0.0.1, two of its ten tests cannot pass (redirection to HTTPS,
// Strict-Transport-Security: each −20), so 60 is the local maximum; TLS in front of the site is
// the reverse proxy's work (deploy/nginx), where both are set.
// The scanner is installed once into a scratch directory outside the project, with its install
// scripts off: they download Chrome's HSTS preload list and IANA's TLD list, which the scan of a
// local host does not use (an empty preload list stands in for the first).
// Prints each test and writes bench/results/observatory.json.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProductionServer, writeResults } from './lib/server.mjs';

const scannerVersion = '1.4.8';
const scannerDir = path.join(os.tmpdir(), `wasla-observatory-${scannerVersion}`);
const packageDir = path.join(scannerDir, 'node_modules', '@mdn', 'mdn-http-observatory');

function prepareScanner() {
  if (!existsSync(path.join(packageDir, 'package.json'))) {
    mkdirSync(scannerDir, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        '--no-save',
        `@mdn/mdn-http-observatory@${scannerVersion}`,
      ],
      { cwd: scannerDir, stdio: 'inherit' },
    );
  }
  const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(preloadList)) writeFileSync(preloadList, '{}');
}

/** The scanner's JSON report of one host (it scans the host's `/`). */
function scan(host) {
  const output = execFileSync(process.execPath, [path.join(packageDir, 'src', 'scan.js'), host], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const report = JSON.parse(output);
  if (report.error) throw new Error(`The Observatory could not scan ${host}: ${report.error}`);
  return report;
}

prepareScanner();
const site = await startProductionServer(Number(process.env.BENCH_PORT ?? 3196));
try {
  const report = scan(new URL(site.base).host);
  const tests = Object.fromEntries(
    Object.entries(report.tests).map(([name, test]) => [
      name,
      { pass: test.pass, result: test.result, scoreModifier: test.scoreModifier },
    ]),
  );
  console.log(`Observatory: ${report.scan.score} (${report.scan.grade})`);
  for (const [name, test] of Object.entries(tests))
    console.log(
      `  ${test.pass ? 'pass' : 'FAIL'}  ${name}: ${test.result} (${test.scoreModifier})`,
    );
  writeResults('observatory', {
    scanner: `@mdn/mdn-http-observatory@${scannerVersion}`,
    score: report.scan.score,
    grade: report.scan.grade,
    tests,
  });
} finally {
  site.stop();
}
