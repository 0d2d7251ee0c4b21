import 'server-only';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
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
  mkdirSync(dataDir, { recursive: true });
  const lockPath = `${dataDir}.lock`;
  acquireLock(lockPath, dataDir);
  const release = () => rmSync(lockPath, { force: true });
  process.once('exit', release);
  try {
    return { client: await PGlite.create(dataDir), release };
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
