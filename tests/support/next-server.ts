import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * A second `next start` of the same production build, on its own port and environment
 * (e.g. pointed at a fake WordPress). Stopped by the test that started it.
 */
export async function startNextServer(port: number, env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void>; output: () => string }> {
  const root = path.join(__dirname, '../..');
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, SITE_URL: 'http://localhost:3000', LOG_LEVEL: 'warn', DATA_DIR: `.data/e2e-${port}-${process.pid}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/build-id`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`next start did not answer on ${url}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
