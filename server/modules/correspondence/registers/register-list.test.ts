/**
 * register-list: a department's register for a Buddhist-era year, read by its registry clerks
 * and administrators only; every number taken is listed, newest first, a cancelled receipt
 * stays in the register marked cancelled, and bad input is refused with a Thai message.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { buddhistYear } from './registers';
import { seedCorrespondence } from '../seed';
import { disposalOf } from './register-list';
import { loadViewer } from '../viewer';

let t: TestApp;
const tokens: Record<string, string> = {};
let department: number;
/** Every department whose registers the clerk keeps. */
let kept: number[];
const year = buddhistYear(new Date());

type Entry = {
  NUMBER: number;
  F_DOC_ID: number;
  F_DOC_TITLE: string;
  F_FROM: string | null;
  F_TO: string | null;
  CANCELLED: boolean;
  DISPOSAL: string | null;
  CANCEL_REASON: string | null;
};
type Page = { status: string; message: string; items: Entry[]; total: number; page: number; pageSize: number; fields?: string[] };

beforeAll(async () => {
  t = await createTestApp();
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['saraban', 'director', 'officer', 'admin']) tokens[username] = await signIn(t, username);
  const saraban = await t.db.selectFrom('people').select('id').where('username', '=', 'saraban').executeTakeFirstOrThrow();
  kept = (await loadViewer(t.db, saraban.id)).registryDepartments;
  department = kept[0]!;
}, 120_000);
afterAll(async () => t?.close());

const list = (who: string, fields: Record<string, string>) => postForm(t.app, ROUTES.registerList.path, fields, { token: tokens[who] });
const receiveRegister = (extra: Record<string, string> = {}) => ({ REGISTER: 'receive', F_DEPT_ID: String(department), YEAR: String(year), ...extra });

async function storedNumbers(): Promise<number[]> {
  const rows = await t.db
    .selectFrom('register_entries')
    .select('number')
    .where('department_id', '=', department)
    .where('register', '=', 'receive')
    .where('year_be', '=', year)
    .orderBy('number', 'desc')
    .execute();
  return rows.map((row) => row.number);
}

