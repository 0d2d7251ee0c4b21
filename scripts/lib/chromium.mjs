import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The one home of the browser every test and benchmark drives: Debian's Chromium (never a
 * downloaded one), or CHROMIUM_PATH, with the flags this machine needs.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the browser and API tests (playwright.config.ts) drive: Debian's old headless shell
 * (`chromium-headless-shell`, the same build without the headful browser around it) when
 * installed, else `chromiumPath`: a fifth less CPU (tests/README.md). The WordPress suite, the
 * screenshots and the benchmarks keep the full browser (the benchmarks' figures compare with
 * earlier ones and with Lighthouse's).
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The browser tests use Debian's Chromium (never a downloaded one); install it where we can. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const debian = existsSync('/etc/debian_version');
  const root = process.getuid?.() === 0;
  if (debian && root) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    if (update.status === 0 && install.status === 0 && existsSync(chromiumPath)) return;
  }
  const distro = existsSync('/etc/os-release')
    ? readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]+)/m)?.[1]
    : undefined;
  console.error(
    [
      `The browser tests need Chromium at ${chromiumPath}${distro ? ` (this machine: ${distro})` : ''}.`,
      'Install it, then run npm test again:',
      '  Debian/Ubuntu:  sudo apt-get update && sudo apt-get install -y chromium',
      '  Fedora:         sudo dnf install -y chromium',
      '  macOS:          brew install --cask chromium',
      'Or point CHROMIUM_PATH at an installed Chromium or Chrome.',
    ].join('\n'),
  );
  process.exit(1);
}
