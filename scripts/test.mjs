// `npm test`: every test, phase by phase, each phase's wall time printed as it ends and in a
// table at the end (tests/README.md says what each phase holds and how to add one).
// 1. Static checks: ESLint, TypeScript, Prettier and docs/decisions.md's line length side by
//    side; a failure stops the run here.
// 2. Unit tests (Vitest).
// 3. The production build, without Next's second type-check (phase 1 ran tsc).
// 4. Browser and API tests (Playwright + Debian's Chromium) against the production server
//    (host/main.mjs); with TEST_DATABASE_URL set, the API specs that touch the database run
//    again against a PostgreSQL-backed server in the same run (playwright.config.ts).
// 5. The abuse suite (tests/abuse/run.mjs).
// 6. The WordPress suite (tests/wordpress: the build against a real WordPress from
//    ../shared/wordpress, or WORDPRESS_DIR).
// 7. The stack tests (nginx, Redis, PostgreSQL from Debian around two instances) when those
//    packages are installed.
import { spawn, spawnSync } from 'node:child_process';
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
/** Each phase's name, wall time and what it counted, for the closing table. */
const phases = [];
const startedAt = performance.now();
const seconds = (from) => (performance.now() - from) / 1000;
const formatTime = (s) =>
  s < 60
    ? `${s.toFixed(1)} s`
    : `${Math.floor(s / 60)} min ${(s % 60).toFixed(0).padStart(2, '0')} s`;

/** Runs one phase: `body` returns a short result for the table (counts, or why it was skipped). */
async function phase(name, body) {
  console.log(`\n━━ ${name}`);
  const from = performance.now();
  const result = await body();
  const time = seconds(from);
  phases.push({ name, time, result });
  console.log(`━━ ${name}: ${formatTime(time)}${result ? ` (${result})` : ''}`);
}

function summary() {
  const total = seconds(startedAt);
  const width = Math.max(...phases.map((p) => p.name.length), 'total'.length);
  console.log('\nPhase times:');
  for (const { name, time, result } of phases)
    console.log(`  ${name.padEnd(width)}  ${formatTime(time).padStart(10)}  ${result ?? ''}`);
  console.log(`  ${'total'.padEnd(width)}  ${formatTime(total).padStart(10)}`);
  console.log(failures.length ? `\nFailed suites: ${failures.join(', ')}` : '\nAll suites passed.');
  console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  return failures.length ? 1 : 0;
}

/** Runs a command with its output held back, so checks run side by side print one after another. */
function runQuietly(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/** Lint, types, format and the decisions' lines at once (each mostly one core): each counts as one test. */
async function staticChecks() {
  const checks = [
    ['lint', bin('eslint'), ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
    ['typecheck', bin('tsc'), ['--noEmit']],
    ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    ['decisions', process.execPath, ['scripts/lint/decision-lines.mjs']],
  ];
  const from = performance.now();
  const results = await Promise.all(
    checks.map(async ([label, command, args]) => {
      const { status, output } = await runQuietly(command, args);
      console.log(`${status === 0 ? '✓' : '✘'} ${label} (${formatTime(seconds(from))})`);
      if (output.trim()) console.log(output.trimEnd());
      return { label, status };
    }),
  );
  for (const { label, status } of results) {
    if (status === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      failures.push(label);
    }
  }
  const failed = results.filter((r) => r.status !== 0).map((r) => r.label);
  return failed.length ? `failed: ${failed.join(', ')}` : `${results.length} passed`;
}

function vitest() {
  const output = path.join(resultsDir, 'vitest.json');
  const status = run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (status !== 0) failures.push('unit');
  if (!existsSync(output)) return 'no report';
  const report = JSON.parse(readFileSync(output, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  return `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
}

/** A Playwright run; the result names each project's count (site, postgresql, …). */
function playwright(label, args, env = {}) {
  const output = path.join(resultsDir, `playwright-${label}.json`);
  const status = run(bin('playwright'), ['test', '--reporter=list,json', ...args], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    ...env,
  });
  if (status !== 0) failures.push(label);
  if (!existsSync(output)) return 'no report';
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const { stats } = report;
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  tally.skipped += stats.skipped;
  const perProject = {};
  const count = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        perProject[test.projectName] = (perProject[test.projectName] ?? 0) + 1;
        if (test.status === 'flaky') console.log(`Flaky: [${test.projectName}] ${spec.title}`);
      }
    for (const child of suite.suites ?? []) count(child);
  };
  for (const suite of report.suites) count(suite);
  const projects = Object.entries(perProject);
  return `${stats.expected + stats.flaky} passed, ${stats.unexpected} failed${
    stats.flaky ? `, ${stats.flaky} of them flaky (passed when run again)` : ''
  }${projects.length > 1 ? ` (${projects.map(([name, n]) => `${name} ${n}`).join(', ')})` : ''}`;
}

/** The abuse suite (tests/abuse/run.mjs): each of its checks counts as one test. */
function abuse() {
  const status = run(process.execPath, [path.join(root, 'tests', 'abuse', 'run.mjs')]);
  if (status !== 0) failures.push('abuse');
  const output = path.join(resultsDir, 'abuse.json');
  if (!existsSync(output)) return 'no report';
  const report = JSON.parse(readFileSync(output, 'utf8'));
  tally.passed += report.passed;
  tally.failed += report.failed;
  return `${report.passed} passed, ${report.failed} failed`;
}

await phase('static checks', staticChecks);
if (failures.length) process.exit(summary());
ensureChromium();
await phase('unit', vitest);
await phase('build', () => (buildIfStale({ typesChecked: true }) ? 'built' : 'up to date'));
await phase(
  process.env.TEST_DATABASE_URL ? 'browser and API (+ PostgreSQL)' : 'browser and API',
  () => playwright('browser-and-api', []),
);
await phase('abuse', abuse);
await phase('WordPress', () => playwright('wordpress', ['-c', 'playwright.wordpress.config.ts']));
const missingForStack = missingPackages();
await phase('stack', () => {
  if (missingForStack.length)
    return `not run: ${missingForStack.join(', ')} not installed (.ci/run installs them)`;
  return playwright('stack', ['-c', 'playwright.stack.config.ts']);
});

process.exit(summary());
