// The framework floor (a bare Next.js page of the same version, ../shared/floor) that the
// benchmarks measure the site beside. It is copied to a scratch directory outside the project
// (inside it, Next would take the project's next.config.ts for the floor's), installed and
// built once, then served with `next start`.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/build.mjs';

const floorSource =
  process.env.FLOOR_DIR ??
  [path.join(root, '..', 'shared', 'floor'), path.join(root, '..', '..', 'shared', 'floor')].find(
    (candidate) => existsSync(path.join(candidate, 'package.json')),
  );
const floorDir = path.join(
  os.tmpdir(),
  `wasla-bench-floor-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
);

/** Copies, installs and builds the floor once (again when its package.json changes). */
export function prepareFloor() {
  if (!floorSource) throw new Error('No framework floor found: set FLOOR_DIR');
  const manifest = (dir) => readFileSync(path.join(dir, 'package.json'), 'utf8');
  const fresh = !existsSync(floorDir) || manifest(floorDir) !== manifest(floorSource);
  if (fresh) {
    cpSync(floorSource, floorDir, {
      recursive: true,
      filter: (source) => !/[/\\](node_modules|\.next)$/.test(source),
    });
  }
  const run = (command, args) =>
    execFileSync(command, args, {
      cwd: floorDir,
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
  if (fresh || !existsSync(path.join(floorDir, 'node_modules')))
    run('npm', ['install', '--no-audit', '--no-fund']);
  if (fresh || !existsSync(path.join(floorDir, '.next', 'BUILD_ID')))
    run(path.join(floorDir, 'node_modules', '.bin', 'next'), ['build']);
}

export async function startFloor(port) {
  const child = spawn(
    path.join(floorDir, 'node_modules', '.bin', 'next'),
    ['start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: floorDir, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(base).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop: () => child.kill() };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`The floor did not start on port ${port}`);
}
