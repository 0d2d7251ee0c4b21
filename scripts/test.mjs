// `npm test`: every test. First the static checks (ESLint, TypeScript, Prettier): fast, and a
// failure stops the run before the slow suites. Then unit tests (Vitest), the production build, and the
// real-browser and API tests (Playwright + Debian's Chromium) against the production host (host/main.mjs),
// then the abuse suite (tests/abuse/run.mjs), then the WordPress suite (tests/wordpress: the build
// against a real WordPress from ../shared/wordpress, or WORDPRESS_DIR).
// With TEST_DATABASE_URL set, the API tests run a second time against that PostgreSQL.
// Then the stack tests (nginx, Redis, PostgreSQL from Debian around two instances) when
// those packages are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { missingPackages } from './stack/stack.mjs';

const resultsDir = path.join(root, 'test-results', 'summary');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function summary() {
  console.log(failures.length ? `\nFailed suites: ${failures.join(', ')}` : '\nAll suites passed.');
  console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  return failures.length ? 1 : 0;
}

/** Lint, types and format: each counts as one test; any failure ends the run here. */
function staticChecks() {
  const checks = [
    ['lint', bin('eslint'), ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
    ['typecheck', bin('tsc'), ['--noEmit']],
    ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ];
  for (const [label, command, args] of checks) {
    console.log(`\n${label}…`);
    if (run(command, args) === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      failures.push(label);
    }
  }
  if (failures.length) process.exit(summary());
}

function vitest() {
  const output = path.join(resultsDir, 'vitest.json');
  const status = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
    tally.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (status !== 0) failures.push('unit');
}

function playwright(label, args, env = {}) {
  const output = path.join(resultsDir, `playwright-${label}.json`);
  const status = run(bin('playwright'), ['test', '--reporter=list,json', ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    ...env,
  });
  if (existsSync(output)) {
    const { stats } = JSON.parse(readFileSync(output, 'utf8'));
    tally.passed += stats.expected + stats.flaky;
    tally.failed += stats.unexpected;
    tally.skipped += stats.skipped;
  }
  if (status !== 0) failures.push(label);
}

/** The abuse suite (tests/abuse/run.mjs): each of its checks counts as one test. */
function abuse() {
  const status = run(process.execPath, [path.join(root, 'tests', 'abuse', 'run.mjs')]);
  const output = path.join(resultsDir, 'abuse.json');
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    tally.passed += report.passed;
    tally.failed += report.failed;
  }
  if (status !== 0) failures.push('abuse');
}

staticChecks();
ensureChromium();
vitest();
buildIfStale();
playwright('browser-and-api', []);
abuse();
console.log('\nWordPress suite: the site against a real WordPress + WPGraphQL…');
playwright('wordpress', ['-c', 'playwright.wordpress.config.ts']);
if (process.env.TEST_DATABASE_URL) {
  console.log('\nAPI tests again, against PostgreSQL (TEST_DATABASE_URL)…');
  playwright('api-postgresql', ['tests/api'], { DATABASE_URL: process.env.TEST_DATABASE_URL });
}

const missingForStack = missingPackages();
if (missingForStack.length) {
  console.log(
    `\nStack tests not run: ${missingForStack.join(', ')} not installed (.ci/run installs them).`,
  );
} else {
  console.log('\nStack tests: nginx, Redis and PostgreSQL around two instances…');
  playwright('stack', ['-c', 'playwright.stack.config.ts']);
}

process.exit(summary());
