import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// The shared server's mail goes to a local SMTP server whose messages tests read over HTTP
// (tests/support/mail-sink.ts; the read side is tests/support/mail.ts).
const mailSmtpPort = port + 48;
const mailHttpPort = port + 49;
const baseURL = `http://127.0.0.1:${port}`;
// Each run gets a fresh embedded database unless DATABASE_URL points at PostgreSQL.
const dataDir = process.env.E2E_DATA_DIR ?? `.data/e2e-${process.pid}`;

export default defineConfig({
  testDir: 'tests',
  testMatch: ['e2e/**/*.spec.ts', 'api/**/*.spec.ts'],
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/support/mail-sink.ts ${mailSmtpPort} ${mailHttpPort}`,
      url: `http://127.0.0.1:${mailHttpPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The production build (npm test builds it first), served the way `npm start` serves it.
      command: 'node host/main.mjs',
      url: `${baseURL}/api/build-id`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        DATA_DIR: dataDir,
        SITE_URL: 'http://localhost:3000',
        AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
        REVALIDATE_SECRET: 'e2e-revalidate-secret',
        LOG_LEVEL: 'warn',
        // Every test signs up from 127.0.0.1; tests/api/rate-limit.spec.ts checks the real limit.
        SIGNUP_RATE_LIMIT_POINTS: '100000',
        // The enquiries e2e tests' staff account; a limit that leaves room for every test's enquiry.
        STAFF_EMAILS: 'staff@e2e.wasla.test',
        ENQUIRY_RATE_LIMIT_POINTS: '20',
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}`,
        ENQUIRY_TO: 'team@e2e.wasla.test',
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
        ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
      },
    },
  ],
});
