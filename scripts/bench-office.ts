/**
 * An office's busiest hour, replayed: a 5,000-person organisation (scripts/office-fill.ts) on
 * PostgreSQL, BENCH_USERS (default 200) of them at work at once for BENCH_MINUTES (default 5),
 * each signing in through the real sign-in, keeping a socket.io connection and, with 1–5 s of
 * thought between steps, reading queue counts, paging queues, opening letters and downloading
 * their files, receiving letters (a register number each), passing letters on, attaching
 * files, searching and reading notifications (scripts/office-worker.ts, scripts/office-mix.ts),
 * all through the HTTP API of real server processes. Then the crash test's consistency checks
 * (no register number repeated or skipped, every action audited, every acknowledged write there).
 *
 *   psql -h 127.0.0.1 -U postgres -c "create database bench_office"
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_office npm run bench:office
 *   DATABASE_URL=... npm run bench:office -- --instances 2
 *   BENCH_MINUTES=0.5 BENCH_USERS=40 DATABASE_URL=... npm run bench:office     (smoke run)
 *
 * The servers are child processes (scripts/bench-office-server.ts) on the same database, each
 * with its own DATA_DIR; with --instances 2 people are split between them, alternately. The
 * first run fills the database (about a minute); later runs top up the letters waiting in the
 * inboxes of the people at work. Prints a Markdown table per interaction (count, errors,
 * p50/p95/p99/max ms) with the machine's load, and exits 1 when a consistency check fails.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seed } from '../server/db/seed';
import { checkConsistency } from '../server/test-support/consistency-checks';
import { TEST_PASSWORD_PARAMS } from '../server/test-support/fixtures';
import { startPortalProcess, type PortalProcess } from '../server/test-support/portal-process';
import { formatTable, LatencyLog, metTarget } from './latency-report';
import { foldQueueCounts } from '../server/modules/correspondence/queues/queue-counts';
import { activePeople, fillOffice, OFFICE_PASSWORD, stockInboxes } from './office-fill';
import { OfficeWorker, PUSH_ROW, type OfficeRun } from './office-worker';
import { OfficePushes } from './office-pushes';
import { loadTenant, PROJECT_ROOT } from '../server/tenants/load';

const TARGET_P95_MS = 100;
/** Letters waiting in each working person's inbox when the run starts. */
const INBOX_STOCK = 30;
/** People start over this long (the first minutes of the hour, not all in the same second). */
const RAMP_MS = 20_000;

function option(name: string): string | null {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
}

/** CPU seconds a process has used so far (Linux /proc), or null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** CPU seconds of each PostgreSQL backend of this database so far (pid -> seconds). */
async function backendCpu(db: Kysely<Database>): Promise<Map<number, number>> {
  const backends = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  return new Map(backends.rows.map((b) => [b.pid, cpuSeconds(b.pid) ?? 0]));
}

