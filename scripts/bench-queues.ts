/**
 * Queue benchmark: fills PostgreSQL (DATABASE_URL) with 200,000 letters, 1,000,000
 * routing steps and 5,000 people, then measures through the real HTTP server, for a busy user:
 * all queue counts (get-todo-lists), page 1 and page 50 of a queue, and a Thai search, with
 * the same server's /api/health beside them as the ceiling.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_queues npm run bench:queues
 *
 * Options (env): BENCH_REQUESTS (per scenario, default 400), BENCH_CONCURRENCY (default 1,4),
 * BENCH_REFILL=1 to wipe and refill the data. The fill is skipped when the data is there.
 */
import { ROUTES } from '../engine/api/routes';
import { LETTER_SUBJECTS } from './letter-subjects';
import { performance } from 'node:perf_hooks';
import { sql, type Kysely } from 'kysely';
import { listTenantCodes, loadTenant, type LoadedTenant } from '../server/tenants/load';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { registerCorrespondenceRoutes } from '../server/modules/correspondence/routes';
import { countQueues } from '../server/modules/correspondence/queues/queues';
import { foldQueueCounts } from '../server/modules/correspondence/queues/queue-counts';
import { loadViewer } from '../server/modules/correspondence/viewer';
import { createSession } from '../server/modules/identity/sessions';
import { DEFAULT_POLICY } from '../server/modules/identity/policy';

const LETTERS = 200_000;
const STEPS_PER_LETTER = 5;
const PEOPLE = 5_000;
const DEPARTMENTS = 50;
const BUSY = 'bench.busy';

