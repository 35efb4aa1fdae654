/**
 * What must hold in the correspondence tables whatever happened to the server (killed in the
 * middle of a write, connections cut under it): each check answers the problems it found, as
 * sentences, so a failing test says what is wrong. An empty list is a consistent database.
 *
 * - Registers: in each (department, register, year) the numbers are 1..N, none repeated or
 *   skipped (a cancelled number stays in the register and counts as used), and the counter
 *   that gives the next number stands at N.
 * - Every acted step has the audit row of its last action, and an action that takes or cancels
 *   a number has its register entry: entries and audit rows match one for one.
 * - Every letter has exactly one create step, and that step has its audit row.
 * - Every write the server acknowledged (answered 200) is in the database as answered.
 * - department_letters, which the triggers derive, equals what the visibility rule says a
 *   department reads by itself: its normal letters, owned by it or routed to it, with the
 *   letter's current text; a row too many would show a letter to a department it never got.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A write the server answered 200, with what its reply said. */
export type AcknowledgedWrite =
  | { kind: 'create'; documentId: number; stepId: number; subject: string }
  | { kind: 'action'; action: string; stepId: number; receiveNo: number | null; docNo: string | null };

/** Register-taking actions, the register each uses, and the actions that cancel a number. */
const TAKES: Record<string, 'receive' | 'send'> = { receive: 'receive', issueNumber: 'send' };
const CANCELS: Record<string, 'receive' | 'send'> = { cancelReceive: 'receive', cancelNumber: 'send' };

