import { defineConfig } from '@playwright/test';
import { browserUse, sharedServer } from './playwright.config';

/**
 * `npm run screenshots` (scripts/screenshots.mjs): a full-page screenshot of every route at
 * 1440×900 and 390×844 into SCREENSHOTS_DIR (default screenshots/), for reviewers. Not part of
 * `npm test`: it asserts nothing the route checks (tests/e2e/routes.spec.ts) do not.
 */
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'tests/screenshots',
  testMatch: ['**/*.screenshots.ts'],
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Beside test-results/summary (npm test's reports), which Playwright must not clear.
  outputDir: 'test-results/playwright',
  // A full-page screenshot of a long page takes a while on a busy machine.
  timeout: 120_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: browserUse.launchOptions,
  },
  webServer: sharedServer(port, { DATA_DIR: `.data/screenshots-${process.pid}` }),
});
