/**
 * Queue counters (0027) and the steps' search text (0026): the counters equal a recount of the
 * steps after concurrent actions, whatever wrote the steps (actions, plain SQL, cascades,
 * truncation) and whether or not the changes were folded; a step carries its letter's text
 * exactly in the states a queue lists, follows a change of the letter, and a letter too long
 * for an index entry is still found.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_REGISTRY } from '../../../../engine/queues/registry';
import type { Database } from '../../../db/schema';
import type { TestDatabase } from '../../../test-support/test-db';
import { checkQueueCounts, foldQueueCounts } from './queue-counts';
import { countQueues, QUEUE_CODES } from './queues';
import { STEP_STATES } from '../../../../engine/documents/step-states';
import { A, B, openTestOrg, type Org, type TestOrg } from '../test-org';
import { todoPage } from './todo-page';
import { loadViewer } from '../viewer';

let database: TestDatabase;
let db: Kysely<Database>;
let org: Org;
let h: TestOrg['h'];

beforeAll(async () => {
  ({ database, db, org, h } = await openTestOrg());
});
afterAll(async () => database?.close());

const changes = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM queue_count_changes`.execute(db)).rows[0]!.n);

/** Every queue's count, from the counters and by scanning the steps (a department filter takes the scan, and every step of these tests goes to A or B). */
async function bothWays(personId: number) {
  const viewer = await loadViewer(db, personId);
  const counters = await countQueues(db, viewer, QUEUE_CODES);
  const scanned = Object.fromEntries(QUEUE_CODES.map((code) => [code, 0]));
  for (const organizationId of [A, B]) {
    const part = await countQueues(db, viewer, QUEUE_CODES, { organizationId });
    for (const code of QUEUE_CODES) scanned[code]! += part[code]!;
  }
  return { counters, scanned };
}

describe('queue counters', () => {
  it('stay equal to a recount under concurrent actions in both directions, with folds running alongside', async () => {
    const drafts = await Promise.all(Array.from({ length: 12 }, (_, i) => h.create(i % 2 ? org.officerA : org.officerA2, { subject: `เรื่องพร้อมกัน ${i}` })));
    // Everything sent to B's registry at once.
    const sent = await Promise.all(drafts.map((d, i) => h.act(i % 2 ? org.officerA : org.officerA2, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] })));
    const inbox = sent.map((s) => s.NEW_TRANS_IDS[0]!);
    // B's clerk receives them all at once while folds run.
    await Promise.all([...inbox.map((id) => h.act(org.clerkB, id, 'receive')), foldQueueCounts(db), foldQueueCounts(db)]);
    // Half presented to B's executive, half sent back to A: steps move between holders both ways at once.
    const moved = await Promise.all(
      inbox.map((id, i) => (i % 2 ? h.act(org.clerkB, id, 'present', { toPersonIds: [org.execB] }) : h.act(org.clerkB, id, 'sendBack', { note: 'ข้อมูลไม่ครบ' }))),
    );
    // The executive assigns and commands while the sender closes what came back, all at once.
    await Promise.all([
      ...moved.map((m, i) =>
        i % 2
          ? i % 4 === 1
            ? h.act(org.execB, m.NEW_TRANS_IDS[0]!, 'assign', { toPersonIds: [org.officerB] })
            : h.act(org.execB, m.NEW_TRANS_IDS[0]!, 'command', { command: 'ดำเนินการ' })
          : h.act(org.officerA2, m.NEW_TRANS_IDS[0]!, 'close'),
      ),
      foldQueueCounts(db),
    ]);
    expect(await checkQueueCounts(db)).toEqual([]);
    for (const person of [org.clerkB, org.execB, org.officerA, org.officerA2, org.officerB]) {
      const { counters, scanned } = await bothWays(person);
      expect(counters).toEqual(scanned);
    }
    await foldQueueCounts(db);
    expect(await changes()).toBe(0);
    expect(await checkQueueCounts(db)).toEqual([]);
  });

  it('count steps written by plain SQL before and after a fold, cascaded deletes and people removed', async () => {
    const d = await h.create(org.officerA, { subject: 'เรื่องเขียนตรง' });
    const step = await h.step(d.F_TRANS_ID);
    await sql`INSERT INTO transactions (document_id, kind, state, from_person_id, from_department_id, to_person_id, to_department_id)
      SELECT ${step.document_id}, 'send', s, ${org.officerA}, ${step.to_department_id}, CASE WHEN g % 2 = 0 THEN ${org.officerB}::bigint END, ${B}
      FROM unnest(ARRAY['unreceived', 'in_hand', 'closed', 'following']) s, generate_series(1, 3) g`.execute(db);
    await sql`UPDATE transactions SET state = 'done' WHERE document_id = ${step.document_id} AND state = 'in_hand'`.execute(db);
    await sql`UPDATE transactions SET read_at = now() WHERE document_id = ${step.document_id}`.execute(db);
    expect(await changes()).toBeGreaterThan(0);
    expect(await checkQueueCounts(db)).toEqual([]);
    const viewer = await loadViewer(db, org.officerB);
    const before = await countQueues(db, viewer, QUEUE_CODES);
    await foldQueueCounts(db);
    expect(await countQueues(db, viewer, QUEUE_CODES)).toEqual(before);
    expect((await todoPage(db, viewer, 'unreceived', { pageSize: 100 })).total).toBe(before.unreceived);

    // A person leaving (ON DELETE SET NULL moves their steps to the department inbox) and a letter deleted (cascade).
    const leaver = await db
      .insertInto('people')
      .values({ username: 't.leaver', password_hash: null, first_name: 'leaver', last_name: 'ทดสอบ', position_name: 'ตำแหน่ง', department_id: B })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`INSERT INTO transactions (document_id, kind, state, from_person_id, to_person_id, to_department_id)
      VALUES (${step.document_id}, 'send', 'unreceived', ${leaver.id}, ${leaver.id}, ${B})`.execute(db);
    await db.deleteFrom('people').where('id', '=', leaver.id).execute();
    expect(await checkQueueCounts(db)).toEqual([]);
    await db.deleteFrom('documents').where('id', '=', step.document_id).execute();
    expect(await checkQueueCounts(db)).toEqual([]);
    await foldQueueCounts(db);
    expect(await checkQueueCounts(db)).toEqual([]);
  });

  it('starts again from zero when the steps are truncated', async () => {
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        await sql`TRUNCATE transactions CASCADE`.execute(trx);
        expect(await checkQueueCounts(trx)).toEqual([]);
        expect(Number((await sql<{ n: string }>`SELECT count(*) AS n FROM queue_counts`.execute(trx)).rows[0]!.n)).toBe(0);
        throw new Error('rolled back');
      })
      .catch((e: Error) => e.message);
    expect(outcome).toBe('rolled back');
    expect(await checkQueueCounts(db)).toEqual([]);
  });
});

