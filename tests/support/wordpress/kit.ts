import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The shared WordPress kit (up.sh, down.sh, wp-content.php): a real WordPress + WPGraphQL that
 * runs offline from upstream tarballs. It lives outside the repository: WORDPRESS_DIR, else the
 * nearest `shared/wordpress` beside the checkout or one of its parents (`../shared/wordpress`
 * for a clone at /work/<name>, `../../shared/wordpress` for a worktree at /work/wt/<name>).
 */
export const repoRoot = path.resolve(__dirname, '..', '..', '..');

const kitFiles = ['up.sh', 'down.sh', 'wp-content.php'];

export function wordpressKitDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.WORDPRESS_DIR ? path.resolve(env.WORDPRESS_DIR) : besideCheckout();
  const missing = kitFiles.filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length)
    throw new Error(
      `The WordPress test kit is not at ${dir} (missing ${missing.join(', ')}). ` +
        'Set WORDPRESS_DIR to the folder holding up.sh, down.sh and wp-content.php ' +
        '(on the project machine: /work/shared/wordpress).',
    );
  return dir;
}

function besideCheckout(): string {
  const nearest = path.resolve(repoRoot, '..', 'shared', 'wordpress');
  for (let dir = path.dirname(repoRoot); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'wordpress');
    if (existsSync(path.join(candidate, 'up.sh'))) return candidate;
  }
  return nearest;
}

export interface CommandResult {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end, without a shell, and returns what it printed. */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: string; cwd?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('close', (status) =>
      resolve({
        status: status ?? 1,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
      }),
    );
    child.stdin.end(options.stdin ?? '');
  });
}
