import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');

// The site makes no request to a third-party host, at build time included.
process.env.NEXT_TELEMETRY_DISABLED = '1';
export const nextBin = path.join(root, 'node_modules', '.bin', 'next');
/** The production host: Next's handler behind our own Node server. */
export const hostEntry = path.join(root, 'host', 'main.mjs');
const sources = [
  'src',
  // The app imports host/shared (package.json's imports name it), and Next bundles the data
  // cache handler.
  'host',
  'content',
  'public',
  'package.json',
  'package-lock.json',
  'next.config.ts',
  'postcss.config.mjs',
];

/** @param {string} target */
function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

/**
 * Runs `next build` when there is no build yet or a source changed after the last one.
 * `typesChecked`: the caller has just run `tsc --noEmit` over the project, so the build skips
 * Next's own second type-check (next.config.ts reads BUILD_TYPES_CHECKED). Returns whether it built.
 */
export function buildIfStale({ typesChecked = false } = {}) {
  const buildIdFile = path.join(root, '.next', 'BUILD_ID');
  const builtAt = existsSync(buildIdFile) ? statSync(buildIdFile).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (builtAt >= changedAt) return false;
  console.log(
    builtAt
      ? 'Sources changed since the last build: rebuilding…'
      : 'No build yet: building the site…',
  );
  const build = spawnSync(nextBin, ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(typesChecked ? { BUILD_TYPES_CHECKED: 'true' } : {}) },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  return true;
}
