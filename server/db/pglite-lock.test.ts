import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyEmptyPGliteInto } from '../test-support/test-db';
import { openPGlite, pgliteLockFile } from './database';
import { acquireFileLock, DatabaseLockedError } from './pglite-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'saraban-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that surely belongs to no running process: one that just exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('PGlite data folder lock', () => {
  it('refuses a second open of the same DATA_DIR, naming the owner pid, and frees it on close', async () => {
    const dataDir = tempDir();
    copyEmptyPGliteInto(dataDir);
    const first = await openPGlite(dataDir);
    expect(readFileSync(pgliteLockFile(dataDir), 'utf8').trim()).toBe(String(process.pid));
    await expect(openPGlite(dataDir)).rejects.toThrow(DatabaseLockedError);
    await expect(openPGlite(dataDir)).rejects.toThrow(`pid ${process.pid}`);
    await first.close();
    expect(existsSync(pgliteLockFile(dataDir))).toBe(false);
    const again = await openPGlite(dataDir);
    await again.close();
  });

  it('takes over a stale lock left by a dead process', () => {
    const file = path.join(tempDir(), 'pglite.lock');
    writeFileSync(file, `${deadPid()}\n`);
    const lock = acquireFileLock(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a lock held by another live process', () => {
    const file = path.join(tempDir(), 'pglite.lock');
    // pid 1 always exists (init); whoever it is, it is alive.
    writeFileSync(file, '1\n');
    if (process.pid === 1) return; // In a container where we are pid 1 the case cannot be built.
    expect(() => acquireFileLock(file)).toThrow(/pid 1\b/);
    expect(readFileSync(file, 'utf8').trim()).toBe('1');
  });

  it('takes over a lock naming our own pid that this process does not hold (restarted container)', () => {
    const file = path.join(tempDir(), 'pglite.lock');
    writeFileSync(file, `${process.pid}\n`);
    const lock = acquireFileLock(file);
    lock.release();
  });

  it('takes over an unreadable (empty) lock file', () => {
    const file = path.join(tempDir(), 'pglite.lock');
    writeFileSync(file, '');
    acquireFileLock(file).release();
  });
});
