// `npm test`: every test, phase by phase, each phase's wall time printed as it ends and in a
// table at the end (tests/README.md says what each phase holds, which run side by side and why
// that is safe, and how to add one).
// 1. Static checks: ESLint, TypeScript, Prettier and docs/decisions.md's line length side by
//    side; a failure stops the run here.
// 2. Unit tests (Vitest).
// 3. The production build, without Next's second type-check (phase 1 ran tsc).
// 4. Browser and API tests (Playwright + Debian's Chromium) against the production server
//    (host/main.mjs); with TEST_DATABASE_URL set, the API specs that touch the database run
//    again against a PostgreSQL-backed server in the same run (playwright.config.ts).
// 5. The abuse suite (tests/abuse/run.mjs).
// 6. Side by side, as each leaves a core idle much of the time: the WordPress suite
//    (tests/wordpress: the build against a real WordPress from ../shared/wordpress, or
//    WORDPRESS_DIR) and the stack tests (nginx, Redis, PostgreSQL from Debian around two
//    instances, when those packages are installed).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { missingPackages } from './stack/stack.mjs';

const resultsDir = path.join(root, 'test-results', 'summary');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each phase's name, wall time, what it counted and what ran beside it, for the closing table. */
const phases = [];
const startedAt = performance.now();
const seconds = (from) => (performance.now() - from) / 1000;
const formatTime = (s) => {
  if (s < 59.95) return `${s.toFixed(1)} s`;
  // Whole seconds first: 719.6 s is 12 min 00 s, not 11 min 60 s.
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
};

/**
 * Where a phase's output goes: straight through when it runs alone; held back and printed as one
 * block when it ends when it runs beside others, so the log stays readable.
 * @typedef {{ quiet: boolean, print: (text: string) => void }} Output
 */
const straight = { quiet: false, print: (text) => console.log(text) };

/** Runs a command to its end; a quiet output receives everything it printed at once. */
function run(command, args, output, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: output.quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let text = '';
    if (output.quiet) {
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
    }
    // A command that cannot start fails its phase with the reason.
    child.on('error', (error) => {
      output.print(String(error));
      resolve(1);
    });
    child.on('close', (status) => {
      if (text.trim()) output.print(text.trimEnd());
      resolve(status ?? 1);
    });
  });
}

/** Runs one phase alone: `body(output)` returns a short result for the table (counts, or why it was skipped). */
async function phase(name, body) {
  console.log(`\n━━ ${name}`);
  const from = performance.now();
  const result = await body(straight);
  const time = seconds(from);
  phases.push({ name, time, result });
  console.log(`━━ ${name}: ${formatTime(time)}${result ? ` (${result})` : ''}`);
}

/**
 * Runs phases side by side: for phases that each leave a core idle much of the time and share no
 * port, directory or lock (tests/README.md). Each phase's output is printed as one block when it
 * ends; the table names what ran beside it.
 * @param {[string, (output: Output) => Promise<string | undefined>][]} group
 */
async function sideBySide(group) {
  const names = group.map(([name]) => name);
  console.log(`\n━━ side by side: ${names.join(', ')}`);
  // Rows in the order written, whichever ends first.
  const rows = names.map((name) => ({ name, beside: names.filter((other) => other !== name) }));
  phases.push(...rows);
  await Promise.all(
    group.map(async ([name, body], index) => {
      const from = performance.now();
      const blocks = [];
      const result = await body({ quiet: true, print: (text) => blocks.push(text) });
      const time = seconds(from);
      Object.assign(rows[index], { time, result });
      console.log(`\n━━ ${name}`);
      if (blocks.length) console.log(blocks.join('\n'));
      console.log(`━━ ${name}: ${formatTime(time)}${result ? ` (${result})` : ''}`);
    }),
  );
}

function summary() {
  const total = seconds(startedAt);
  const width = Math.max(...phases.map((p) => p.name.length), 'total'.length);
  console.log('\nPhase times:');
  for (const { name, time, result, beside } of phases)
    console.log(
      `  ${name.padEnd(width)}  ${formatTime(time).padStart(10)}  ${result ?? ''}${
        beside ? ` [beside ${beside.join(', ')}]` : ''
      }`,
    );
  console.log(`  ${'total'.padEnd(width)}  ${formatTime(total).padStart(10)}`);
  console.log(failures.length ? `\nFailed suites: ${failures.join(', ')}` : '\nAll suites passed.');
  console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  return failures.length ? 1 : 0;
}