describe('search text on the steps', () => {
  const listed = new Set<string>(Object.values(QUEUE_REGISTRY).flatMap((q) => q.states));

  it('is the letter’s text exactly in the states a queue lists', async () => {
    const d = await h.create(org.officerA, { subject: 'เรื่องสถานะทุกแบบ' });
    const letter = await db.selectFrom('documents').select('search_text').where('id', '=', d.F_DOC_ID).executeTakeFirstOrThrow();
    for (const state of STEP_STATES) {
      await sql`UPDATE transactions SET state = ${state} WHERE id = ${d.F_TRANS_ID}`.execute(db);
      const step = await h.step(d.F_TRANS_ID);
      expect(step.search_text, state).toBe(listed.has(state) ? letter.search_text : null);
    }
    await sql`UPDATE transactions SET state = 'draft', search_text = 'ผิด' WHERE id = ${d.F_TRANS_ID}`.execute(db);
    expect((await h.step(d.F_TRANS_ID)).search_text).toBe(letter.search_text);
  });

  it('follows a change of the letter, and a letter too long for an index entry is still found', async () => {
    const d = await h.create(org.officerA, { subject: 'เรื่องเดิมก่อนแก้' });
    const viewer = await loadViewer(db, org.officerA);
    await db.updateTable('documents').set({ subject: 'เรื่องแก้ใหม่แล้ว', doc_no: 'ทส 0201/777' }).where('id', '=', d.F_DOC_ID).execute();
    expect((await h.step(d.F_TRANS_ID)).search_text).toContain('แก้ใหม่');
    expect((await h.step(d.F_TRANS_ID)).search_text).toContain('ทส 0201/777');
    expect((await countQueues(db, viewer, ['waitAssign'], { search: 'เรื่องเดิม' })).waitAssign).toBe(0);
    expect((await countQueues(db, viewer, ['waitAssign'], { search: '0201/777' })).waitAssign).toBe(1);

    const long = `เรื่องยาวมาก ${'ข้อความ'.repeat(150)} ท้ายเรื่องพิเศษ`;
    const l = await h.create(org.officerA, { subject: long });
    expect((await h.step(l.F_TRANS_ID)).search_text).toBeNull();
    expect((await countQueues(db, viewer, ['waitAssign'], { search: 'ท้ายเรื่องพิเศษ' })).waitAssign).toBe(1);
    const page = await todoPage(db, viewer, 'waitAssign', { search: 'ท้ายเรื่องพิเศษ' });
    expect(page.items.map((r) => r.F_TRANS_ID)).toEqual([l.F_TRANS_ID]);
    expect(page.total).toBe(1);
  });

  it('takes the new text when its letter changes while the step is being written', async () => {
    const d = await h.create(org.officerA, { subject: 'ก่อนแก้พร้อมกัน' });
    const step = await h.step(d.F_TRANS_ID);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated!: () => void;
    const didUpdate = new Promise<void>((resolve) => (updated = resolve));
    const editing = db.transaction().execute(async (trx) => {
      await trx.updateTable('documents').set({ subject: 'หลังแก้พร้อมกัน' }).where('id', '=', d.F_DOC_ID).execute();
      updated();
      await held;
    });
    await didUpdate;
    // A step written by plain SQL (an action would lock the letter itself first): the foreign
    // key's lock does not wait for the edit, the trigger's FOR SHARE does.
    const writing = sql<{ id: number }>`INSERT INTO transactions (document_id, kind, state, from_person_id, to_person_id, to_department_id)
      VALUES (${d.F_DOC_ID}, 'send', 'unreceived', ${org.officerA}, ${org.officerB}, ${step.to_department_id}) RETURNING id`.execute(db);
    setTimeout(release, 300);
    const [, written] = await Promise.all([editing, writing]);
    expect((await h.step(Number(written.rows[0]!.id))).search_text).toContain('หลังแก้พร้อมกัน');
  });
});
