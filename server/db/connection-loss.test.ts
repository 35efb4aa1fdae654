/**
 * PostgreSQL restarting, failing over, timing out idle sessions or losing the network all look
 * the same to the server: its connections are cut, often while a query or a transaction runs.
 * The process must live through it, answer the calls that could not be served with 503 in the
 * envelope (never 500, never no answer), and serve them again once connections can be made.
 *
 * Here a second connection terminates every other backend of the database every 100 ms, in
 * waves with short calm spells between them, while clerks create letters, take register numbers
 * and read their queues. The calm spells let work through however slow the machine is, so the
 * burst can go on until enough was acknowledged to check. PostgreSQL only: PGlite runs in the
 * process and has no connection to lose.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../engine/api/routes';
import { checkConsistency } from '../test-support/consistency-checks';
import { adminQuery, withDatabase } from '../test-support/postgres-admin';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app';
import { TEST_DATABASE_URL } from '../test-support/test-db';
import { runWriteBurst, type BurstLog, type Call, type CallAnswer } from '../test-support/write-burst';
import { MESSAGES } from '../http/errors';
import { isDatabaseUnavailable } from './database-unavailable';

/** The burst runs at least this long, then until ENOUGH_ACKNOWLEDGED writes were answered (at most BURST_CAP_MS). */
const BURST_MS = 20_000;
const BURST_CAP_MS = 90_000;
const ENOUGH_ACKNOWLEDGED = 20;
const KILL_EVERY_MS = 100;
/** Each wave of terminations lasts KILL_WAVE_MS and is followed by CALM_MS without any. */
const KILL_WAVE_MS = 2_000;
const CALM_MS = 700;
/** A call that has not answered by then counts as hung. */
const ANSWER_WITHIN_MS = 20_000;

let t: TestApp;
let token: string;

beforeAll(async () => {
  if (!TEST_DATABASE_URL) return;
  t = await createTestApp();
  token = await signIn(t, 'saraban');
}, 120_000);
afterAll(async () => t?.close());

function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))]).finally(() => clearTimeout(timer));
}

const call: Call = async (path, fields) => {
  const reply = t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    payload: new URLSearchParams(fields).toString(),
  });
  const answer = (async (): Promise<CallAnswer> => {
    const res = await reply;
    return { status: res.statusCode, body: res.json() };
  })();
  return within(answer, ANSWER_WITHIN_MS, { status: -1, body: null });
};

async function health(): Promise<number> {
  return within(
    t.app.inject({ method: 'GET', url: ROUTES.health.path }).then((res) => res.statusCode),
    ANSWER_WITHIN_MS,
    -1,
  );
}

