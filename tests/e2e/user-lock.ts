/**
 * One test at a time per (server, user). A user has one session: signing in on a second
 * browser signs the first out (spec section 4), so two tests that sign in as `officer` on the
 * same tenant server at the same time would sign each other out. Every sign-in of the suites
 * (browser form or API) takes this lock first; it is held until the test that took it ends.
 *
 * The lock is a file created exclusively in the temp folder, named for the server's port and
 * the user (ports differ between suites running side by side). It is released when the worker
 * moves on: a sweep compares the holding test with the test now running in this worker, so
 * no fixture is needed and specs keep importing `test` from @playwright/test.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

const LOCK_DIR = path.join(tmpdir(), 'saraban-e2e-user-locks');
const WAIT_LIMIT_MS = 10 * 60_000;
const held = new Map<string, string>(); // lock file -> id of the test holding it
let sweeper: NodeJS.Timeout | null = null;

function runningTestId(): string | null {
  try {
    return test.info().testId;
  } catch {
    return null; // between tests
  }
}

function release(file: string): void {
  rmSync(file, { force: true });
  held.delete(file);
}

function sweep(): void {
  const now = runningTestId();
  for (const [file, testId] of held) if (testId !== now) release(file);
  if (held.size === 0 && sweeper) {
    clearInterval(sweeper);
    sweeper = null;
  }
}

process.on('exit', () => {
  for (const file of held.keys()) rmSync(file, { force: true });
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes a lock whose holder is gone: its process ended, or it is this worker's own earlier test. */
function clearStale(file: string): void {
  try {
    const { pid } = JSON.parse(readFileSync(file, 'utf8')) as { pid: number };
    if ((pid === process.pid && !held.has(file)) || !alive(pid)) rmSync(file, { force: true });
  } catch {
    // Released (or half written) between our attempts: try again.
  }
}

/** Waits until no other test is signed in as `username` on the server at `origin`, then holds it. */
export async function lockUser(origin: string, username: string): Promise<void> {
  sweep();
  const testId = runningTestId() ?? 'outside-a-test';
  const file = path.join(LOCK_DIR, `${new URL(origin).port || '80'}-${username}.lock`);
  if (held.get(file) === testId) return;
  mkdirSync(LOCK_DIR, { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      writeFileSync(file, JSON.stringify({ pid: process.pid, testId }), { flag: 'wx' });
      held.set(file, testId);
      sweeper ??= setInterval(sweep, 250);
      sweeper.unref();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    clearStale(file);
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`Waited ${WAIT_LIMIT_MS / 60_000} min for another test to finish with ${username} on ${origin}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // Time spent waiting for the other test is not this test's own time.
  const waited = Date.now() - started;
  if (waited > 0 && runningTestId()) test.info().setTimeout(test.info().timeout + waited);
}
