/** Queue definitions: every count equals the rows its table pages through; Thai search; filters; on-behalf rows. */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import todoRowSchema from '../../../../schemas/api/todo-row.schema.json' with { type: 'json' };
import type { Database } from '../../../db/schema';
import type { TestDatabase } from '../../../test-support/test-db';
import { countQueue, countQueues, likePattern, QUEUE_CODES } from './queues';
import { B, C, openTestOrg, type Org, type PersonKey, type TestOrg } from '../test-org';
import { todoPage } from './todo-page';
import { loadViewer } from '../viewer';

let database: TestDatabase;
let db: Kysely<Database>;
let org: Org;
let h: TestOrg['h'];

const SUBJECTS = ['ขออนุมัติจัดประชุมเชิงปฏิบัติการ', 'รายงานผลการประชุมคณะกรรมการ', 'ขอความอนุเคราะห์ข้อมูลสถิติ', 'ส่วนลด 50% ค่าธรรมเนียม', 'แจ้งกำหนดการตรวจราชการ'];

beforeAll(async () => {
  ({ database, db, org, h } = await openTestOrg());
  // A spread of letters in many states for several people.
  for (let i = 0; i < 14; i++) {
    const subject = `${SUBJECTS[i % SUBJECTS.length]} ครั้งที่ ${i + 1}`;
    const d = await h.create(org.officerA, { subject, to: i % 2 ? 'กองคลัง' : 'สำนักงานเลขานุการกรม' });
    const sent = await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
    const step = sent.NEW_TRANS_IDS[0]!;
    if (i % 7 === 0) continue; // stays unreceived
    await h.act(org.clerkB, step, 'receive');
    if (i % 7 === 1) continue; // waitAssign
    if (i % 7 === 2) {
      await h.act(org.clerkB, step, 'follow');
      await h.act(org.clerkB, step, 'close');
      continue;
    }
    const presented = (await h.act(org.clerkB, step, 'present', { toPersonIds: [org.execB] })).NEW_TRANS_IDS[0]!;
    if (i % 7 === 3) continue; // jobReceived / jobAssign
    if (i % 7 === 4) {
      await h.act(org.execB, presented, 'assign', { toPersonIds: [org.officerB] });
      continue;
    }
    await h.act(org.execB, presented, 'command', { command: `มอบ ${i}` }); // jobCommand
  }
  for (let i = 0; i < 3; i++) {
    const d = await h.create(org.officerB, { subject: `ร่างหนังสือตอบ ${i}` });
    await h.act(org.officerB, d.F_TRANS_ID, 'present', { purpose: i === 0 ? 'review' : 'sign', toPersonIds: [i === 0 ? org.officerA2 : org.exec] });
  }
});
afterAll(async () => database?.close());

async function allRows(personKey: PersonKey, code: (typeof QUEUE_CODES)[number], search?: string) {
  const viewer = await loadViewer(db, org[personKey]);
  const rows = [];
  let total = -1;
  for (let page = 1; page < 100; page++) {
    const result = await todoPage(db, viewer, code, { page, pageSize: 3, search });
    total = result.total;
    rows.push(...result.items);
    if (result.items.length < 3) break;
  }
  return { rows, total };
}