/** Terminates every other backend of the test database every KILL_EVERY_MS, in waves, until stopped. */
async function startTerminating(): Promise<{ stop(): Promise<number> }> {
  const [{ name }] = (await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows as [{ name: string }];
  const killer = new pg.Client({ connectionString: withDatabase(TEST_DATABASE_URL!, name) });
  await killer.connect();
  let terminated = 0;
  let running = true;
  const loop = (async () => {
    let waveStarted = Date.now();
    while (running) {
      if (Date.now() - waveStarted > KILL_WAVE_MS) {
        await new Promise((resolve) => setTimeout(resolve, CALM_MS));
        waveStarted = Date.now();
      }
      const result = await killer.query<{ ok: boolean }>(
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      terminated += result.rows.filter((row) => row.ok).length;
      await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await killer.end();
      return terminated;
    },
  };
}

describe.runIf(TEST_DATABASE_URL)('losing PostgreSQL connections (PostgreSQL only)', () => {
  it('keeps the process alive: calls fail with 503 while backends are terminated, work again after, and the data stays consistent', async () => {
    // An 'error' event nobody listens to would end a real server; here vitest catches it, so count them.
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    const healthStatuses: number[] = [];
    const killer = await startTerminating();
    const started = Date.now();
    let burstDone = false;
    const stop = (so: BurstLog): boolean => {
      const elapsed = Date.now() - started;
      return elapsed > BURST_CAP_MS || (elapsed > BURST_MS && so.acknowledged.length > ENOUGH_ACKNOWLEDGED);
    };
    const watchHealth = (async () => {
      while (!burstDone) {
        healthStatuses.push(await health());
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const log = await runWriteBurst(call, { workers: 4, stop, label: 'ตัดการเชื่อมต่อ', reads: true });
    burstDone = true;
    await watchHealth;
    const terminated = await killer.stop();
    process.off('uncaughtException', onUncaught);
    expect(uncaught.map(String)).toEqual([]);

    // The burst really ran into cut connections, and still got work done.
    expect(terminated).toBeGreaterThan(50);
    expect(log.failures.length).toBeGreaterThan(0);
    expect(log.acknowledged.length).toBeGreaterThan(ENOUGH_ACKNOWLEDGED);
    // Every failure is a 503 in the envelope with the Thai message: never 500, never no answer.
    const unexpected = log.failures.filter((f) => f.status !== 503 || f.envelope !== 'error' || f.message !== MESSAGES.databaseDown);
    expect(unexpected).toEqual([]);
    expect(
      healthStatuses.every((status) => status === 200 || status === 503),
      String(healthStatuses),
    ).toBe(true);

    // Connections can be made again: the same calls succeed and health is up.
    expect(await health()).toBe(200);
    const calmUntil = Date.now() + 2_000;
    const after = await runWriteBurst(call, { workers: 1, stop: () => Date.now() > calmUntil, label: 'หลังกลับมา', reads: true });
    expect(after.failures).toEqual([]);
    expect(after.acknowledged.length).toBeGreaterThan(0);

    expect(await checkConsistency(t.db, [...log.acknowledged, ...after.acknowledged])).toEqual([]);
  }, 120_000);

  it('health reports the database down while it refuses connections, and up once it accepts them again; calls answer 503 meanwhile', async () => {
    const [{ name }] = (await sql<{ name: string }>`select current_database() as name`.execute(t.db)).rows as [{ name: string }];
    await adminQuery(TEST_DATABASE_URL!, `alter database ${name} allow_connections false`);
    try {
      await adminQuery(TEST_DATABASE_URL!, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
      const down = await t.app.inject({ method: 'GET', url: ROUTES.health.path });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'error', message: MESSAGES.databaseDown, item: { database: 'down' } });
      const refused = await call(ROUTES.getTodoLists.path, {});
      expect(refused).toEqual({ status: 503, body: { status: 'error', message: MESSAGES.databaseDown } });
    } finally {
      await adminQuery(TEST_DATABASE_URL!, `alter database ${name} allow_connections true`);
    }
    const up = await t.app.inject({ method: 'GET', url: ROUTES.health.path });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ status: 'success', item: { database: 'up' } });
    expect((await call(ROUTES.getTodoLists.path, {})).status).toBe(200);
  });

  it('a transaction whose connection is cut half-way fails as "database unavailable", writes nothing, and its connection is not reused', async () => {
    let deadPid = 0;
    const attempt = t.db.transaction().execute(async (trx) => {
      deadPid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid;
      await trx.insertInto('audit_log').values({ person_id: null, action: 'test.cut-mid-transaction', ip: null, at: new Date(), detail: '{}' }).execute();
      await adminQuery(TEST_DATABASE_URL!, `select pg_terminate_backend(${deadPid})`);
      await sql`select 1`.execute(trx);
    });
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    const written = await t.db.selectFrom('audit_log').select('id').where('action', '=', 'test.cut-mid-transaction').execute();
    expect(written).toEqual([]);
    // Every pooled connection answers, and none is the one that was cut.
    const pids = await Promise.all(Array.from({ length: 5 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(t.db)));
    expect(pids.map((r) => r.rows[0]!.pid)).not.toContain(deadPid);
  });
});
