import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildIfStale, root, hostEntry } from '../../scripts/lib/build.mjs';

/** Builds if needed and starts the production server on 127.0.0.1:port; resolves when it answers. */
export async function startProductionServer(port, env = {}) {
  buildIfStale();
  const base = `http://127.0.0.1:${port}`;
  // A server left on the port (another run's) would answer in this one's place.
  if (
    await fetch(base).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`Port ${port} is already in use`);
  const server = spawn(process.execPath, [hostEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: path.join(root, '.data', `bench-${port}`),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    if (
      await fetch(`${base}/api/build-id`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, stop: () => server.kill() };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error(`The server on port ${port} did not start`);
}

/** Writes bench/results/<name>.json with the time of measurement. */
export function writeResults(name, results) {
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ measuredAt: new Date().toISOString(), results }, null, 2) + '\n',
  );
  console.log(`written to ${path.relative(root, file)}`);
}