const fmtLoad = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) throw new Error('Set DATABASE_URL to a throw-away PostgreSQL database, e.g. postgres://postgres@127.0.0.1:5432/bench_office');
  const instanceCount = Number(option('instances') ?? 1);
  const users = Number(process.env.BENCH_USERS ?? 200);
  const minutes = Number(process.env.BENCH_MINUTES ?? 5);
  if (![1, 2, 3, 4].includes(instanceCount) || !(users > 1) || !(minutes > 0)) throw new Error('--instances 1..4, BENCH_USERS > 1, BENCH_MINUTES > 0');

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', CAPTCHA_HMAC_KEY: 'bench-office-captcha-0123456789' });
  const tenant = await loadTenant(config.appName);
  const handle = openPostgres(url, { max: 4 });
  const db = handle.db;
  const servers: PortalProcess[] = [];
  const dataDirs: string[] = [];
  try {
    // What the servers' start does, done once here so the fill can follow it.
    await migrate(db);
    await seed(db, { manifest: tenant.manifest, isProduction: false, demoPassword: config.demoPassword, passwordParams: TEST_PASSWORD_PARAMS });
    let t0 = Date.now();
    if (await fillOffice(db, tenant.manifest.organization.departmentId)) console.log(`filled the organisation in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const people = await activePeople(db, users);
    t0 = Date.now();
    const stocked = await stockInboxes(db, people, INBOX_STOCK);
    console.log(`${stocked} letters added to the inboxes of the ${people.length} people at work (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    // The fill's steps left their queue-count changes pending; fold them as an action would.
    await foldQueueCounts(db);

    console.log(`starting ${instanceCount} portal instance(s)...`);
    for (let i = 0; i < instanceCount; i++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'saraban-bench-office-'));
      dataDirs.push(dataDir);
      servers.push(
        await startPortalProcess({
          tenant: tenant.manifest.code,
          dataDir,
          databaseUrl: url,
          entry: path.join(PROJECT_ROOT, 'scripts/bench-office-server.ts'),
          startWithinMs: 180_000,
        }),
      );
    }

    const log = new LatencyLog();
    const run: OfficeRun = {
      log,
      random: Math.random,
      deadline: Date.now() + RAMP_MS + minutes * 60_000,
      colleagues: people,
      queues: tenant.manifest.dashboard.queues,
      captcha: tenant.manifest.login.captcha,
      password: OFFICE_PASSWORD,
      socketPath: tenant.manifest.realtime.path ?? '/socket.io',
      acknowledged: [],
      uploads: [],
      pushes: new OfficePushes((delayMs) => log.record(PUSH_ROW, delayMs)),
      disconnects: new Map(),
    };
    const loads: number[] = [];
    const loadBefore = loadavg();
    const cpuBefore = servers.map((s) => cpuSeconds(s.child.pid));
    const clientCpuBefore = process.cpuUsage();
    const postgresBefore = await backendCpu(db);
    const sampler = setInterval(() => loads.push(loadavg()[0]!), 10_000);
    const started = Date.now();
    console.log(`${people.length} people at work for ${minutes} min (+${RAMP_MS / 1000} s ramp), ${instanceCount} instance(s); load ${fmtLoad(loadBefore)}`);
    const progress = setInterval(() => {
      const calls = log.summary().reduce((n, r) => n + r.count + r.errors, 0);
      console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s: ${calls} calls, load ${loadavg()[0]!.toFixed(2)}`);
    }, 30_000);
    const workers = people.map((person, i) => new OfficeWorker(person, servers[i % servers.length]!.url, run));
    await Promise.all(workers.map((w, i) => w.work((i / workers.length) * RAMP_MS)));
    const seconds = (Date.now() - started) / 1000;
    // Pushes still on their way.
    const drainEnd = Date.now() + 5_000;
    while (run.pushes.missing > 0 && Date.now() < drainEnd) await new Promise((r) => setTimeout(r, 100));
    for (const worker of workers) worker.close();
    clearInterval(sampler);
    clearInterval(progress);
    const loadAfter = loadavg();
    const serverCpu = servers.map((s, i) => {
      const now = cpuSeconds(s.child.pid);
      return now === null || cpuBefore[i] === null ? null : now - cpuBefore[i]!;
    });
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const postgresAfter = await backendCpu(db);
    const postgresCpu = [...postgresAfter].reduce((sum, [pid, cpu]) => sum + cpu - (postgresBefore.get(pid) ?? 0), 0);
    for (const server of servers) await server.stop();
    servers.length = 0;

    console.log('\nconsistency checks...');
    t0 = Date.now();
    const problems = await checkConsistency(db, run.acknowledged);
    const foundUploads = run.uploads.length
      ? Number(
          (
            await db
              .selectFrom('attachments')
              .select((eb) => eb.fn.countAll<string>().as('n'))
              .where('id', 'in', run.uploads)
              .executeTakeFirstOrThrow()
          ).n,
        )
      : 0;
    if (foundUploads !== run.uploads.length) problems.push(`${run.uploads.length - foundUploads} acknowledged upload(s) not in the attachments table`);
    const checkSeconds = (Date.now() - t0) / 1000;

    const rows = log.summary().sort((a, b) => a.name.localeCompare(b.name));
    const untargeted = new Set([PUSH_ROW]);
    const calls = rows.filter((r) => r.name !== PUSH_ROW).reduce((n, r) => n + r.count + r.errors, 0);
    const receives = run.acknowledged.filter((w) => w.kind === 'action' && w.action === 'receive').length;
    const loadDuring = loads.length ? loads : [loadAfter[0]!];
    const lines = [
      `## bench:office — ${instanceCount} instance(s), ${people.length} people, ${minutes} min (+${RAMP_MS / 1000} s ramp), ${new Date().toISOString()}`,
      '',
      `Machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), shared. Load average (1/5/15 min) before ${fmtLoad(loadBefore)}, ` +
        `after ${fmtLoad(loadAfter)}; 1-min load during the run (every 10 s) min ${Math.min(...loadDuring).toFixed(2)}, ` +
        `mean ${(loadDuring.reduce((a, b) => a + b, 0) / loadDuring.length).toFixed(2)}, max ${Math.max(...loadDuring).toFixed(2)}.`,
      `CPU used during the run: server${servers.length === 1 ? '' : 's'} ${serverCpu.map((c) => (c === null ? '?' : `${c.toFixed(0)} s`)).join(' + ')}, ` +
        `their PostgreSQL backends ${postgresCpu.toFixed(0)} s, this client process ${((clientCpu.user + clientCpu.system) / 1e6).toFixed(0)} s, over ${seconds.toFixed(0)} s of wall time.`,
      `${calls} HTTP calls (${(calls / seconds).toFixed(1)}/s), ${receives} receive numbers taken, ${run.uploads.length} files uploaded; ` +
        `pushes: ${run.pushes.received} received of ${run.pushes.received + run.pushes.missing} expected ` +
        `(and ${run.pushes.toAbsent} to someone signed out at the send or before the push: none expected); socket drops: ` +
        ([...run.disconnects].map(([reason, n]) => `${n} ${reason}`).join(', ') || 'none') +
        '.',
      '',
      formatTable(rows, TARGET_P95_MS, untargeted),
      '',
      `Goal (every call p95 < ${TARGET_P95_MS} ms, no errors): ${metTarget(rows, TARGET_P95_MS, untargeted) ? 'met' : 'MISSED'}.`,
      `Consistency checks (${run.acknowledged.length} acknowledged writes, ${run.uploads.length} uploads; ${checkSeconds.toFixed(1)} s): ` +
        (problems.length === 0 ? 'all passed.' : `${problems.length} problem(s):\n${problems.slice(0, 20).join('\n')}`),
    ];
    for (const [name, texts] of log.examples) console.log(`errors of ${name}: ${texts.join(' | ')}`);
    console.log(`\n${lines.join('\n')}\n`);
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await handle.close();
  }
}

await main();
process.exit();
