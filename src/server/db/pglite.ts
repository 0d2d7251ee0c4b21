import 'server-only';
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Opens the embedded PostgreSQL (PGlite) stored in `dataDir`, or in memory without one.
 * PGlite must never be opened by two processes at once, so a lock file beside the data
 * directory names the process that holds it; a second process gets a clear error.
 */
export async function openPglite(
  dataDir?: string,
): Promise<{ client: PGlite; release: () => void }> {
  if (!dataDir) return { client: await PGlite.create(), release: () => {} };
  ownerOnly(dataDir);
  const lockPath = `${dataDir}.lock`;
  acquireLock(lockPath, dataDir);
  const release = () => rmSync(lockPath, { force: true });
  process.once('exit', release);
  try {
    const client = await PGlite.create(dataDir);
    // PGlite sets the modes of the files it unpacks itself (0666/0777): tighten them once more.
    tighten(dataDir);
    return { client, release };
  } catch (error) {
    release();
    throw error;
  }
}

function acquireLock(lockPath: string, dataDir: string) {
  // Two tries: the second follows the removal of a lock left by a process that has died.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder}. PGlite serves one process at a ` +
            `time: stop that process (or delete ${lockPath} if it is not a Wasla server), or set DATABASE_URL to ` +
            'share a PostgreSQL server between processes.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(
    `Could not lock the embedded database in ${dataDir}: ${lockPath} keeps reappearing.`,
  );
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The database files hold emails and password hashes: only the server's own user may read
 * them. PGlite creates its files with the process umask, so the umask drops every group and
 * other permission from here on (the server process writes nothing meant for others), and
 * whatever an earlier start created more openly is tightened: directories 0700, files 0600.
 */
export function ownerOnly(dataDir: string) {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir);
}

function tighten(directory: string) {
  chmodSync(directory, 0o700);
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const inner = path.join(directory, entry.name);
    if (entry.isDirectory()) tighten(inner);
    else if (entry.isFile()) chmodSync(inner, 0o600);
  }
}