async function fill(db: Kysely<Database>, root: number): Promise<void> {
  const t0 = performance.now();
  console.log('filling: departments, people, roles...');
  await sql`insert into departments (id, parent_id, name_th) values (${root}, null, 'หน่วยงานทดสอบประสิทธิภาพ') on conflict do nothing`.execute(db);
  await sql`insert into departments (id, parent_id, name_th)
    select ${root} + 100 + g, ${root}, 'กองทดสอบที่ ' || g from generate_series(1, ${DEPARTMENTS}) g on conflict do nothing`.execute(db);
  await sql`insert into people (username, first_name, last_name, position_name, department_id)
    select case when g = 1 then ${BUSY} else 'bench.' || g end, 'ผู้ใช้' || g, 'ทดสอบ', 'เจ้าหน้าที่', ${root} + 101 + (g % ${DEPARTMENTS})
    from generate_series(1, ${PEOPLE}) g`.execute(db);
  // Person ids are consecutive from the first bench person: p(g) = base + g - 1.
  const base = (await sql<{ id: number }>`select min(id)::int as id from people where username like 'bench.%'`.execute(db)).rows[0]!.id;
  // One registry clerk per department (the busy user keeps two), 100 executives, the rest officers.
  await sql`insert into person_roles (person_id, role_id, department_id)
    select ${base} + g - 1, case when g <= ${DEPARTMENTS} then 3 when g <= 150 then 5 else 4 end, ${root} + 101 + (g % ${DEPARTMENTS})
    from generate_series(1, ${PEOPLE}) g on conflict do nothing`.execute(db);
  await sql`insert into person_roles (person_id, role_id, department_id) values (${base}, 1, ${root}), (${base}, 3, ${root}) on conflict do nothing`.execute(
    db,
  );

  console.log('filling: 200,000 letters...');
  await sql`insert into documents (doc_type_id, book_group, doc_no, subject, dear, to_text, speed_id, secret_id, owner_department_id,
      is_use_doc_no_owner_dept, created_by, created_at, updated_at)
    select ty.id, ty.book_group, 'ทป 0' || (100 + g % ${DEPARTMENTS}) || '/' || g,
      (${[...LETTER_SUBJECTS]}::text[])[1 + g % ${LETTER_SUBJECTS.length}] || ' ฉบับที่ ' || g,
      'ผู้อำนวยการ', 'กองทดสอบที่ ' || (1 + g % ${DEPARTMENTS}),
      1 + (g % 7 = 0)::int + (g % 13 = 0)::int + (g % 29 = 0)::int, case when g % 25 = 0 then 2 else 1 end,
      ${root} + 101 + (g % ${DEPARTMENTS}), (g % 3 = 0)::int, ${base} + (g % ${PEOPLE}),
      now() - make_interval(mins => ${LETTERS} - g), now()
    from generate_series(1, ${LETTERS}) g
    join doc_types ty on ty.id = (array[1,2,2,2,3,4,5,6,7,8,9,11,14])[1 + g % 13]`.execute(db);
  const firstDoc = (await sql<{ id: number }>`select min(id)::int as id from documents`.execute(db)).rows[0]!.id;

  console.log('filling: 1,000,000 routing steps...');
  // Each step: a random state; 2% addressed to the busy user, 10% to a department (registry
  // inbox, the busy user's two departments among them), 1% sent by the busy user.
  await sql`insert into transactions (document_id, kind, state, from_person_id, from_department_id, to_person_id, to_department_id,
      is_behalf, created_by, created_at, updated_at, command_text)
    select ${firstDoc} + (g - 1) / ${STEPS_PER_LETTER}, 'send',
      (array['unreceived','in_hand','presented','assigned','commanded','in_review','to_sign','to_number','forwarded','done','closed','following','draft','returned'])[1 + floor(random() * 14)::int],
      case when random() < 0.01 then ${base} else ${base} + floor(random() * ${PEOPLE})::int end,
      ${root} + 101 + (g % ${DEPARTMENTS}),
      case when r < 0.02 then ${base} when r < 0.12 then null else ${base} + floor(random() * ${PEOPLE})::int end,
      case when r >= 0.02 and r < 0.12 and random() < 0.04 then ${root} else ${root} + 101 + floor(random() * ${DEPARTMENTS})::int end,
      case when random() < 0.02 then 2 else 1 end, ${base}, now() - make_interval(mins => ${LETTERS * STEPS_PER_LETTER} - g), now(),
      case when g % 9 = 0 then 'มอบหมายดำเนินการ' end
    from (select g, random() as r from generate_series(1, ${LETTERS * STEPS_PER_LETTER}) g) s`.execute(db);
  // The fill's queue counter changes (one row per holder and state) into the counters, as the
  // fold after an action would; VACUUM sets the visibility map, so index-only scans skip heap
  // pages (autovacuum would do both later).
  await foldQueueCounts(db);
  await sql`vacuum analyze`.execute(db);
  console.log(`filled in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function wipe(db: Kysely<Database>): Promise<void> {
  await sql`truncate transactions, documents, attachments, register_entries, register_counters, notifications restart identity cascade`.execute(db);
  await sql`delete from person_roles where person_id in (select id from people where username like 'bench.%')`.execute(db);
  await sql`delete from people where username like 'bench.%'`.execute(db);
}

interface Stats {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  n: number;
}

async function measure(n: number, concurrency: number, call: () => Promise<Response>): Promise<Stats> {
  for (let i = 0; i < Math.min(20, n); i++) await (await call()).arrayBuffer(); // warm-up
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        next += 1;
        const t = performance.now();
        const reply = await call();
        await reply.arrayBuffer();
        if (!reply.ok) throw new Error(`HTTP ${reply.status}`);
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return { p50: q(0.5), p95: q(0.95), p99: q(0.99), rps: times.length / seconds, n: times.length };
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL database you can fill, e.g. postgres://postgres@127.0.0.1:5432/bench_queues');
  const requests = Number(process.env.BENCH_REQUESTS ?? 400);
  const concurrencies = (process.env.BENCH_CONCURRENCY ?? '1,4').split(',').map(Number);
  // The extended queue set (12 tiles) is the heaviest get-todo-lists.
  let tenant: LoadedTenant | null = null;
  for (const code of await listTenantCodes()) {
    const candidate = await loadTenant(code);
    if (!tenant || candidate.manifest.dashboard.queues.length > tenant.manifest.dashboard.queues.length) tenant = candidate;
  }
  const handle = openPostgres(url, { max: 10 });
  const db = handle.db;
  await migrate(db);
  if (process.env.BENCH_REFILL === '1') await wipe(db);
  const letters = Number((await sql<{ n: string }>`select count(*) as n from documents`.execute(db)).rows[0]!.n);
  if (letters < LETTERS) {
    if (letters > 0) await wipe(db);
    await fill(db, tenant!.manifest.organization.departmentId);
  }
  const busy = await db.selectFrom('people').select('id').where('username', '=', BUSY).executeTakeFirstOrThrow();
  // The server refuses the portal calls to a person who has not agreed to the PDPA policy.
  await db.updateTable('people').set({ is_agree_pdpa: 1 }).where('id', '=', busy.id).execute();
  const viewer = await loadViewer(db, busy.id);
  const counts = await countQueues(db, viewer, tenant!.manifest.dashboard.queues);
  const totals = await sql<{
    docs: string;
    steps: string;
    people: string;
  }>`select (select count(*) from documents) docs, (select count(*) from transactions) steps, (select count(*) from people) people`.execute(db);
  const queue = Object.entries(counts).sort((a, b) => b[1] - a[1])[0]![0];

  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', CAPTCHA_HMAC_KEY: 'bench-captcha-secret-0123456789' });
  const app = await buildApp({ config, db: handle, tenant: tenant!, logger: false });
  if (!app.hasRoute({ method: 'POST', url: ROUTES.getTodoList.path })) registerCorrespondenceRoutes(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { token } = await createSession(db, {
    personId: busy.id,
    now: new Date(),
    policy: { ...DEFAULT_POLICY, sessionLifetimeMs: 3_600_000 },
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' };
  const post = (path: string, body: Record<string, string>) => () =>
    fetch(`${address}${path}`, { method: 'POST', headers, body: new URLSearchParams(body).toString() });
  const scenarios: [string, () => Promise<Response>, number | null][] = [
    ['GET /api/health (ceiling)', () => fetch(`${address}/api/health`), null],
    [`get-todo-lists (${tenant!.manifest.dashboard.queues.length} counts)`, post(ROUTES.getTodoLists.path, {}), 20],
    [`get-todo-list ${queue} page 1`, post(ROUTES.getTodoList.path, { typeCode: queue, page: '1' }), 30],
    [`get-todo-list ${queue} page 50`, post(ROUTES.getTodoList.path, { typeCode: queue, page: '50' }), 30],
    [`get-todo-list ${queue} search 'ประชุม'`, post(ROUTES.getTodoList.path, { typeCode: queue, page: '1', search: 'ประชุม' }), 30],
  ];
  const lines = [
    `Data: ${totals.rows[0]!.docs} letters, ${totals.rows[0]!.steps} routing steps, ${totals.rows[0]!.people} people. Busy user holds ${Object.values(counts).reduce((a, b) => a + b, 0)} queue rows (${Object.entries(
      counts,
    )
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')}).`,
    '',
    '| call | concurrency | requests | p50 ms | p95 ms | p99 ms | req/s | target p95 |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const concurrency of concurrencies) {
    for (const [name, call, target] of scenarios) {
      const s = await measure(requests, concurrency, call);
      const verdict = target === null ? '—' : `${target} ms ${s.p95 <= target ? 'ok' : 'MISSED'}`;
      lines.push(`| ${name} | ${concurrency} | ${s.n} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.rps.toFixed(0)} | ${verdict} |`);
      console.log(lines[lines.length - 1]);
    }
  }
  console.log(`\n${lines.join('\n')}`);
  await app.close();
  await handle.close();
}

await main();
