/**
 * search-documents (the document store) on a real database: each filter finds the letters it
 * names and only those, Thai words are found inside the text, pages add up to the total, a
 * letter of another department or a secret letter the reader was not given is never listed,
 * and bad input is refused with 400 and a Thai message naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { searchDocuments } from './document-search';
import { createDocument, type CreateDocumentInput } from '../letters/documents';
import { performAction } from '../letters/actions';
import { buddhistYear } from '../registers/registers';
import { seedCorrespondence } from '../seed';
import { loadViewer } from '../viewer';

type Found = {
  F_DOC_ID: number;
  F_TRANS_ID: number | null;
  F_DOC_TITLE: string;
  F_DOC_DATE: string;
  REGISTER_NOS: { REGISTER: string; NUMBER: number; YEAR: number }[];
};
type Page = { status: string; message: string; items: Found[]; total: number; page: number; pageSize: number; fields?: string[] };

/** A word only this suite's letters carry, so the demo world's letters never mix in. */
const MARK = 'คลังค้นหาทดสอบ';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** The letters this suite writes, by role. */
const letters: Record<'project' | 'report' | 'otherDepartment' | 'secret', { F_DOC_ID: number; F_TRANS_ID: number }> = {} as never;
let receiveNumber: number;

const create = (who: string, input: Partial<CreateDocumentInput>) =>
  createDocument(t.db, { actorId: ids[who]!, ip: '127.0.0.1' }, { docTypeId: 2, subject: MARK, ...input });
const act = (who: string, transId: number, action: 'send' | 'receive', extra: { toDepartmentIds?: number[]; toPersonIds?: number[] } = {}) =>
  performAction(t.db, { actorId: ids[who]!, ip: '127.0.0.1' }, { action, transId, ...extra });

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['officer', 'saraban', 'director']) tokens[username] = await signIn(t, username);
  const people = await t.db.selectFrom('people').select(['id', 'username', 'department_id']).execute();
  for (const p of people) ids[p.username] = p.id;
  const officer = people.find((p) => p.username === 'officer')!;
  const newcomer = people.find((p) => p.username === 'newcomer')!;
  expect(newcomer.department_id).not.toBe(officer.department_id);

  letters.project = await create('officer', {
    subject: `ขออนุมัติโครงการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์ ${MARK}`,
    docNo: 'ตย 0103/777',
    docDate: '2026-01-15',
    dear: 'ผู้อำนวยการสำนักงาน',
    to: 'หัวหน้าฝ่ายบริหารทั่วไป',
    from: 'กองนโยบายและแผน',
    speedId: 3,
  });
  letters.report = await create('officer', {
    docTypeId: 1,
    subject: `รายงานผลการประชุมคณะกรรมการ ${MARK}`,
    docDate: '2025-12-01',
    dear: 'ปลัดกระทรวง',
    from: 'กรมบัญชีกลาง',
  });
  // A letter of another department with the same words: the officer is on none of its steps.
  letters.otherDepartment = await create('newcomer', { subject: `โครงการพัฒนาระบบของกองอื่น ${MARK}`, docDate: '2026-01-15' });
  // A secret letter of the officer's own department, written by its registry clerk and not given to the officer (who acts for the division's director, so not by the director).
  letters.secret = await create('policy.clerk', { subject: `โครงการพัฒนาระบบลับเฉพาะ ${MARK}`, secretId: 2, docDate: '2026-01-15' });

  // The project letter goes to the registry, which receives it and takes a register number.
  const root = people.find((p) => p.username === 'director')!.department_id!;
  const sent = await act('officer', letters.project.F_TRANS_ID, 'send', { toDepartmentIds: [root] });
  const received = await act('saraban', sent.NEW_TRANS_IDS[0]!, 'receive');
  receiveNumber = (received as { RECEIVE_NO?: number }).RECEIVE_NO!;
  expect(receiveNumber).toBeGreaterThan(0);
}, 120_000);
afterAll(async () => t?.close());

const search = (who: string, fields: Record<string, string>) => postForm(t.app, ROUTES.searchDocuments.path, fields, { token: tokens[who] });
async function found(who: string, fields: Record<string, string>): Promise<Page> {
  const reply = await search(who, { pageSize: '100', ...fields });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Page>();
}
const idsOf = (page: Page) => page.items.map((item) => item.F_DOC_ID).sort((a, b) => a - b);
const both = () => [letters.project.F_DOC_ID, letters.report.F_DOC_ID].sort((a, b) => a - b);

