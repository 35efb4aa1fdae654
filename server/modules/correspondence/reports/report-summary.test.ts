/**
 * report-summary and report-export on a real database with the demo letters: queue counts are
 * the workspace's, the month and department figures add up to the registers, overdue counts
 * only open steps past their due date of letters nobody closed, an officer's figures never
 * hold another department's letters, and bad input is refused in Thai.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import { THAI_MONTHS_LONG } from '../../../../engine/format/thai-date';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { buddhistYear } from '../registers/registers';
import { seedCorrespondence } from '../seed';
import { loadViewer } from '../viewer';

let t: TestApp;
const tokens: Record<string, string> = {};
/** The departments whose registers the clerk keeps. */
let kept: number[];
let officerDepartment: number;
const year = buddhistYear(new Date());

type Summary = {
  status: string;
  message: string;
  fields?: string[];
  YEAR: number;
  QUEUES: { CODE: string; TITLE: string; COUNT: number }[];
  DEPARTMENTS: { F_DEPT_ID: number; F_DEPT_NAME: string; RECEIVED: number; SENT: number }[];
  MONTHS: { MONTH: number; RECEIVED: number; SENT: number }[];
  SPEEDS: { F_DOC_SPEED_ID: number; OVERDUE: number }[];
  OVERDUE: { F_DOC_ID: number; F_DOC_SPEED_ID: number }[];
  OVERDUE_TOTAL: number;
};

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['saraban', 'officer', 'admin']) tokens[username] = await signIn(t, username);
  const person = (username: string) => t.db.selectFrom('people').select(['id', 'department_id']).where('username', '=', username).executeTakeFirstOrThrow();
  kept = (await loadViewer(t.db, (await person('saraban')).id)).registryDepartments;
  officerDepartment = Number((await person('officer')).department_id);
}, 120_000);
afterAll(async () => t?.close());

