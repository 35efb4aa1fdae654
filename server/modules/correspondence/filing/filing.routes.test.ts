/**
 * The filing calls over HTTP: the list, the retention change (its schema refuses negative years
 * before anything is read; a person who keeps no register is refused) and the export's file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { buddhistYear } from '../registers/registers';
import { seedCorrespondence } from '../seed';
import { loadViewer } from '../viewer';
import { fileClosedLetter } from './filing';

let t: TestApp;
const tokens: Record<string, string> = {};
let department: number;
let documentId: number;
const year = buddhistYear(new Date());

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['saraban', 'officer']) tokens[username] = await signIn(t, username);
  const saraban = await t.db.selectFrom('people').select('id').where('username', '=', 'saraban').executeTakeFirstOrThrow();
  department = (await loadViewer(t.db, saraban.id)).registryDepartments[0]!;
  const letter = await t.db.selectFrom('documents').select('id').orderBy('id').executeTakeFirstOrThrow();
  documentId = Number(letter.id);
  await fileClosedLetter(t.db, { documentId, departmentId: department, by: saraban.id, now: new Date() });
}, 120_000);
afterAll(async () => t?.close());

const post = (path: string, who: string, body: Record<string, string>) => postForm(t.app, path, body, { token: tokens[who] });
const filingRow = () => t.db.selectFrom('filings').selectAll().where('document_id', '=', documentId).executeTakeFirstOrThrow();

describe('filing calls', () => {
  it('lists the filed letter', async () => {
    const reply = await post(ROUTES.filingList.path, 'saraban', { F_DEPT_ID: String(department), YEAR: String(year) });
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ items: { F_DOC_ID: number; ORDER: number; DESTROY_YEAR: number }[]; total: number }>();
    expect(body.items.find((row) => row.F_DOC_ID === documentId)).toMatchObject({ DESTROY_YEAR: year + 11 });
    expect(body.items.map((row) => row.ORDER)).toEqual(body.items.map((_, i) => i + 1));
    expect((await post(ROUTES.filingList.path, 'officer', { F_DEPT_ID: String(department) })).statusCode).toBe(403);
  });

  it('changes the retention for the clerk, and refuses a negative year, no reason and an officer', async () => {
    const before = await filingRow();
    const fields = { F_DOC_ID: String(documentId), F_DEPT_ID: String(department), RETENTION_YEARS: '3', REASON: 'ขอเก็บสั้นลง' };
    expect((await post(ROUTES.filingRetention.path, 'saraban', { ...fields, RETENTION_YEARS: '-1' })).statusCode).toBe(400);
    const noReason = await post(ROUTES.filingRetention.path, 'saraban', { ...fields, REASON: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ message: string }>().message).toBe('กรุณาระบุเหตุผลที่เปลี่ยนอายุการเก็บหนังสือ');
    expect((await post(ROUTES.filingRetention.path, 'officer', fields)).statusCode).toBe(403);
    expect(await filingRow()).toEqual(before);
    const saved = await post(ROUTES.filingRetention.path, 'saraban', fields);
    expect(saved.statusCode).toBe(200);
    expect(await filingRow()).toMatchObject({ retention_years: 3, destroy_year_be: year + 4, note: 'ขอเก็บสั้นลง' });
  });

  it('exports the list as CSV with the form header, and as a workbook', async () => {
    const get = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `${ROUTES.filingExport.path}?${new URLSearchParams({ F_DEPT_ID: String(department), YEAR: String(year), format })}`,
        headers: { authorization: `Bearer ${tokens.saraban}` },
      });
    const csv = await get('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(encodeURIComponent(`บัญชีหนังสือส่งเก็บ-${year}.csv`));
    expect(csv.rawPayload.toString('utf8').slice(1).split('\r\n')[0]).toBe('ลำดับที่,ที่,ลงวันที่,เรื่อง,อายุการเก็บ,ทำลายได้ในปี / ห้ามทำลาย,หมายเหตุ');
    const xlsx = await get('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