describe('queues', () => {
  it('count == rows paged through, for every queue and person, with unique rows', async () => {
    let nonEmpty = 0;
    for (const key of Object.keys(org) as PersonKey[]) {
      const viewer = await loadViewer(db, org[key]);
      const counts = await countQueues(db, viewer, QUEUE_CODES);
      for (const code of QUEUE_CODES) {
        const { rows, total } = await allRows(key, code);
        expect(total, `${key} ${code}`).toBe(counts[code]);
        expect(rows, `${key} ${code}`).toHaveLength(total);
        expect(new Set(rows.map((r) => r.F_TRANS_ID)).size).toBe(rows.length);
        expect(await countQueue(db, viewer, code)).toBe(total);
        if (total > 0) nonEmpty += 1;
      }
    }
    expect(nonEmpty).toBeGreaterThanOrEqual(10);
  });

  it('rows carry every todo-row field', async () => {
    const { rows } = await allRows('clerkB', 'unreceived');
    expect(rows.length).toBeGreaterThan(0);
    // Every field of the contract, and the optional ones the schema adds (the speed's colour).
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(Object.keys(todoRowSchema.properties).sort());
  });

  it('finds Thai substrings inside words (no spaces needed) and escapes wildcards', async () => {
    // 'ประชุม' sits inside 'จัดประชุมเชิงปฏิบัติการ' and 'ผลการประชุมคณะกรรมการ'.
    const viewer = await loadViewer(db, org.clerkB);
    const counts = await countQueues(db, viewer, QUEUE_CODES, { search: 'ประชุม' });
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    for (const code of QUEUE_CODES) {
      const { rows, total: t } = await allRows('clerkB', code, 'ประชุม');
      expect(rows).toHaveLength(t);
      for (const row of rows) expect(row.F_DOC_TITLE).toContain('ประชุม');
    }
    // Search covers the "to" text too.
    const byTo = await todoPage(db, viewer, 'waitAssign', { search: 'เลขานุการ' });
    const waitAll = await todoPage(db, viewer, 'waitAssign', {});
    expect(byTo.total).toBeGreaterThan(0);
    expect(byTo.total).toBeLessThan(waitAll.total + 1);
    expect(likePattern('50%')).toBe('%50\\%%');
    const percent = await countQueues(db, viewer, QUEUE_CODES, { search: '50%' });
    const underscore = await countQueues(db, viewer, QUEUE_CODES, { search: '5_%' });
    expect(Object.values(percent).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(Object.values(underscore).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('counts all queues in one statement exactly as queue by queue, with and without search or department filter', async () => {
    for (const key of Object.keys(org) as PersonKey[]) {
      const viewer = await loadViewer(db, org[key]);
      for (const filters of [{}, { search: 'ประชุม' }, { search: 'ครั้งที่ 1' }, { organizationId: B }, { search: 'การ', organizationId: B }]) {
        const all = await countQueues(db, viewer, QUEUE_CODES, filters);
        for (const code of QUEUE_CODES) {
          expect(all[code], `${key} ${code} ${JSON.stringify(filters)}`).toBe(await countQueue(db, viewer, code, filters));
          expect(all[code], `${key} ${code} ${JSON.stringify(filters)}`).toBe((await todoPage(db, viewer, code, { ...filters, pageSize: 100 })).items.length);
        }
      }
    }
  });

  it('finds a letter by a fragment from the middle of its subject, across Thai word boundaries', async () => {
    // 'ความอนุเคราะห์ข้อมูล' → 'อนุเคราะห์ข้อ' starts inside one word and ends inside the next.
    const viewer = await loadViewer(db, org.clerkB);
    const all = await countQueues(db, viewer, QUEUE_CODES);
    const found = await countQueues(db, viewer, QUEUE_CODES, { search: 'อนุเคราะห์ข้อ' });
    const total = Object.values(found).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(Object.values(all).reduce((a, b) => a + b, 0));
    for (const code of QUEUE_CODES) {
      const { rows, total: t } = await allRows('clerkB', code, 'อนุเคราะห์ข้อ');
      expect(rows).toHaveLength(t);
      for (const row of rows) expect(row.F_DOC_TITLE).toContain('ขอความอนุเคราะห์ข้อมูลสถิติ');
    }
    expect(await countQueues(db, viewer, QUEUE_CODES, { search: 'ไม่มีเรื่องนี้แน่นอน' })).toEqual(Object.fromEntries(QUEUE_CODES.map((c) => [c, 0])));
  });

  it('counts a search the same whether PostgreSQL starts from the trigram index or from the steps', async () => {
    const viewer = await loadViewer(db, org.clerkB);
    await db.connection().execute(async (conn) => {
      const under = async (settings: string[]) => {
        for (const s of settings) await sql.raw(`SET ${s}`).execute(conn);
        try {
          return await Promise.all(['ประชุม', 'อนุเคราะห์ข้อ', 'ครั้งที่ 1', 'ไม่มีเรื่องนี้'].map((search) => countQueues(conn, viewer, QUEUE_CODES, { search })));
        } finally {
          await sql.raw('RESET ALL').execute(conn);
        }
      };
      const indexFirst = ['enable_nestloop = off', 'enable_seqscan = off'];
      const stepsFirst = ['enable_hashjoin = off', 'enable_mergejoin = off', 'enable_bitmapscan = off'];
      const plan = async (settings: string[]) => {
        for (const s of settings) await sql.raw(`SET ${s}`).execute(conn);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM documents WHERE search_text LIKE ${likePattern('ประชุม')}`.execute(conn);
        await sql.raw('RESET ALL').execute(conn);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      expect(await plan(indexFirst)).toContain('documents_search_trgm_idx');
      const expected = await under([]);
      expect(await under(indexFirst)).toEqual(expected);
      expect(await under(stepsFirst)).toEqual(expected);
    });
  });

  it('pages newest first across all branches (person inbox, every registry department, on behalf) without gaps', async () => {
    for (const key of Object.keys(org) as PersonKey[]) {
      for (const code of QUEUE_CODES) {
        const { rows } = await allRows(key, code);
        const keys = rows.map((r) => [Date.parse(r.F_DOC_SEND!), r.F_TRANS_ID] as const);
        const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
        expect(keys, `${key} ${code}`).toEqual(sorted);
      }
    }
  });

  it('filters by receiving department and sorts', async () => {
    const viewer = await loadViewer(db, org.clerkB);
    const inB = await todoPage(db, viewer, 'unreceived', { organizationId: B });
    const inC = await todoPage(db, viewer, 'unreceived', { organizationId: C });
    expect(inB.total).toBeGreaterThan(0);
    expect(inC.total).toBe(0);
    const asc = await todoPage(db, viewer, 'waitAssign', { sort: 'F_DOC_TITLE', order: 'asc', pageSize: 100 });
    const titles = asc.items.map((r) => r.F_DOC_TITLE);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('shows steps held on behalf with F_IS_BEHALF = 2 and marks the steps done on behalf', async () => {
    // 'acting' acts for execB this week.
    const now = Date.now();
    await db
      .insertInto('delegations')
      .values({ principal_person_id: org.execB, acting_person_id: org.acting, starts_at: new Date(now - 60_000), ends_at: new Date(now + 7 * 86_400_000) })
      .execute();
    const acting = await loadViewer(db, org.acting);
    const page = await todoPage(db, acting, 'jobReceived', { pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((r) => r.F_IS_BEHALF === 2)).toBe(true);
    const assigned = await h.act(org.acting, page.items[0]!.F_TRANS_ID, 'assign', { toPersonIds: [org.officerB] });
    const child = await h.step(assigned.NEW_TRANS_IDS[0]!);
    expect(child.is_behalf).toBe(2);
    expect(child.from_person_id).toBe(org.execB);
    expect(child.created_by).toBe(org.acting);
    const officer = await todoPage(db, await loadViewer(db, org.officerB), 'jobReceived2', { pageSize: 100 });
    expect(officer.items.find((r) => r.F_TRANS_ID === child.id)?.F_IS_BEHALF).toBe(2);
  });
});

describe('docs/domain.md', () => {
  it('states every queue definition exactly as the code does', async () => {
    const { readFile } = await import('node:fs/promises');
    const path = await import('node:path');
    const { PROJECT_ROOT } = await import('../../../tenants/load');
    const { QUEUES } = await import('./queues');
    const doc = await readFile(path.join(PROJECT_ROOT, 'docs/domain.md'), 'utf8');
    for (const queue of Object.values(QUEUES)) {
      expect(doc, queue.code).toContain(`| ${queue.code} |`);
      expect(doc, queue.code).toContain(`\`${queue.definition}\``);
    }
  });
});