/** Lint, types, format and the decisions' lines at once (each mostly one core): each counts as one test. */
async function staticChecks(output) {
  const checks = [
    ['lint', bin('eslint'), ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/']],
    ['typecheck', bin('tsc'), ['--noEmit']],
    ['format', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
    ['decisions', process.execPath, ['scripts/lint/decision-lines.mjs']],
  ];
  const from = performance.now();
  const results = await Promise.all(
    checks.map(async ([label, command, args]) => {
      const held = [];
      const status = await run(command, args, { quiet: true, print: (text) => held.push(text) });
      output.print(`${status === 0 ? '✓' : '✘'} ${label} (${formatTime(seconds(from))})`);
      held.forEach(output.print);
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

async function vitest(output) {
  const report = path.join(resultsDir, 'vitest.json');
  const status = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    output,
  );
  if (status !== 0) failures.push('unit');
  if (!existsSync(report)) return 'no report';
  const counts = JSON.parse(readFileSync(report, 'utf8'));
  tally.passed += counts.numPassedTests;
  tally.failed += counts.numFailedTests;
  tally.skipped += counts.numPendingTests + counts.numTodoTests;
  return `${counts.numPassedTests} passed, ${counts.numFailedTests} failed`;
}

/** A Playwright run; the result names each project's count (site, postgresql, …). */
async function playwright(label, args, output, env = {}) {
  const reportFile = path.join(resultsDir, `playwright-${label}.json`);
  const status = await run(bin('playwright'), ['test', '--reporter=list,json', ...args], output, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    ...env,
  });
  if (status !== 0) failures.push(label);
  if (!existsSync(reportFile)) return 'no report';
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const { stats } = report;
  tally.passed += stats.expected + stats.flaky;
  tally.failed += stats.unexpected;
  tally.skipped += stats.skipped;
  const perProject = {};
  const count = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        perProject[test.projectName] = (perProject[test.projectName] ?? 0) + 1;
        if (test.status === 'flaky') output.print(`Flaky: [${test.projectName}] ${spec.title}`);
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
async function abuse(output) {
  const status = await run(
    process.execPath,
    [path.join(root, 'tests', 'abuse', 'run.mjs')],
    output,
  );
  if (status !== 0) failures.push('abuse');
  const reportFile = path.join(resultsDir, 'abuse.json');
  if (!existsSync(reportFile)) return 'no report';
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  tally.passed += report.passed;
  tally.failed += report.failed;
  return `${report.passed} passed, ${report.failed} failed`;
}

/**
 * The stack tests use STACK_PORT_BASE's ports (default 8080, 8443, 5499, 6399, 3161–3168); the
 * WordPress suite's own stack (tests/wordpress/editing/stack.spec.ts), running beside them, takes
 * the 20 ports after that base (default 8100–8117).
 */
const wordpressStackPortBase = String(Number(process.env.STACK_PORT_BASE || 8080) + 20);
const missingForStack = missingPackages();
const wordpress = (output) =>
  playwright('wordpress', ['-c', 'playwright.wordpress.config.ts'], output, {
    STACK_PORT_BASE: wordpressStackPortBase,
  });
const stack = async (output) => {
  if (missingForStack.length)
    return `not run: ${missingForStack.join(', ')} not installed (.ci/run installs them)`;
  return playwright('stack', ['-c', 'playwright.stack.config.ts'], output);
};

// The static checks alone: beside the unit tests they saved nothing (both ways 94-98 s on a quiet
// machine, tests/README.md), and the unit tests' 30 s limits would run on half the CPU.
await phase('static checks', staticChecks);
if (failures.length) process.exit(summary());
ensureChromium();
await phase('unit', vitest);
await phase('build', async () => (buildIfStale({ typesChecked: true }) ? 'built' : 'up to date'));
await phase(
  process.env.TEST_DATABASE_URL ? 'browser and API (+ PostgreSQL)' : 'browser and API',
  (output) => playwright('browser-and-api', [], output),
);
// Abuse alone: it keeps both cores busy (88 % in CI) and checks that a small request is answered
// within 1 s. Then the WordPress suite beside the stack tests, which each left a core idle.
await phase('abuse', abuse);
await sideBySide([
  ['WordPress', wordpress],
  ['stack', stack],
]);

process.exit(summary());
