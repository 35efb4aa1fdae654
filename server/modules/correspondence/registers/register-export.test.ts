/**
 * register-export: the whole register as XLSX or CSV with its Thai intact and every entry of
 * register-list in it, to the same people only; formulas typed into a letter never run in the
 * clerk's spreadsheet.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { registerCsv, spreadsheetSafe } from './register-export';
import { buddhistYear } from './registers';
import { seedCorrespondence } from '../seed';
import { loadViewer } from '../viewer';

let t: TestApp;
const tokens: Record<string, string> = {};
let department: number;
const year = buddhistYear(new Date());

type Entry = { NUMBER: number; F_DOC_TITLE: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['saraban', 'officer']) tokens[username] = await signIn(t, username);
  const saraban = await t.db.selectFrom('people').select('id').where('username', '=', 'saraban').executeTakeFirstOrThrow();
  department = (await loadViewer(t.db, saraban.id)).registryDepartments[0]!;
}, 120_000);
afterAll(async () => t?.close());

const filters = (extra: Record<string, string> = {}) => ({ REGISTER: 'receive', F_DEPT_ID: String(department), YEAR: String(year), ...extra });
const exported = (who: string, fields: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${ROUTES.registerExport.path}?${new URLSearchParams(fields)}`, headers: { authorization: `Bearer ${tokens[who]}` } });

async function listed(): Promise<Entry[]> {
  const reply = await postForm(t.app, ROUTES.registerList.path, { ...filters(), pageSize: '100' }, { token: tokens.saraban });
  return reply.json<{ items: Entry[] }>().items;
}

describe('register-export', () => {
  it('CSV: UTF-8 with a byte-order mark, a Thai header, and every entry of the register', async () => {
    const entries = await listed();
    const reply = await exported('saraban', filters({ format: 'csv' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/csv');
    expect(reply.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`ทะเบียนหนังสือรับ-${year}.csv`)}`);
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    // The regulation's register form, then who registered and whether the number was cancelled.
    expect(lines[0]).toBe('เลขทะเบียนรับ,ที่,ลงวันที่,จาก,ถึง,เรื่อง,การปฏิบัติ,หมายเหตุ,การยกเลิก,ผู้ลงทะเบียน');
    expect(lines).toHaveLength(entries.length + 1);
    for (const [i, entry] of entries.entries()) {
      expect(lines[i + 1]!.startsWith(`${entry.NUMBER},`)).toBe(true);
      expect(lines[i + 1]).toContain(entry.F_DOC_TITLE.replace(/"/g, '""'));
    }
  });

  it('XLSX: a workbook whose rows are the register, read back with Thai intact', async () => {
    const entries = await listed();
    const reply = await exported('saraban', filters({ format: 'xlsx' }));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(`ทะเบียนหนังสือรับ พ.ศ. ${year}`);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'เลขทะเบียนรับ',
      'ที่',
      'ลงวันที่',
      'จาก',
      'ถึง',
      'เรื่อง',
      'การปฏิบัติ',
      'หมายเหตุ',
      'การยกเลิก',
      'ผู้ลงทะเบียน',
    ]);
    expect(sheet.rowCount).toBe(entries.length + 1);
    for (const [i, entry] of entries.entries()) {
      expect(sheet.getRow(i + 2).getCell(1).value).toBe(entry.NUMBER);
      expect(sheet.getRow(i + 2).getCell(6).value).toBe(entry.F_DOC_TITLE);
    }
  });

  it('is refused to people who keep no register of that department, and to bad input', async () => {
    const refused = await exported('officer', filters({ format: 'csv' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 'error' });
    const badFormat = await exported('saraban', filters({ format: 'pdf' }));
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().fields).toEqual(['format']);
    const noFormat = await exported('saraban', filters());
    expect(noFormat.statusCode).toBe(400);
  });

  it('keeps a formula typed into a letter as text', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(spreadsheetSafe('+1')).toBe("'+1");
    expect(spreadsheetSafe('เรื่อง =1')).toBe('เรื่อง =1');
    expect(spreadsheetSafe(7)).toBe(7);
    const csv = registerCsv('send', [
      {
        NUMBER: 1,
        REGISTERED_AT: '2026-11-24T03:00:00.000Z',
        F_DOC_ID: 1,
        F_DOC_NO: 'ศธ 0001/1',
        F_DOC_DATE: '2026-11-24',
        F_DOC_TITLE: '=cmd|"/c calc"!A1',
        F_FROM: 'ก, ข',
        F_TO: null,
        F_DOC_SPEED_NAME: 'ปกติ',
        F_DOC_SECRET_NAME: 'ปกติ',
        F_COLOR: null,
        CANCELLED: true,
        CANCEL_REASON: 'ออกเลขซ้ำ',
        REGISTERED_BY: null,
        DISPOSAL: null,
        REMARK: '=SUM(A1)',
      },
    ]).toString('utf8');
    expect(csv).toContain('เลขทะเบียนส่ง');
    expect(csv).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(csv).toContain('"ก, ข"');
    expect(csv).toContain('24 พ.ย. 2569');
    expect(csv).toContain('ยกเลิก: ออกเลขซ้ำ');
    expect(csv).toContain("'=SUM(A1)");
  });
});
