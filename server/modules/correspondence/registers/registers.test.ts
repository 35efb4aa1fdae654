/**
 * Register numbering under concurrency: 50 simultaneous receive (and issue-number) requests get
 * exactly 1..50 — on PostgreSQL when TEST_DATABASE_URL is set, on PGlite otherwise.
 */
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import type { TestDatabase } from '../../../test-support/test-db';
import { buddhistYear, takeNextNumber, thaiDate } from './registers';
import { A, B, openTestOrg, type Org, type TestOrg } from '../test-org';

let database: TestDatabase;
let db: Kysely<Database>;
let org: Org;
let h: TestOrg['h'];

beforeAll(async () => {
  ({ database, db, org, h } = await openTestOrg());
});
afterAll(async () => database?.close());

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('registers', () => {
  it('uses the Buddhist-era year and the Thai calendar day', () => {
    expect(buddhistYear(new Date('2024-06-01T00:00:00Z'))).toBe(2567);
    // 31 Dec 2024 20:00 UTC is already 1 Jan 2025 in Bangkok.
    expect(buddhistYear(new Date('2024-12-31T20:00:00Z'))).toBe(2568);
    expect(thaiDate(new Date('2024-12-31T20:00:00Z'))).toBe('2025-01-01');
  });

  it('gives 50 concurrent receives the numbers 1..50 exactly', async () => {
    const steps: number[] = [];
    for (let i = 0; i < 50; i++) {
      const d = await h.create(org.officerA, { subject: `หนังสือทดสอบเลขรับ ${i + 1}` });
      steps.push((await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] })).NEW_TRANS_IDS[0]!);
    }
    const results = await Promise.all(steps.map((id) => h.act(org.clerkB, id, 'receive')));
    expect(results.map((r) => r.RECEIVE_NO).sort((a, b) => a! - b!)).toEqual(range(50));
    const entries = await db
      .selectFrom('register_entries')
      .select('number')
      .where('department_id', '=', B)
      .where('register', '=', 'receive')
      .orderBy('number')
      .execute();
    expect(entries.map((e) => e.number)).toEqual(range(50));
  });

  it('gives 50 concurrent outgoing numbers 1..50 exactly, formatted with the department prefix', async () => {
    const drafts = [];
    for (let i = 0; i < 50; i++) drafts.push(await h.create(org.clerkA, { subject: `หนังสือออกเลขทดสอบ ${i + 1}` }));
    const results = await Promise.all(drafts.map((d) => h.act(org.clerkA, d.F_TRANS_ID, 'issueNumber')));
    const numbers = results.map((r) => Number(/\/(\d+)$/.exec(r.F_DOC_NO!)![1])).sort((a, b) => a - b);
    expect(numbers).toEqual(range(50));
    expect(results.every((r) => r.F_DOC_NO!.startsWith('ทส 0201/'))).toBe(true);
  });

  it('lets only one of two simultaneous receipts of the same letter through (the other 409)', async () => {
    const d = await h.create(org.officerA);
    const id = (await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] })).NEW_TRANS_IDS[0]!;
    const outcomes = await Promise.allSettled([h.act(org.clerkB, id, 'receive'), h.act(org.clerkB, id, 'receive')]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect((rejected.reason as ApiError).statusCode).toBe(409);
  });

  it('keeps a cancelled number in the register and never gives it out again', async () => {
    const d = await h.create(org.officerB);
    const id = (await h.act(org.officerB, d.F_TRANS_ID, 'send', { toDepartmentIds: [A] })).NEW_TRANS_IDS[0]!;
    const first = await h.act(org.clerkA, id, 'receive');
    const cancelled = await h.act(org.clerkA, id, 'cancelReceive', { note: 'ลงรับผิดฉบับ' });
    expect(cancelled.STATE).toBe('unreceived');
    expect((await h.step(id)).cancel_received).toBe(1);
    const second = await h.act(org.clerkA, id, 'receive');
    expect(second.RECEIVE_NO).toBe(first.RECEIVE_NO! + 1);
    const entries = await db.selectFrom('register_entries').selectAll().where('transaction_id', '=', id).orderBy('number').execute();
    expect(entries.map((e) => [e.number, e.cancelled_at !== null, e.cancel_reason])).toEqual([
      [first.RECEIVE_NO, true, 'ลงรับผิดฉบับ'],
      [second.RECEIVE_NO, false, null],
    ]);
  });

  it('cancels an outgoing number: it stays in the send register as cancelled, the letter waits for a new one', async () => {
    const d = await h.create(org.officerA);
    const toSign = (await h.act(org.officerA, d.F_TRANS_ID, 'present', { purpose: 'sign', toPersonIds: [org.exec] })).NEW_TRANS_IDS[0]!;
    const toNumber = (await h.act(org.exec, toSign, 'sign')).NEW_TRANS_IDS[0]!;
    const first = await h.act(org.clerkA, toNumber, 'issueNumber');
    await expect(h.act(org.clerkA, toNumber, 'cancelNumber', { note: '  ' })).rejects.toMatchObject({ statusCode: 400, message: 'กรุณาระบุเหตุผลการยกเลิก' });
    // The writer has nothing to do with the registry's step: answered as an unknown step.
    await expect(h.act(org.officerA, toNumber, 'cancelNumber', { note: 'ผิด' })).rejects.toMatchObject({ statusCode: 404 });
    const cancelled = await h.act(org.clerkA, toNumber, 'cancelNumber', { note: 'ออกเลขผิดฉบับ' });
    expect(cancelled.STATE).toBe('to_number');
    const letter = await db.selectFrom('documents').select(['doc_no']).where('id', '=', d.F_DOC_ID).executeTakeFirstOrThrow();
    expect(letter.doc_no).toBeNull();
    // A second cancel finds no live number.
    await h.act(org.clerkA, toNumber, 'issueNumber');
    const again = await h.act(org.clerkA, toNumber, 'cancelNumber', { note: 'ยกเลิกอีกครั้ง' });
    expect(again.STATE).toBe('to_number');
    await expect(h.act(org.clerkA, toNumber, 'cancelNumber', { note: 'ซ้ำ' })).rejects.toMatchObject({ statusCode: 409 });
    const third = await h.act(org.clerkA, toNumber, 'issueNumber');
    const entries = await db
      .selectFrom('register_entries')
      .selectAll()
      .where('transaction_id', '=', toNumber)
      .where('register', '=', 'send')
      .orderBy('number')
      .execute();
    expect(entries.map((e) => e.cancelled_at !== null)).toEqual([true, true, false]);
    expect(entries[0]!.cancel_reason).toBe('ออกเลขผิดฉบับ');
    expect(third.F_DOC_NO).not.toBe(first.F_DOC_NO);
    expect(new Set(entries.map((e) => e.number)).size).toBe(3);
  });

  it('rolls an increment back with a failed action (no skipped number)', async () => {
    const key = { departmentId: A, register: 'send' as const, yearBe: 2600 };
    await expect(
      db.transaction().execute(async (trx) => {
        await takeNextNumber(trx, key);
        throw new Error('action failed after taking a number');
      }),
    ).rejects.toThrow('action failed');
    expect(await db.transaction().execute((trx) => takeNextNumber(trx, key))).toBe(1);
  });
});
