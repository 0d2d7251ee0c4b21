import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<PlaywrightTestConfig['webServer'], { command: string }>;
import { chromiumArgs, chromiumPath, testChromiumPath } from './scripts/lib/chromium.mjs';
import { TEST_MIN_FILL_MS } from './tests/api/support/enquiries';

/**
 * The browser and API tests (tests/README.md). One production server per configuration, started
 * once for every spec that uses it:
 * - `site`: every spec in tests/e2e and tests/api, against the shared server on E2E_PORT
 *   (embedded PGlite, a fresh DATA_DIR per run);
 * - `postgresql` (only with TEST_DATABASE_URL): the API specs that touch the database, again,
 *   against a second shared server on E2E_PORT + 1 backed by that PostgreSQL database.
 * Specs that need another configuration start their own server (tests/api/support/server.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const postgresPort = port + 1;
// The shared PGlite server's mail goes to a local SMTP server whose messages tests read over HTTP
// (tests/support/mail-sink.ts; the read side is tests/support/mail.ts). The PostgreSQL one sends
// none: it shares its database with the servers the API specs start, and would otherwise deliver
// their due notifications to the sink instead of their own SMTP servers.
const mailSmtpPort = port + 2;
const mailHttpPort = port + 3;
const databaseUrl = process.env.TEST_DATABASE_URL;
const runId = process.pid;

/** The API specs whose answers depend on the database (accounts, sessions, limits, enquiries). */
const databaseSpecs = [
  'api/account-links.spec.ts',
  'api/accounts.spec.ts',
  'api/client-address.spec.ts',
  'api/enquiries.spec.ts',
  'api/hardening.spec.ts',
  'api/rate-limit.spec.ts',
  'api/restart.spec.ts',
  'api/security.spec.ts',
];

/** The shared server, served the way `npm start` serves it (npm test builds it first). */
export function sharedServer(serverPort: number, env: Record<string, string>): WebServer {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: 'node host/main.mjs',
    url: `${url}/api/build-id`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(serverPort),
      HOSTNAME: '127.0.0.1',
      SITE_URL: 'http://localhost:3000',
      AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      REVALIDATE_SECRET: 'e2e-revalidate-secret',
      LOG_LEVEL: 'warn',
      // Every test signs up from 127.0.0.1; tests/api/rate-limit.spec.ts checks the real limit.
      SIGNUP_RATE_LIMIT_POINTS: '100000',
      // The enquiries e2e tests' staff account; a limit that leaves room for every test's enquiry.
      STAFF_EMAILS: 'staff@e2e.wasla.test',
      ENQUIRY_RATE_LIMIT_POINTS: '20',
      // A shorter minimum fill time than the real 3 s (checked in tests/api/restart.spec.ts).
      ENQUIRY_MIN_FILL_MS: String(TEST_MIN_FILL_MS),
      ...env,
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  };
}

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } };

/** How every Playwright config here drives the browser. */
export const browserUse = {
  // A failed test keeps its trace: actions, DOM snapshots, network and console. Without the
  // screencast: recording it for every test tripled the browser tests' CPU time (tests/README.md).
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
} as const;

export default defineConfig({
  testDir: 'tests',
  // Files run side by side; a file's tests run in order in one worker unless the file opts into
  // `test.describe.configure({ mode: 'parallel' })` (files whose tests share nothing).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // On CI a failed test runs once more and is reported flaky; failing twice fails the run. A busy
  // 2-core machine moves timings: one Arabic page's desktop visit once measured a 0.0024 layout
  // shift that no quiet rerun, CPU throttling or font delay reproduced.
  retries: process.env.CI ? 1 : 0,
  // Beside test-results/summary (npm test's reports), which Playwright must not clear.
  outputDir: 'test-results/playwright',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    ...browserUse,
    // Chromium's headless shell when installed: a fifth less CPU (tests/README.md).
    launchOptions: { ...browserUse.launchOptions, executablePath: testChromiumPath },
    // On CI no passing test pays for a trace: a failed test's retry above records one (kept
    // whether the retry passes or fails). Locally, with no retry, the failed run keeps its own.
    ...(process.env.CI && { trace: { ...browserUse.trace, mode: 'on-first-retry' as const } }),
  },
  projects: [
    {
      name: 'site',
      testMatch: ['e2e/**/*.spec.ts', 'api/**/*.spec.ts'],
      use: { ...desktop, baseURL: `http://127.0.0.1:${port}` },
    },
    ...(databaseUrl
      ? [
          {
            name: 'postgresql',
            testMatch: databaseSpecs,
            use: { ...desktop, baseURL: `http://127.0.0.1:${postgresPort}` },
            metadata: { databaseUrl },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: `npx tsx tests/support/mail-sink.ts ${mailSmtpPort} ${mailHttpPort}`,
      url: `http://127.0.0.1:${mailHttpPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // Each run gets a fresh embedded database.
    sharedServer(port, {
      DATA_DIR: process.env.E2E_DATA_DIR ?? `.data/e2e-${runId}`,
      SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
      ENQUIRY_TO: 'team@e2e.wasla.test',
    }),
    ...(databaseUrl
      ? [
          sharedServer(postgresPort, {
            DATA_DIR: `.data/e2e-postgresql-${runId}`,
            DATABASE_URL: databaseUrl,
          }),
        ]
      : []),
  ],
});
