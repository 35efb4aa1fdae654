/**
 * A lock file beside the PGlite folder. PGlite is an in-process PostgreSQL with no server to
 * arbitrate access: two processes opening the same folder would both write to it and corrupt
 * it. The lock file holds the owner's pid, so a second process stops with a message naming
 * it, and a lock left by a crashed process (dead pid) is taken over.
 */
import { openSync, writeSync, closeSync, readFileSync, unlinkSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The data folder is in use by another portal process (pid ${pid}); lock file ${lockFile}. ` +
        `Stop that process first, or give this one its own DATA_DIR. ` +
        `(If no such process exists, delete the lock file.)`,
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface FileLock {
  readonly file: string;
  release(): void;
}

/** Lock files this process holds, to tell "we hold it" from "a previous run had our pid". */
const heldHere = new Set<string>();

function isAlive(pid: number, file: string): boolean {
  // In a container every run is often pid 1: a lock naming our own pid that this process
  // did not take was left by an earlier run, so it is stale.
  if (pid === process.pid) return heldHere.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else; it still holds the folder.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function tryCreate(file: string): boolean {
  try {
    // 'wx' fails when the file exists: creation itself is the atomic test-and-set.
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Takes the lock or throws DatabaseLockedError naming the live owner. */
export function acquireFileLock(file: string): FileLock {
  // Two rounds: the second follows the removal of a stale lock. If another process takes
  // the stale lock between our unlink and create, the second round sees its live pid.
  for (let round = 0; round < 2; round += 1) {
    if (tryCreate(file)) {
      heldHere.add(file);
      let held = true;
      const releaseOnExit = (): void => release();
      const release = (): void => {
        if (!held) return;
        held = false;
        heldHere.delete(file);
        process.off('exit', releaseOnExit);
        // Only remove the file if it is still ours (never delete a successor's lock).
        if (readOwner(file) === process.pid) {
          try {
            unlinkSync(file);
          } catch {
            // Already gone: nothing to release.
          }
        }
      };
      // Backstop for an exit without close() (process.exit in a crash path): the lock goes too.
      process.on('exit', releaseOnExit);
      return { file, release };
    }
    const owner = readOwner(file);
    if (owner !== null && isAlive(owner, file)) throw new DatabaseLockedError(file, owner);
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const owner = readOwner(file) ?? 0;
  throw new DatabaseLockedError(file, owner);
}
