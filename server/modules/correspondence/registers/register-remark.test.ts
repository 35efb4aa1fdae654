/**
 * The regulation's register columns in register-list (the letter's date, from, to, what was done
 * and the clerk's remark, one field each), and register-remark: a clerk who keeps the register
 * writes an entry's remark, audited; anyone else, a too-long remark, or another department's
 * entry is refused in Thai and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import { REGISTER_REMARK_MAX } from '../../../../engine/registers/columns';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { seedCorrespondence } from '../seed';
import { loadViewer } from '../viewer';
import { buddhistYear } from './registers';

let t: TestApp;
const tokens: Record<string, string> = {};
let department: number;
let kept: number[];
const year = buddhistYear(new Date());

type Entry = {
  NUMBER: number;
  F_DOC_ID: number;
  F_DOC_DATE: string | null;
  F_FROM: string | null;
  F_TO: string | null;
  DISPOSAL: string | null;
  REMARK: string | null;
};
type Page = { status: string; message: string; items: Entry[]; COLUMNS: string[] };

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['saraban', 'director', 'officer', 'admin']) tokens[username] = await signIn(t, username);
  const saraban = await t.db.selectFrom('people').select('id').where('username', '=', 'saraban').executeTakeFirstOrThrow();
  kept = (await loadViewer(t.db, saraban.id)).registryDepartments;
  department = kept[0]!;
}, 120_000);
afterAll(async () => t?.close());

const register = (extra: Record<string, string> = {}) => ({ REGISTER: 'receive', F_DEPT_ID: String(department), YEAR: String(year), ...extra });
const list = (who: string) => postForm(t.app, ROUTES.registerList.path, register({ pageSize: '100' }), { token: tokens[who] });
const remark = (who: string, fields: Record<string, string>) => postForm(t.app, ROUTES.registerRemark.path, fields, { token: tokens[who] });

async function stored(number: number) {
  return t.db
    .selectFrom('register_entries')
    .select('remark')
    .where('department_id', '=', department)
    .where('register', '=', 'receive')
    .where('year_be', '=', year)
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
}
const audits = async () => t.db.selectFrom('audit_log').select(['person_id', 'detail']).where('action', '=', 'register-remark').orderBy('id').execute();

describe('register-list columns', () => {
  it("names the regulation's columns and answers each field on its own", async () => {
    const page = (await list('saraban')).json<Page>();
    expect(page.COLUMNS).toEqual(['number', 'doc_no', 'doc_date', 'from', 'to', 'subject', 'disposal', 'remark']);
    const entry = page.items.find((item) => item.DISPOSAL !== null)!;
    const letter = await t.db
      .selectFrom('documents')
      .select(['from_text', 'to_text', (eb) => eb.fn<string>('to_char', [eb.ref('doc_date'), eb.val('YYYY-MM-DD')]).as('doc_date')])
      .where('id', '=', entry.F_DOC_ID)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ F_DOC_DATE: letter.doc_date, F_FROM: letter.from_text, F_TO: letter.to_text, REMARK: null });
    expect(entry.DISPOSAL).toMatch(/·/);
  });
});

describe('register-remark', () => {
  it('saves the remark of a clerk who keeps the register, shows it in the register, and audits it', async () => {
    const entry = (await list('saraban')).json<Page>().items[0]!;
    const reply = await remark('saraban', register({ NUMBER: String(entry.NUMBER), REMARK: '  ส่งสำเนาให้กองคลังแล้ว ' }));
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'success', NUMBER: entry.NUMBER, REMARK: 'ส่งสำเนาให้กองคลังแล้ว' });
    expect((await stored(entry.NUMBER)).remark).toBe('ส่งสำเนาให้กองคลังแล้ว');
    expect((await list('saraban')).json<Page>().items.find((item) => item.NUMBER === entry.NUMBER)!.REMARK).toBe('ส่งสำเนาให้กองคลังแล้ว');
    const saraban = await t.db.selectFrom('people').select('id').where('username', '=', 'saraban').executeTakeFirstOrThrow();
    const [row] = (await audits()).slice(-1);
    expect(Number(row!.person_id)).toBe(Number(saraban.id));
    expect(row!.detail).toMatchObject({
      register: 'receive',
      departmentId: department,
      yearBe: year,
      number: entry.NUMBER,
      before: null,
      remark: 'ส่งสำเนาให้กองคลังแล้ว',
    });
  });

  it('refuses a non-clerk, a too-long remark and an entry of another department in Thai, changing nothing', async () => {
    const entry = (await list('saraban')).json<Page>().items[0]!;
    await remark('saraban', register({ NUMBER: String(entry.NUMBER), REMARK: 'เดิม' }));
    const before = await audits();
    const refusals: [string, Record<string, string>, number][] = [
      ['director', register({ NUMBER: String(entry.NUMBER), REMARK: 'ไม่ควรบันทึก' }), 403],
      ['officer', register({ NUMBER: String(entry.NUMBER), REMARK: 'ไม่ควรบันทึก' }), 403],
      ['saraban', register({ NUMBER: String(entry.NUMBER), REMARK: 'ก'.repeat(REGISTER_REMARK_MAX + 1) }), 400],
      ['saraban', register({ NUMBER: '999999', REMARK: 'ไม่มีเลขนี้' }), 404],
    ];
    const other = await t.db.selectFrom('departments').select('id').where('id', 'not in', kept).executeTakeFirstOrThrow();
    refusals.push(['saraban', register({ F_DEPT_ID: String(other.id), NUMBER: String(entry.NUMBER), REMARK: 'ไม่ควรบันทึก' }), 403]);
    for (const [who, fields, status] of refusals) {
      const reply = await remark(who, fields);
      expect(reply.statusCode, `${who} ${fields.F_DEPT_ID} ${fields.NUMBER}`).toBe(status);
      expect(reply.json<{ status: string; message: string }>()).toMatchObject({ status: 'error' });
      expect(reply.json<{ message: string }>().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    expect(
      (await remark('saraban', register({ NUMBER: String(entry.NUMBER), REMARK: 'ก'.repeat(REGISTER_REMARK_MAX + 1) }))).json<{ message: string }>().message,
    ).toBe(`หมายเหตุยาวได้ไม่เกิน ${REGISTER_REMARK_MAX} ตัวอักษร`);
    expect((await stored(entry.NUMBER)).remark).toBe('เดิม');
    expect(await audits()).toEqual(before);
    // A blank remark clears it.
    expect((await remark('saraban', register({ NUMBER: String(entry.NUMBER), REMARK: ' ' }))).json()).toMatchObject({ REMARK: null });
    expect((await stored(entry.NUMBER)).remark).toBeNull();
  });
});
