import { defineConfig, devices } from '@playwright/test';
import { browserUse } from './playwright.config';

/**
 * The site against a real WordPress 7 + WPGraphQL (tests/wordpress/): the global setup starts the
 * shared kit's WordPress (../shared/wordpress, or WORDPRESS_DIR) once, writes the editors'
 * content through its CLI and starts one production server of the build reading it.
 *
 * - wordpress: read-only checks of the seeded content, in parallel, before anything changes it.
 * - wordpress-global, then beside it wordpress-editing, once the read-only checks have passed:
 *   - global: tests that change WordPress for every reader (the companion plugin and its
 *     constants, options, a category's name), one at a time;
 *   - editing: tests that change only content of their own (their own posts) or read WordPress
 *     through a site server of their own (outages, the stack); they share no state.
 */
export default defineConfig({
  testDir: 'tests/wordpress',
  globalSetup: './tests/wordpress/global-setup.ts',
  workers: 2,
  retries: 0,
  // Beside test-results/summary (npm test's reports), which Playwright must not clear.
  outputDir: 'test-results/wordpress',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    ...browserUse,
  },
  projects: [
    { name: 'wordpress', testMatch: 'reading/**/*.spec.ts', fullyParallel: true },
    // First in the list: its first file takes one of the two workers, the editing files the other.
    {
      name: 'wordpress-global',
      testMatch: 'global/**/*.spec.ts',
      dependencies: ['wordpress'],
      workers: 1,
    },
    { name: 'wordpress-editing', testMatch: 'editing/**/*.spec.ts', dependencies: ['wordpress'] },
  ],
});