const summary = async (who: string, fields: Record<string, string> = {}) => {
  const reply = await postForm(t.app, ROUTES.reportSummary.path, fields, { token: tokens[who] });
  return { statusCode: reply.statusCode, body: reply.json<Summary>() };
};
const ok = async (who: string, fields: Record<string, string> = {}) => {
  const reply = await summary(who, fields);
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
};
const exported = (who: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${ROUTES.reportExport.path}?${new URLSearchParams(fields)}`, headers: { authorization: `Bearer ${tokens[who]}` } });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const day = 24 * 3_600_000;

/** Live register numbers of these departments in the year, counted straight from the table. */
async function storedEntries(departments: number[], register: 'receive' | 'send'): Promise<number> {
  const row = await t.db
    .selectFrom('register_entries')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('department_id', 'in', departments)
    .where('register', '=', register)
    .where('year_be', '=', year)
    .where('cancelled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('report-summary', () => {
  it('counts every queue as the workspace queue list does', async () => {
    for (const who of ['saraban', 'officer']) {
      const report = await ok(who);
      const tiles = (await postForm(t.app, ROUTES.workspaceQueues.path, {}, { token: tokens[who] })).json<{ items: { CODE: string; COUNT: number }[] }>().items;
      expect(
        report.QUEUES.map((q) => [q.CODE, q.COUNT]),
        who,
      ).toEqual(tiles.map((tile) => [tile.CODE, tile.COUNT]));
      expect(report.QUEUES).toHaveLength(12);
    }
  });

  it("adds up the departments' registers by department and by month, and answers the current year by default", async () => {
    const report = await ok('saraban');
    expect(report.YEAR).toBe(year);
    expect(report.DEPARTMENTS.map((d) => d.F_DEPT_ID).sort()).toEqual([...kept].sort());
    expect(report.MONTHS.map((m) => m.MONTH)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const received = await storedEntries(kept, 'receive');
    const sent = await storedEntries(kept, 'send');
    expect(received).toBeGreaterThan(0);
    expect(sum(report.DEPARTMENTS.map((d) => d.RECEIVED))).toBe(received);
    expect(sum(report.MONTHS.map((m) => m.RECEIVED))).toBe(received);
    expect(sum(report.DEPARTMENTS.map((d) => d.SENT))).toBe(sent);
    expect(sum(report.MONTHS.map((m) => m.SENT))).toBe(sent);
    const earlier = await ok('saraban', { YEAR: String(year - 1) });
    expect(earlier.YEAR).toBe(year - 1);
    expect(sum(earlier.MONTHS.map((m) => m.RECEIVED + m.SENT))).toBe(0);
  });

  it("puts a letter received now in this month and in the receiving department's column", async () => {
    const root = kept[0]!;
    const before = await ok('saraban');
    const created = await postForm(
      t.app,
      ROUTES.createDocument.path,
      { F_DOC_TYPE_ID: '2', F_DOC_TITLE: 'รายงานทดสอบการนับหนังสือรับ', F_DEAR: 'ผู้อำนวยการ' },
      { token: tokens.officer },
    );
    expect(created.statusCode, created.body).toBe(200);
    const sent = await postForm(
      t.app,
      ROUTES.documentAction.path,
      { F_TRANS_ID: String(created.json<{ item: { F_TRANS_ID: number } }>().item.F_TRANS_ID), ACTION: 'send', TO_DEPT_IDS: String(root) },
      { token: tokens.officer },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const received = await postForm(
      t.app,
      ROUTES.documentAction.path,
      { F_TRANS_ID: String(sent.json<{ item: { NEW_TRANS_IDS: number[] } }>().item.NEW_TRANS_IDS[0]), ACTION: 'receive' },
      { token: tokens.saraban },
    );
    expect(received.statusCode, received.body).toBe(200);
    const after = await ok('saraban');
    const month = Number(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', month: 'numeric' }).format(new Date()));
    const of = (s: Summary) => s.MONTHS[month - 1]!.RECEIVED;
    expect(of(after)).toBe(of(before) + 1);
    const dept = (s: Summary) => s.DEPARTMENTS.find((d) => d.F_DEPT_ID === root)!.RECEIVED;
    expect(dept(after)).toBe(dept(before) + 1);
  });

  it('counts a letter overdue when an open step is past its due date; closed letters and letters not yet due do not count', async () => {
    const before = await ok('saraban');
    const officerBefore = await ok('officer');
    // Open: the officer's memo waiting at the clerk's department (the officer may read it: they sent it).
    const open = await sql<{ id: number; document_id: number; speed_id: number }>`
      SELECT t.id, t.document_id, d.speed_id FROM transactions t JOIN documents d ON d.id = t.document_id
      JOIN people p ON p.id = t.from_person_id AND p.username = 'officer'
      WHERE t.state = 'unreceived' AND t.to_department_id = ANY(${kept}) AND t.to_department_id <> ${officerDepartment}
      ORDER BY t.id LIMIT 1`.execute(t.db);
    // Closed by the clerk, and another open step not yet due.
    const closed = await sql<{ id: number; document_id: number }>`
      SELECT t.id, t.document_id FROM transactions t WHERE t.state = 'closed' AND t.kind <> 'follow' AND t.to_department_id = ANY(${kept})
      ORDER BY t.id LIMIT 1`.execute(t.db);
    const notYet = await sql<{ id: number; document_id: number }>`
      SELECT t.id, t.document_id FROM transactions t WHERE t.state = 'in_hand' AND t.to_department_id = ANY(${kept})
        AND t.document_id <> ${open.rows[0]!.document_id} AND t.due_at IS NULL
      ORDER BY t.id LIMIT 1`.execute(t.db);
    for (const rows of [open.rows, closed.rows, notYet.rows]) expect(rows).toHaveLength(1);
    const past = new Date(Date.now() - 2 * day);
    await t.db.updateTable('transactions').set({ due_at: past }).where('id', 'in', [open.rows[0]!.id, closed.rows[0]!.id]).execute();
    await t.db
      .updateTable('transactions')
      .set({ due_at: new Date(Date.now() + 30 * day) })
      .where('id', '=', notYet.rows[0]!.id)
      .execute();

    const after = await ok('saraban');
    expect(after.OVERDUE_TOTAL).toBe(before.OVERDUE_TOTAL + 1);
    expect(sum(after.SPEEDS.map((s) => s.OVERDUE))).toBe(after.OVERDUE_TOTAL);
    const speed = Number(open.rows[0]!.speed_id);
    const bySpeed = (s: Summary) => s.SPEEDS.find((sp) => sp.F_DOC_SPEED_ID === speed)!.OVERDUE;
    expect(bySpeed(after)).toBe(bySpeed(before) + 1);
    const listed = after.OVERDUE.map((o) => o.F_DOC_ID);
    expect(listed).toContain(Number(open.rows[0]!.document_id));
    expect(listed).not.toContain(Number(closed.rows[0]!.document_id));
    expect(listed).not.toContain(Number(notYet.rows[0]!.document_id));

    // The officer may read that letter, but it waits at another department: not theirs to count.
    const officerAfter = await ok('officer');
    expect(officerAfter.OVERDUE_TOTAL).toBe(officerBefore.OVERDUE_TOTAL);
    expect(officerAfter.OVERDUE.map((o) => o.F_DOC_ID)).not.toContain(Number(open.rows[0]!.document_id));
  });

  it("shows an officer their own department only, and refuses another department's figures", async () => {
    const report = await ok('officer');
    expect(report.DEPARTMENTS.map((d) => d.F_DEPT_ID)).toEqual([officerDepartment]);
    const own = report.DEPARTMENTS[0]!;
    expect(sum(report.MONTHS.map((m) => m.RECEIVED))).toBe(own.RECEIVED);
    expect(own.RECEIVED).toBeLessThanOrEqual(await storedEntries([officerDepartment], 'receive'));
    const other = kept.find((id) => id !== officerDepartment)!;
    const refused = await summary('officer', { F_DEPT_ID: String(other) });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/ไม่มีสิทธิ์ดูรายงาน/);
    // The clerk may narrow to one kept department.
    const one = await ok('saraban', { F_DEPT_ID: String(other) });
    expect(one.DEPARTMENTS.map((d) => d.F_DEPT_ID)).toEqual([other]);
  });

  it('lets an administrator report on every department', async () => {
    const report = await ok('admin');
    const all = await t.db.selectFrom('departments').select('id').execute();
    expect(report.DEPARTMENTS).toHaveLength(all.length);
  });

  it('refuses bad input with a Thai message naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ YEAR: '2026' }, 'YEAR'],
      [{ YEAR: 'สองพัน' }, 'YEAR'],
      [{ F_DEPT_ID: '1e400' }, 'F_DEPT_ID'],
      [{ F_DEPT_ID: '0' }, 'F_DEPT_ID'],
      [{ MONTH: '1' }, 'MONTH'],
    ];
    for (const [fields, field] of cases) {
      const reply = await summary('saraban', fields);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(reply.body.fields, JSON.stringify(fields)).toEqual([field]);
      expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await postForm(t.app, ROUTES.reportSummary.path, {})).statusCode).toBe(401);
  });
});

describe('report-export', () => {
  it('CSV: UTF-8 with a byte-order mark, Thai month names and the figures of the summary', async () => {
    const report = await ok('saraban');
    const reply = await exported('saraban', { TABLE: 'months', format: 'csv' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toContain(encodeURIComponent(`จำนวนหนังสือรายเดือน-${year}.csv`));
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('เดือน,หนังสือรับ,หนังสือส่ง');
    expect(lines.slice(1)).toEqual(report.MONTHS.map((m) => `${THAI_MONTHS_LONG[m.MONTH - 1]} ${year},${m.RECEIVED},${m.SENT}`));
  });

  it('XLSX: each table as a workbook, read back with Thai intact', async () => {
    const report = await ok('saraban');
    for (const table of ['queues', 'departments', 'speeds', 'overdue']) {
      const reply = await exported('saraban', { TABLE: table, format: 'xlsx' });
      expect(reply.statusCode, table).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const expected = { queues: report.QUEUES.length, departments: report.DEPARTMENTS.length, speeds: report.SPEEDS.length, overdue: report.OVERDUE.length }[
        table
      ]!;
      expect(sheet.rowCount, table).toBe(expected + 1);
      expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/[\u0E00-\u0E7F]/);
    }
    const queues = new ExcelJS.Workbook();
    await queues.xlsx.load((await exported('saraban', { TABLE: 'queues', format: 'xlsx' })).rawPayload as unknown as ArrayBuffer);
    expect(queues.worksheets[0]!.getRow(2).values).toEqual([undefined, report.QUEUES[0]!.TITLE, report.QUEUES[0]!.COUNT]);
  });

  it('refuses bad input and departments that are not the person’s', async () => {
    expect((await exported('saraban', { TABLE: 'people', format: 'csv' })).statusCode).toBe(400);
    expect((await exported('saraban', { TABLE: 'months', format: 'pdf' })).statusCode).toBe(400);
    const other = kept.find((id) => id !== officerDepartment)!;
    expect((await exported('officer', { TABLE: 'months', format: 'csv', F_DEPT_ID: String(other) })).statusCode).toBe(403);
  });
});
