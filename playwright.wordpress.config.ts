import { defineConfig, devices } from '@playwright/test';
import { browserUse } from './playwright.config';

/**
 * The site against a real WordPress 7 + WPGraphQL (tests/wordpress/): the global setup starts the
 * shared kit's WordPress (../shared/wordpress, or WORDPRESS_DIR) once, writes the editors'
 * content through its CLI and starts one production server of the build reading it.
 *
 * - wordpress: read-only checks of the seeded content, in parallel.
 * - wordpress-editing: tests that change content or WordPress itself (revalidation, the companion
 *   plugin, outages through a proxy), one at a time, after the read-only ones.
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
    {
      name: 'wordpress-editing',
      testMatch: 'editing/**/*.spec.ts',
      dependencies: ['wordpress'],
      workers: 1,
    },
    // Issue 22's defects against the real WordPress (each failed before the site was fixed).
    // Last, one at a time: some change content every other test reads (a protected post, a
    // category).
    {
      name: 'wordpress-defects',
      testMatch: 'defects/**/*.spec.ts',
      dependencies: ['wordpress-editing'],
      workers: 1,
    },
  ],
});