describe('search-documents', () => {
  it('finds a Thai word inside the subject, and a word of no letter finds nothing', async () => {
    expect(idsOf(await found('officer', { search: MARK }))).toEqual(both());
    expect(idsOf(await found('officer', { search: 'พัฒนาระบบสาร' }))).toContain(letters.project.F_DOC_ID);
    expect(idsOf(await found('officer', { F_DOC_TITLE: `ประชุมคณะ`, search: MARK }))).toEqual([letters.report.F_DOC_ID]);
    expect(await found('officer', { search: 'ไม่มีหนังสือเรื่องนี้แน่นอน' })).toMatchObject({ total: 0, items: [] });
  });

  it("finds by the letter's own number and by its register number", async () => {
    expect(idsOf(await found('officer', { F_DOC_NO: '0103/777' }))).toEqual([letters.project.F_DOC_ID]);
    const year = buddhistYear(new Date());
    const byRegister = await found('saraban', { F_DOC_NO: `${receiveNumber}/${year}`, search: MARK });
    expect(idsOf(byRegister)).toEqual([letters.project.F_DOC_ID]);
    expect(byRegister.items[0]!.REGISTER_NOS).toContainEqual(expect.objectContaining({ REGISTER: 'receive', NUMBER: receiveNumber, YEAR: year }));
    // Thai digits, as registers print them, are the same number.
    const thaiDigits = `${receiveNumber}/${year}`.replace(/\d/g, (d) => String.fromCharCode(0x0e50 + Number(d)));
    expect(idsOf(await found('saraban', { F_DOC_NO: thaiDigits, search: MARK }))).toEqual([letters.project.F_DOC_ID]);
  });

  it('finds by dear or to, and by from', async () => {
    expect(idsOf(await found('officer', { F_DEAR: 'ผู้อำนวยการสำนักงาน', search: MARK }))).toEqual([letters.project.F_DOC_ID]);
    expect(idsOf(await found('officer', { F_DEAR: 'ฝ่ายบริหารทั่วไป', search: MARK }))).toEqual([letters.project.F_DOC_ID]);
    expect(idsOf(await found('officer', { F_FROM: 'บัญชีกลาง', search: MARK }))).toEqual([letters.report.F_DOC_ID]);
  });

  it('finds by date range, both ends included', async () => {
    expect(idsOf(await found('officer', { F_DOC_DATE_FROM: '2026-01-01', search: MARK }))).toEqual([letters.project.F_DOC_ID]);
    expect(idsOf(await found('officer', { F_DOC_DATE_TO: '2025-12-31', search: MARK }))).toEqual([letters.report.F_DOC_ID]);
    expect(idsOf(await found('officer', { F_DOC_DATE_FROM: '2026-01-15', F_DOC_DATE_TO: '2026-01-15', search: MARK }))).toEqual([letters.project.F_DOC_ID]);
    expect(idsOf(await found('officer', { F_DOC_DATE_FROM: '2025-12-01', F_DOC_DATE_TO: '2026-01-15', search: MARK }))).toEqual(both());
  });

  it('finds by type, speed, secrecy and department', async () => {
    expect(idsOf(await found('officer', { F_DOC_TYPE_ID: '1', search: MARK }))).toEqual([letters.report.F_DOC_ID]);
    expect(idsOf(await found('officer', { F_DOC_SPEED_ID: '3', search: MARK }))).toEqual([letters.project.F_DOC_ID]);
    expect(idsOf(await found('officer', { F_DOC_SECRET_ID: '1', search: MARK }))).toEqual(both());
    const officer = await t.db.selectFrom('people').select('department_id').where('username', '=', 'officer').executeTakeFirstOrThrow();
    expect(idsOf(await found('officer', { F_DEPT_ID: String(officer.department_id), search: MARK }))).toEqual(both());
  });

  it('pages on the server, newest letter first, the total the same on every page', async () => {
    const first = await found('officer', { search: MARK, page: '1', pageSize: '1' });
    const second = await found('officer', { search: MARK, page: '2', pageSize: '1' });
    const beyond = await found('officer', { search: MARK, page: '3', pageSize: '1' });
    expect(first).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(beyond).toMatchObject({ total: 2, items: [] });
    expect(first.items.map((i) => i.F_DOC_ID)).toEqual([letters.project.F_DOC_ID]);
    expect(second.items.map((i) => i.F_DOC_ID)).toEqual([letters.report.F_DOC_ID]);
    expect(first.items[0]!.F_DOC_DATE).toBe('2026-01-15');
  });

  it('answers the step a row opens at: the reader’s own latest step on the letter', async () => {
    const item = (await found('officer', { search: MARK })).items.find((i) => i.F_DOC_ID === letters.report.F_DOC_ID)!;
    expect(item.F_TRANS_ID).toBe(letters.report.F_TRANS_ID);
  });

  it("never lists another department's letter, nor a secret letter the reader was not given", async () => {
    for (const who of ['officer', 'director', 'saraban']) {
      const page = await found(who, { search: MARK });
      expect(idsOf(page), who).not.toContain(letters.otherDepartment.F_DOC_ID);
      expect(idsOf(page), who).not.toContain(letters.secret.F_DOC_ID);
    }
    // Not even by naming the department or the secrecy class.
    const newcomer = await t.db.selectFrom('people').select('department_id').where('username', '=', 'newcomer').executeTakeFirstOrThrow();
    expect(await found('officer', { F_DEPT_ID: String(newcomer.department_id), search: MARK })).toMatchObject({ total: 0 });
    expect(await found('officer', { F_DOC_SECRET_ID: '2', search: MARK })).toMatchObject({ total: 0 });
    // Their own people do see them: the writer, and the registry clerk of the secret letter's department.
    const asNewcomer = await searchDocuments(t.db, await loadViewer(t.db, ids.newcomer!), { search: MARK });
    expect(asNewcomer.items.map((i) => i.F_DOC_ID)).toContain(letters.otherDepartment.F_DOC_ID);
    const asClerk = await searchDocuments(t.db, await loadViewer(t.db, ids['policy.clerk']!), { search: MARK });
    expect(asClerk.items.map((i) => i.F_DOC_ID)).toContain(letters.secret.F_DOC_ID);
  });

  it('lists a secret letter once it is sent to the reader', async () => {
    await act('policy.clerk', letters.secret.F_TRANS_ID, 'send', { toPersonIds: [ids.officer!] });
    const page = await found('officer', { F_DOC_SECRET_ID: '2', search: MARK });
    expect(idsOf(page)).toEqual([letters.secret.F_DOC_ID]);
  });

  it('refuses bad input with 400 and a Thai message naming the field', async () => {
    const cases: [Record<string, string>, string[]][] = [
      [{ F_DOC_TYPE_ID: 'abc' }, ['F_DOC_TYPE_ID']],
      [{ F_DEPT_ID: '1e400' }, ['F_DEPT_ID']],
      [{ F_DOC_TYPE_ID: '999999' }, ['F_DOC_TYPE_ID']],
      [{ F_DOC_SPEED_ID: '99' }, ['F_DOC_SPEED_ID']],
      [{ F_DOC_SECRET_ID: '99' }, ['F_DOC_SECRET_ID']],
      [{ F_DEPT_ID: '999999999' }, ['F_DEPT_ID']],
      [{ F_DOC_DATE_FROM: '15/01/2569' }, ['F_DOC_DATE_FROM']],
      [{ F_DOC_DATE_FROM: '2026-02-30' }, ['F_DOC_DATE_FROM']],
      [{ F_DOC_DATE_TO: '2026-13-01' }, ['F_DOC_DATE_TO']],
      [{ F_DOC_DATE_FROM: '2026-02-01', F_DOC_DATE_TO: '2026-01-31' }, ['F_DOC_DATE_FROM', 'F_DOC_DATE_TO']],
      [{ page: '0' }, ['page']],
      [{ page: '100001' }, ['page']],
      [{ pageSize: '101' }, ['pageSize']],
      [{ search: 'ก'.repeat(201) }, ['search']],
      [{ ORDER: 'desc' }, ['ORDER']],
    ];
    for (const [fields, named] of cases) {
      const reply = await search('officer', fields);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      const body = reply.json<Page>();
      expect(body.status).toBe('error');
      expect(body.fields, JSON.stringify(fields)).toEqual(named);
      expect(body.message, JSON.stringify(fields)).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect((await search('officer', { F_DOC_DATE_FROM: '2026-02-01', F_DOC_DATE_TO: '2026-01-31' })).json<Page>().message).toBe('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
  });

  it('needs a session', async () => {
    const reply = await postForm(t.app, ROUTES.searchDocuments.path, { search: MARK });
    expect(reply.statusCode).toBe(401);
  });
});