describe('register-list', () => {
  it("lists every number of the department's receive register, newest first, with the total", async () => {
    const numbers = await storedNumbers();
    expect(numbers.length).toBeGreaterThan(0);
    const reply = await list('saraban', receiveRegister({ pageSize: '100' }));
    expect(reply.statusCode).toBe(200);
    const page = reply.json<Page>();
    expect(page.total).toBe(numbers.length);
    expect(page.items.map((entry) => entry.NUMBER)).toEqual(numbers);
    // Numbers run without gaps from 1.
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers.map((_, i) => i + 1));
  });

  it("answers the current year's register when no year is named, and says which year", async () => {
    const named = (await list('saraban', receiveRegister())).json<Page & { YEAR: number }>();
    const current = (await list('saraban', { REGISTER: 'receive', F_DEPT_ID: String(department) })).json<Page & { YEAR: number }>();
    expect(current.YEAR).toBe(year);
    expect(current.total).toBe(named.total);
    const earlier = (await list('saraban', receiveRegister({ YEAR: String(year - 1) }))).json<Page & { YEAR: number }>();
    expect(earlier).toMatchObject({ YEAR: year - 1, total: 0 });
  });

  it('pages on the server', async () => {
    const numbers = await storedNumbers();
    const second = (await list('saraban', receiveRegister({ page: '2', pageSize: '1' }))).json<Page>();
    expect(second).toMatchObject({ page: 2, pageSize: 1, total: numbers.length });
    expect(second.items.map((entry) => entry.NUMBER)).toEqual(numbers.slice(1, 2));
  });

  it('keeps a cancelled receipt in the register, marked cancelled with its reason', async () => {
    // A letter the clerk has received and still holds: its receipt can be cancelled.
    const { rows } = await sql<{ id: number; document_id: number }>`
      SELECT t.id, t.document_id FROM transactions t
      JOIN register_entries r ON r.transaction_id = t.id AND r.cancelled_at IS NULL
      WHERE r.department_id = ${department} AND r.register = 'receive' AND t.state = 'in_hand'
      LIMIT 1`.execute(t.db);
    expect(rows.length, 'a received step to cancel').toBe(1);
    const before = (await list('saraban', receiveRegister({ pageSize: '100' }))).json<Page>();
    const cancelled = await postForm(
      t.app,
      ROUTES.documentAction.path,
      { F_TRANS_ID: String(rows[0]!.id), ACTION: 'cancelReceive', NOTE: 'ลงรับผิดเรื่อง' },
      { token: tokens.saraban },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await list('saraban', receiveRegister({ pageSize: '100' }))).json<Page>();
    expect(after.total).toBe(before.total);
    const entry = after.items.find((item) => item.F_DOC_ID === Number(rows[0]!.document_id) && item.CANCELLED);
    expect(entry, 'the cancelled number is still listed').toBeDefined();
    expect(entry!.CANCEL_REASON).toBe('ลงรับผิดเรื่อง');
  });

  it('says what was done with each letter at its register step, and by whom', async () => {
    const page = (await list('saraban', receiveRegister({ pageSize: '100' }))).json<Page>();
    // The demo clerk presented letters she received to the director.
    expect(page.items.some((item) => item.DISPOSAL === 'เสนอหนังสือ · สุดารัตน์ รักษ์งาน')).toBe(true);
    expect(disposalOf(null, 'สุดารัตน์ รักษ์งาน')).toBeNull();
    expect(disposalOf('close', null)).toBe('ปิดเรื่อง');
  });

  it('searches the letters of the register', async () => {
    const all = (await list('saraban', receiveRegister({ pageSize: '100' }))).json<Page>();
    const word = all.items.find((entry) => !entry.F_DOC_TITLE.startsWith('('))!.F_DOC_TITLE;
    const found = (await list('saraban', receiveRegister({ search: word, pageSize: '100' }))).json<Page>();
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((entry) => entry.F_DOC_TITLE.includes(word) || entry.F_DOC_TITLE.startsWith('('))).toBe(true);
    const none = (await list('saraban', receiveRegister({ search: 'ไม่มีเรื่องนี้ในทะเบียนแน่นอน' }))).json<Page>();
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('is open to administrators, and refused to people who keep no register of that department', async () => {
    expect((await list('admin', receiveRegister())).statusCode).toBe(200);
    for (const who of ['director', 'officer']) {
      const reply = await list(who, receiveRegister());
      expect(reply.statusCode, who).toBe(403);
      expect(reply.json<Page>().message).toMatch(/ไม่มีสิทธิ์ดูทะเบียน/);
    }
    // A register of a department the clerk keeps none of is refused.
    const other = await t.db.selectFrom('departments').select('id').where('id', 'not in', kept).executeTakeFirstOrThrow();
    expect((await list('saraban', receiveRegister({ F_DEPT_ID: String(other.id) }))).statusCode).toBe(403);
  });

  it('refuses bad input with a Thai message naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ REGISTER: 'outbox', F_DEPT_ID: String(department), YEAR: String(year) }, 'REGISTER'],
      [{ REGISTER: 'receive', F_DEPT_ID: '1e400', YEAR: String(year) }, 'F_DEPT_ID'],
      [{ REGISTER: 'receive', F_DEPT_ID: String(department), YEAR: '2026' }, 'YEAR'],
      [{ REGISTER: 'receive', YEAR: String(year) }, 'F_DEPT_ID'],
      [{ ...receiveRegister(), pageSize: '1000' }, 'pageSize'],
      [{ ...receiveRegister(), ORDER: 'desc' }, 'ORDER'],
    ];
    for (const [fields, field] of cases) {
      const reply = await list('saraban', fields);
      expect(reply.statusCode, JSON.stringify(fields)).toBe(400);
      expect(reply.json<Page>().fields, JSON.stringify(fields)).toEqual([field]);
      expect(reply.json<Page>().message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it("shows an administrator a secret letter's class, never its subject; its clerks see the subject", async () => {
    const entry = (await list('saraban', receiveRegister({ pageSize: '1' }))).json<Page>().items[0]!;
    const secret = await t.db.selectFrom('doc_secrets').select(['id', 'name_th']).where('level', '>', 1).orderBy('level').executeTakeFirstOrThrow();
    await t.db.updateTable('documents').set({ secret_id: secret.id }).where('id', '=', entry.F_DOC_ID).execute();
    const seenByAdmin = (await list('admin', receiveRegister({ pageSize: '100' }))).json<Page>().items.find((item) => item.NUMBER === entry.NUMBER)!;
    expect(seenByAdmin.F_DOC_TITLE).toBe(`(${secret.name_th})`);
    expect(seenByAdmin).toMatchObject({ F_FROM: null, F_TO: null });
    const seenByClerk = (await list('saraban', receiveRegister({ pageSize: '100' }))).json<Page>().items.find((item) => item.NUMBER === entry.NUMBER)!;
    expect(seenByClerk.F_DOC_TITLE).toBe(entry.F_DOC_TITLE);
  });

  it('register-departments: the departments whose registers each person keeps', async () => {
    const of = async (who: string) =>
      (await postForm(t.app, ROUTES.registerDepartments.path, {}, { token: tokens[who] })).json<{ items: { dept_id: number }[] }>().items.map((d) => d.dept_id);
    expect(await of('saraban')).toEqual([...kept].sort((a, b) => a - b));
    expect(await of('director')).toEqual([]);
    const all = await t.db.selectFrom('departments').select('id').orderBy('id').execute();
    expect(await of('admin')).toEqual(all.map((row) => Number(row.id)));
  });
});
