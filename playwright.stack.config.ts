import { defineConfig } from '@playwright/test';

/**
 * The stack tests (tests/stack/): nginx, Redis and PostgreSQL from Debian in front of and
 * behind two instances of the production build, started by the tests themselves with
 * scripts/stack (npm test runs them when those packages are installed; CI installs them).
 */
export default defineConfig({
  testDir: 'tests/stack',
  testMatch: ['**/*.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Its own, beside test-results/summary (npm test's reports) and test-results/wordpress (the
  // WordPress suite, which npm test runs beside this one): Playwright clears its outputDir.
  outputDir: 'test-results/stack',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
});
