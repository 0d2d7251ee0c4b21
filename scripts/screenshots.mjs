// `npm run screenshots`: a full-page screenshot of every route at 1440×900 and 390×844 into
// SCREENSHOTS_DIR (default screenshots/), from the production build (built first if stale).
// Not part of `npm test`. Extra arguments go to Playwright (e.g. `-- --grep /services`).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

ensureChromium();
buildIfStale();
const run = spawnSync(
  path.join(root, 'node_modules', '.bin', 'playwright'),
  ['test', '-c', 'playwright.screenshots.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (run.status === 0)
  console.log(`Screenshots in ${path.resolve(root, process.env.SCREENSHOTS_DIR ?? 'screenshots')}`);
process.exit(run.status ?? 1);
