/**
 * A server killed in the middle of work (kill -9: power cut, OOM killer, a crashed container)
 * must leave the database as if each write either happened whole or not at all. Clerks create
 * letters and take receive and outgoing numbers over HTTP; the process is killed mid-burst and
 * started again on the same data; then: no register number repeated or skipped, every acted
 * step has its audit row and register entry, every letter one create step, and every write the
 * server answered 200 is there. On PGlite, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openPGlite } from './db/database';
import { checkConsistency, type AcknowledgedWrite } from './test-support/consistency-checks';
import { withDatabase } from './test-support/postgres-admin';
import { httpCall, signInOverHttp, startPortalProcess, type PortalProcess } from './test-support/portal-process';
import { findTenant } from './test-support/test-app';
import { createTestDatabase, TEST_DATABASE_URL } from './test-support/test-db';
import { runWriteBurst, type BurstLog } from './test-support/write-burst';

/** The kill lands once the burst has run this long and had this many writes answered, with more in flight. */
const KILL_AFTER_MS = 1_500;
const KILL_AFTER_WRITES = 40;
const WORKERS = 4;

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => undefined);
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'saraban-crash-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function burstUntilKilled(server: PortalProcess, token: string): Promise<BurstLog> {
  let writes = 0;
  const started = Date.now();
  let killing: Promise<void> | null = null;
  let killed = false;
  const call = httpCall(server.url, token);
  const log = await runWriteBurst(
    async (route, fields) => {
      const answer = await call(route, fields);
      if (answer.status === 200) writes++;
      if (!killing && writes >= KILL_AFTER_WRITES && Date.now() - started >= KILL_AFTER_MS) killing = server.kill().then(() => void (killed = true));
      return answer;
    },
    { workers: WORKERS, stop: () => killed, label: 'ก่อนดับ' },
  );
  await killing;
  return log;
}

async function burstFor(server: PortalProcess, token: string, ms: number): Promise<BurstLog> {
  const until = Date.now() + ms;
  return runWriteBurst(httpCall(server.url, token), { workers: WORKERS, stop: () => Date.now() > until, label: 'หลังเริ่มใหม่' });
}

/** Runs the burst, kills the server, restarts it, runs more; answers every acknowledged write. */
async function killMidBurstAndRestart(where: { dataDir: string; databaseUrl: string | null }): Promise<AcknowledgedWrite[]> {
  const tenant = await findTenant();
  const captcha = tenant.manifest.login.captcha;
  const start = () => startPortalProcess({ tenant: tenant.manifest.code, ...where });

  const first = await start();
  cleanup.push(() => first.kill());
  const before = await burstUntilKilled(first, await signInOverHttp(first.url, 'saraban', { captcha }));
  expect(await first.exited, first.output()).not.toBe(0);
  // Writes in flight when the process died got no answer; none got another error.
  expect(before.failures.filter((f) => f.status !== 0)).toEqual([]);
  expect(before.acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_WRITES);

  const second = await start();
  cleanup.push(() => second.kill());
  const after = await burstFor(second, await signInOverHttp(second.url, 'saraban', { captcha }), 1_500);
  expect(after.failures).toEqual([]);
  expect(after.acknowledged.length).toBeGreaterThan(0);
  expect(await second.stop(), second.output()).toBe(0);
  return [...before.acknowledged, ...after.acknowledged];
}

describe('kill -9 in the middle of a burst of writes', { timeout: 300_000 }, () => {
  // Each engine in its own run of the suite: the PGlite case where the suite runs on PGlite (as
  // `npm test` does), the PostgreSQL case where it runs against PostgreSQL (CI does both).
  it.skipIf(TEST_DATABASE_URL)(
    'PGlite: after a restart on the same DATA_DIR the registers, audit and letters are consistent and no acknowledged write is lost',
    async () => {
      // A migrated copy of the run's template, closed here so the child process can take it.
      const database = await createTestDatabase();
      cleanup.push(() => database.close());
      await database.handle.close();
      const dataDir = database.dataDir!;
      const acknowledged = await killMidBurstAndRestart({ dataDir, databaseUrl: null });
      // PGlite belongs to one process: read what the stopped server left in DATA_DIR.
      const reopened = await openPGlite(dataDir);
      try {
        expect(await checkConsistency(reopened.db, acknowledged)).toEqual([]);
      } finally {
        await reopened.close();
      }
    },
  );

  it.runIf(TEST_DATABASE_URL)('PostgreSQL: after a restart on the same database the same holds', async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    const [{ name }] = (await sql<{ name: string }>`select current_database() as name`.execute(database.db)).rows as [{ name: string }];
    const acknowledged = await killMidBurstAndRestart({ dataDir: await tempDir(), databaseUrl: withDatabase(TEST_DATABASE_URL!, name) });
    expect(await checkConsistency(database.db, acknowledged)).toEqual([]);
  });
});
