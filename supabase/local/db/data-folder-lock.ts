import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process already holds the data folder. */
export class DataFolderLockedError extends Error {
  readonly dataDir: string;
  readonly ownerPid: number;

  constructor(dataDir: string, ownerPid: number) {
    const holder =
      ownerPid === process.pid
        ? 'already open in this process'
        : `in use by another process (PID ${ownerPid})`;
    super(
      `The data folder ${dataDir} is ${holder}. ` +
        'Two processes writing one PGlite database corrupt it: stop the other process first, ' +
        'or give this one its own folder (SUPABASE_DATA_DIR), or use a real Postgres server (DATABASE_URL).',
    );
    this.name = 'DataFolderLockedError';
    this.dataDir = dataDir;
    this.ownerPid = ownerPid;
  }
}

export const LOCK_FILE_NAME = 'db.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data folder for this process: an exclusive lock file holding our PID.
 * PGlite has no lock of its own. A lock left by a dead process (crash, SIGKILL) is taken over.
 * Returns the release function.
 */
export function lockDataFolder(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Write our PID to a private file, then hard-link it into place: link() fails if the lock
    // exists, and a lock that is visible is always complete (no half-written PID to misread).
    const candidate = `${lockPath}.${process.pid}`;
    fs.writeFileSync(candidate, `${process.pid}\n`);
    try {
      fs.linkSync(candidate, lockPath);
      fs.rmSync(candidate, { force: true });
      let released = false;
      const release = (): void => {
        if (released) return;
        released = true;
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      fs.rmSync(candidate, { force: true });
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && owner !== process.pid && isAlive(owner)) {
        throw new DataFolderLockedError(dataDir, owner);
      }
      if (owner === process.pid) throw new DataFolderLockedError(dataDir, owner);
      // Stale (its owner is dead, e.g. after a crash or SIGKILL): remove it and try again.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}; another process keeps replacing it.`);
}