async function rows<T>(db: Kysely<Database>, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

export async function checkRegisters(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const series = await rows<{ department_id: number; register: string; year_be: number; n: number; distinct_n: number; low: number; high: number }>(
    db,
    sql`select department_id, register, year_be, count(*)::int as n, count(distinct number)::int as distinct_n,
               min(number)::int as low, max(number)::int as high
          from register_entries group by department_id, register, year_be`,
  );
  for (const s of series) {
    const where = `register ${s.register} of department ${s.department_id}, year ${s.year_be}`;
    if (s.distinct_n !== s.n) problems.push(`${where}: ${s.n - s.distinct_n} number(s) repeated`);
    if (s.low !== 1 || s.high !== s.distinct_n) problems.push(`${where}: numbers ${s.low}..${s.high} with ${s.distinct_n} entries (a number skipped)`);
  }
  const counters = await rows<{ department_id: number; register: string; year_be: number; last_no: number; high: number | null }>(
    db,
    sql`select c.department_id, c.register, c.year_be, c.last_no,
               (select max(e.number)::int from register_entries e
                 where e.department_id = c.department_id and e.register = c.register and e.year_be = c.year_be) as high
          from register_counters c`,
  );
  for (const c of counters) {
    if (c.last_no !== (c.high ?? 0))
      problems.push(`register ${c.register} of department ${c.department_id}, year ${c.year_be}: counter at ${c.last_no}, last entry ${c.high ?? 'none'}`);
  }
  return problems;
}

export async function checkStepsAudited(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const unaudited = await rows<{ id: number; acted_action: string }>(
    db,
    sql`select t.id, t.acted_action from transactions t
         where t.acted_action is not null
           and not exists (select 1 from audit_log a
                            where a.action = 'sarabun.' || t.acted_action and a.detail->>'transactionId' = t.id::text)`,
  );
  for (const step of unaudited) problems.push(`step ${step.id}: acted ${step.acted_action} without its audit row`);

  // Entries of each step and register, against the audit rows of the actions that made or cancelled them.
  const entries = await rows<{ transaction_id: number; register: string; taken: number; cancelled: number; live: number; numbers: number[] }>(
    db,
    sql`select transaction_id, register, count(*)::int as taken, count(cancelled_at)::int as cancelled,
               (count(*) - count(cancelled_at))::int as live, array_agg(number order by number) as numbers
          from register_entries where transaction_id is not null group by transaction_id, register`,
  );
  const audits = await rows<{ action: string; transaction_id: number; receive_no: number | null; doc_no: string | null }>(
    db,
    sql`select substr(action, 9) as action, (detail->>'transactionId')::bigint as transaction_id,
               (detail->>'receiveNo')::int as receive_no, detail->>'docNo' as doc_no
          from audit_log where action in ('sarabun.receive', 'sarabun.issueNumber', 'sarabun.cancelReceive', 'sarabun.cancelNumber')`,
  );
  const key = (stepId: number, register: string) => `${stepId}/${register}`;
  const expected = new Map<string, { taken: number; cancelled: number; numbers: number[] }>();
  for (const a of audits) {
    const register = TAKES[a.action] ?? CANCELS[a.action]!;
    const entry = expected.get(key(Number(a.transaction_id), register)) ?? { taken: 0, cancelled: 0, numbers: [] };
    if (TAKES[a.action]) entry.taken++;
    else entry.cancelled++;
    if (a.action === 'receive' && a.receive_no !== null) entry.numbers.push(a.receive_no);
    expected.set(key(Number(a.transaction_id), register), entry);
  }
  const found = new Map(entries.map((e) => [key(Number(e.transaction_id), e.register), e]));
  for (const [k, want] of expected) {
    const got = found.get(k);
    if (!got || got.taken !== want.taken || got.cancelled !== want.cancelled)
      problems.push(
        `step/register ${k}: audit says ${want.taken} taken, ${want.cancelled} cancelled; register has ${got?.taken ?? 0} and ${got?.cancelled ?? 0}`,
      );
    else if (want.numbers.some((n) => !got.numbers.map(Number).includes(n)))
      problems.push(`step/register ${k}: audited receive numbers ${want.numbers.join(',')} not all in the register (${got.numbers.join(',')})`);
  }
  for (const [k, got] of found) {
    if (!expected.has(k)) problems.push(`step/register ${k}: ${got.taken} register entr(ies) without the audit row of the action that took them`);
    if (got.live > 1) problems.push(`step/register ${k}: ${got.live} live numbers`);
  }

  // A step that holds a receive number names the live entry that gave it.
  const received = await rows<{ id: number; received_no: number }>(
    db,
    sql`select t.id, t.received_no from transactions t
         where t.received_no is not null
           and not exists (select 1 from register_entries e where e.transaction_id = t.id and e.register = 'receive'
                            and e.cancelled_at is null and e.number = t.received_no)`,
  );
  for (const step of received) problems.push(`step ${step.id}: receive number ${step.received_no} has no live register entry`);
  return problems;
}

export async function checkCreateSteps(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = [];
  const letters = await rows<{ id: number; creates: number }>(
    db,
    sql`select d.id, (select count(*)::int from transactions t where t.document_id = d.id and t.kind = 'create') as creates
          from documents d`,
  );
  for (const letter of letters) if (letter.creates !== 1) problems.push(`letter ${letter.id}: ${letter.creates} create steps`);
  const unaudited = await rows<{ id: number }>(
    db,
    sql`select t.id from transactions t
         where t.kind = 'create'
           and not exists (select 1 from audit_log a where a.action = 'sarabun.create' and a.detail->>'transactionId' = t.id::text)`,
  );
  for (const step of unaudited) problems.push(`create step ${step.id} without its audit row`);
  return problems;
}

/** Every acknowledged write is there as answered. */
export async function checkAcknowledged(db: Kysely<Database>, writes: readonly AcknowledgedWrite[]): Promise<string[]> {
  const problems: string[] = [];
  const creates = writes.filter((w) => w.kind === 'create');
  const actions = writes.filter((w) => w.kind === 'action');
  if (creates.length > 0) {
    const found = await db
      .selectFrom('transactions as t')
      .innerJoin('documents as d', 'd.id', 't.document_id')
      .select(['t.id', 't.document_id', 't.kind', 'd.subject'])
      .where(
        't.id',
        'in',
        creates.map((w) => w.stepId),
      )
      .execute();
    const byStep = new Map(found.map((row) => [Number(row.id), row]));
    for (const w of creates) {
      const row = byStep.get(w.stepId);
      if (!row || Number(row.document_id) !== w.documentId || row.kind !== 'create' || row.subject !== w.subject)
        problems.push(`acknowledged letter ${w.documentId} (create step ${w.stepId}) is missing or different`);
    }
  }
  if (actions.length > 0) {
    const audited = await rows<{ action: string; transaction_id: number; receive_no: number | null; doc_no: string | null }>(
      db,
      sql`select substr(action, 9) as action, (detail->>'transactionId')::bigint as transaction_id,
                 (detail->>'receiveNo')::int as receive_no, detail->>'docNo' as doc_no
            from audit_log where action like 'sarabun.%' and detail ? 'transactionId'`,
    );
    const entries = await db.selectFrom('register_entries').select(['transaction_id', 'register', 'number']).execute();
    for (const w of actions) {
      const match = audited.find(
        (a) =>
          a.action === w.action &&
          Number(a.transaction_id) === w.stepId &&
          (w.receiveNo === null || a.receive_no === w.receiveNo) &&
          (TAKES[w.action] !== 'send' || a.doc_no === w.docNo),
      );
      if (!match) problems.push(`acknowledged ${w.action} of step ${w.stepId} (number ${w.receiveNo ?? w.docNo ?? '-'}) has no audit row`);
      if (w.action === 'receive' && !entries.some((e) => Number(e.transaction_id) === w.stepId && e.register === 'receive' && e.number === w.receiveNo))
        problems.push(`acknowledged receive number ${w.receiveNo} of step ${w.stepId} is not in the register`);
      // The letter number carries the register number: '<prefix>/<n>', '<prefix>/ว<n>' or '<n>/<year>'.
      const carries = (docNo: string | null, n: number) => (docNo ?? '').split(/[/ว]/).includes(String(n));
      if (w.action === 'issueNumber' && !entries.some((e) => Number(e.transaction_id) === w.stepId && e.register === 'send' && carries(w.docNo, e.number)))
        problems.push(`acknowledged outgoing number ${w.docNo} of step ${w.stepId} is not in the register`);
    }
  }
  return problems;
}

export async function checkDepartmentLetters(db: Kysely<Database>): Promise<string[]> {
  const drift = await rows<{ department_id: number; document_id: number; side: string }>(
    db,
    sql`with expected as (select department_id, document_id, search_text from department_letters_rule),
        kept as (select department_id, document_id, search_text from department_letters)
        (select department_id, document_id, 'missing' as side from (select * from expected except select * from kept) m)
        union all
        (select department_id, document_id, 'extra' as side from (select * from kept except select * from expected) x)
        order by 1, 2, 3`,
  );
  return drift.map((row) =>
    row.side === 'extra'
      ? `department ${row.department_id} holds letter ${row.document_id} that is not its to read (or with a stale text)`
      : `department ${row.department_id} lacks letter ${row.document_id} that it reads (or holds a stale text)`,
  );
}

/** All the checks: the list of every problem found. */
export async function checkConsistency(db: Kysely<Database>, acknowledged: readonly AcknowledgedWrite[] = []): Promise<string[]> {
  return [
    ...(await checkRegisters(db)),
    ...(await checkStepsAudited(db)),
    ...(await checkCreateSteps(db)),
    ...(await checkDepartmentLetters(db)),
    ...(await checkAcknowledged(db, acknowledged)),
  ];
}
