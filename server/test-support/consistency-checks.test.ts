/**
 * The consistency checks find each kind of damage they claim to: a clean database passes, and
 * a repeated or skipped number, an action without its audit row or register entry, a letter
 * with two create steps, a department's letter rows out of step with the letters, and a missing
 * acknowledged write each make a problem.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, helpers, A, type Org } from '../modules/correspondence/test-org';
import { checkConsistency, type AcknowledgedWrite } from './consistency-checks';
import { createTestDatabase, type TestDatabase } from './test-db';

let database: TestDatabase;
let org: Org;
let acknowledged: AcknowledgedWrite[];

beforeAll(async () => {
  database = await createTestDatabase();
  org = await createOrg(database.db);
  const h = helpers(database.db);
  acknowledged = [];
  for (let i = 0; i < 3; i++) {
    const letter = await h.create(org.clerkA, { subject: `ตรวจความถูกต้อง ${i}` });
    acknowledged.push({ kind: 'create', documentId: letter.F_DOC_ID, stepId: letter.F_TRANS_ID, subject: `ตรวจความถูกต้อง ${i}` });
    const action = i === 1 ? 'issueNumber' : 'receive';
    const done = await h.act(org.clerkA, letter.F_TRANS_ID, action);
    acknowledged.push({
      kind: 'action',
      action,
      stepId: letter.F_TRANS_ID,
      receiveNo: done.RECEIVE_NO,
      docNo: action === 'issueNumber' ? done.F_DOC_NO : null,
    });
  }
  await h.act(org.clerkA, acknowledged[0]!.stepId, 'cancelReceive');
  await h.act(org.clerkA, acknowledged[0]!.stepId, 'receive');
}, 60_000);
afterAll(async () => database?.close());

/** Runs the checks after a change, then undoes the change (each case starts from the clean state). */
async function problemsAfter(change: string, writes: readonly AcknowledgedWrite[] = acknowledged): Promise<string[]> {
  const problems: string[] = [];
  await database.db
    .transaction()
    .execute(async (trx) => {
      await sql.raw(change).execute(trx);
      problems.push(...(await checkConsistency(trx, writes)));
      throw new Error('undo');
    })
    .catch((error: Error) => {
      if (error.message !== 'undo') throw error;
    });
  return problems;
}

describe('consistency checks', () => {
  it('pass on a database written through the actions, cancelled numbers included', async () => {
    expect(await checkConsistency(database.db, acknowledged)).toEqual([]);
  });

  it('find a skipped register number and a counter ahead of the register', async () => {
    expect(await problemsAfter(`delete from register_entries where number = 1 and register = 'receive' and department_id = ${A}`)).toEqual(
      expect.arrayContaining([expect.stringContaining('skipped')]),
    );
    expect(await problemsAfter(`update register_counters set last_no = last_no + 1 where register = 'receive'`)).toEqual(
      expect.arrayContaining([expect.stringContaining('counter at')]),
    );
  });

  it('find an action without its audit row, and a number without the action that took it', async () => {
    expect(await problemsAfter(`delete from audit_log where action = 'sarabun.receive'`)).toEqual(
      expect.arrayContaining([expect.stringContaining('without its audit row'), expect.stringContaining('without the audit row')]),
    );
    expect(await problemsAfter(`delete from register_entries where register = 'send'`)).toEqual(
      expect.arrayContaining([expect.stringContaining('audit says 1 taken')]),
    );
  });

  it('find a letter with two create steps', async () => {
    const step = acknowledged[0]!.stepId;
    expect(
      await problemsAfter(
        `insert into transactions (document_id, kind, state, to_department_id) select document_id, 'create', 'draft', to_department_id from transactions where id = ${step}`,
      ),
    ).toEqual(expect.arrayContaining([expect.stringContaining('2 create steps')]));
  });

  it("find a department's letter row too many, one missing and a stale text", async () => {
    const letter = (acknowledged[0] as Extract<AcknowledgedWrite, { kind: 'create' }>).documentId;
    expect(await problemsAfter(`insert into department_letters select 999, id, search_text from documents where id = ${letter}`)).toEqual([
      `department 999 holds letter ${letter} that is not its to read (or with a stale text)`,
    ]);
    expect(await problemsAfter(`delete from department_letters where document_id = ${letter}`)).toEqual([
      `department ${A} lacks letter ${letter} that it reads (or holds a stale text)`,
    ]);
    expect(await problemsAfter(`update department_letters set search_text = 'เก่า' where document_id = ${letter}`)).toEqual(
      expect.arrayContaining([expect.stringContaining(`lacks letter ${letter}`), expect.stringContaining(`holds letter ${letter}`)]),
    );
  });

  it('find an acknowledged write that is not there', async () => {
    const missing: AcknowledgedWrite[] = [
      { kind: 'create', documentId: 999_999, stepId: 999_999, subject: 'ไม่มีอยู่จริง' },
      { kind: 'action', action: 'receive', stepId: acknowledged[0]!.stepId, receiveNo: 999, docNo: null },
    ];
    const problems = await problemsAfter('select 1', missing);
    expect(problems).toEqual(expect.arrayContaining([expect.stringContaining('letter 999999'), expect.stringContaining('number 999')]));
  });
});
