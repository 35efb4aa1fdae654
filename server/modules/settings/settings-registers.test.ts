/**
 * The registers and numbering settings pages, each changed over HTTP by an administrator and its
 * effect shown where the portal uses it (a real database): prefixes and suffixes shape the numbers
 * a register book issues (and a later change never rewrites an issued one), a book continues its
 * department's counter, the central registry numbers for departments without their own book,
 * number permissions refuse an issuer not named (403, nothing written), the display pages choose
 * the register table's columns and order (list reply; the export drops hidden ones), and a book's functions switch
 * export and cancelling off on the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import type { RegisterKind } from '../../db/schema-correspondence';
import { ApiError } from '../../http/errors';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { REGISTER_BOOK_MSG } from '../correspondence/registers/register-books';
import { exportRegister } from '../correspondence/registers/register-export';
import { registerPage } from '../correspondence/registers/register-list';
import { buddhistYear } from '../correspondence/registers/registers';
import { A, B, ROOT, createOrg, helpers, type Org } from '../correspondence/test-org';
import { loadViewer } from '../correspondence/viewer';

let t: TestApp;
let org: Org;
let h: ReturnType<typeof helpers>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t, 'admin');
  org = await createOrg(t.db);
  h = helpers(t.db);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;
type Reply = { status: string; message: string; item?: Row; items?: Row[]; total?: number; fields?: string[] };

const call = (name: RouteName, page: string, body: unknown) => settingsCall<Reply>(t.app, name, page, body, admin);

async function created(page: string, record: Row, scope?: number): Promise<Row> {
  const reply = await call('settingsCreate', page, { record, ...(scope === undefined ? {} : { scope }) });
  expect(reply.status, reply.json.message).toBe(200);
  return reply.json.item!;
}

async function updated(page: string, id: unknown, record: Row, scope?: number): Promise<void> {
  const reply = await call('settingsUpdate', page, { id, record, ...(scope === undefined ? {} : { scope }) });
  expect(reply.status, reply.json.message).toBe(200);
}

/** A draft of the clerk's own department, numbered directly (issueNumber). */
async function issue(clerk: number, subject = 'หนังสือออกเลขทดสอบ') {
  const draft = await h.create(clerk, { subject });
  return h.act(clerk, draft.F_TRANS_ID, 'issueNumber');
}

/** A letter sent to a department and received there by its clerk. */
async function receive(sender: number, department: number, clerk: number) {
  const draft = await h.create(sender);
  const step = (await h.act(sender, draft.F_TRANS_ID, 'send', { toDepartmentIds: [department] })).NEW_TRANS_IDS[0]!;
  return h.act(clerk, step, 'receive');
}

const entriesOf = (departmentId: number, register: RegisterKind) =>
  t.db
    .selectFrom('register_entries')
    .select(['number', 'doc_no', 'number_text', 'cancelled_at'])
    .where('department_id', '=', departmentId)
    .where('register', '=', register)
    .orderBy('number')
    .execute();

const counterOf = async (departmentId: number, register: RegisterKind) =>
  (
    await t.db
      .selectFrom('register_counters')
      .select('last_no')
      .where('department_id', '=', departmentId)
      .where('register', '=', register)
      .where('year_be', '=', buddhistYear(new Date()))
      .executeTakeFirst()
  )?.last_no ?? 0;

/** The plain letter number a department's send register makes (its prefix, else the year). */
async function plainDocNo(departmentId: number, n: number): Promise<string> {
  const { doc_prefix } = await t.db.selectFrom('departments').select('doc_prefix').where('id', '=', departmentId).executeTakeFirstOrThrow();
  return doc_prefix ? `${doc_prefix}/${n}` : `${n}/${buddhistYear(new Date())}`;
}

const listOf = async (reader: number, departmentId: number, register: RegisterKind) =>
  registerPage(t.db, await loadViewer(t.db, reader), { departmentId, register });

let sendBookA: number;

describe('prefix, suffix and register books', () => {
  it('shape the numbers a book issues, continue its counter, and never rewrite an issued number', async () => {
    // Before any book: the department's letter number as it always was.
    const before = await issue(org.clerkA);
    expect(before.F_DOC_NO).toMatch(/^ทส 0201\/\d+$/);
    const last = await counterOf(A, 'send');

    const prefix = await created('prefix', { text_th: 'ที่' });
    const suffix = await created('suffix', { text_th: '-ก' });
    const book = await created('manage-book-creation', {
      department_id: A,
      register: 'send',
      name_th: 'ทะเบียนหนังสือส่ง กองแผนงาน',
      prefix_id: prefix.id,
      suffix_id: suffix.id,
    });
    sendBookA = book.id as number;
    expect(book).toMatchObject({ department_id__label: 'กองแผนงาน', prefix_id__label: 'ที่', suffix_id__label: '-ก' });

    const shaped = await issue(org.clerkA);
    // The counter goes on from the department's last number: no repeat, no gap.
    expect(shaped.F_DOC_NO).toBe(`ที่ ทส 0201/${last + 1}-ก`);
    expect((await entriesOf(A, 'send')).at(-1)).toMatchObject({ number: last + 1, doc_no: `ที่ ทส 0201/${last + 1}-ก` });

    // Changing the prefix later changes the next number, never the one already issued.
    await updated('prefix', prefix.id, { text_th: 'เลขที่', active: true });
    const next = await issue(org.clerkA);
    expect(next.F_DOC_NO).toBe(`เลขที่ ทส 0201/${last + 2}-ก`);
    const entries = await entriesOf(A, 'send');
    expect(entries.find((e) => e.number === last + 1)?.doc_no).toBe(`ที่ ทส 0201/${last + 1}-ก`);
    const document = await t.db.selectFrom('documents').select('doc_no').where('id', '=', shaped.F_DOC_ID).executeTakeFirstOrThrow();
    expect(document.doc_no).toBe(`ที่ ทส 0201/${last + 1}-ก`);
    const list = await listOf(org.clerkA, A, 'send');
    expect(list.BOOK).toBe('ทะเบียนหนังสือส่ง กองแผนงาน');
    expect(list.items.find((item) => item.NUMBER === last + 1)?.F_DOC_NO).toBe(`ที่ ทส 0201/${last + 1}-ก`);

    // A prefix a book uses is not deleted.
    const refused = await call('settingsDelete', 'prefix', { id: prefix.id });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toContain('ยังมีทะเบียนที่ใช้อยู่');
  });

  it('shape a receive number in the register (NUMBER_TEXT) while the step keeps the plain number', async () => {
    const suffix = await created('suffix', { text_th: '/รับ' });
    await created('manage-book-creation', { department_id: B, register: 'receive', name_th: 'ทะเบียนหนังสือรับ กองคลัง', suffix_id: suffix.id });
    const received = await receive(org.officerA, B, org.clerkB);
    const list = await listOf(org.clerkB, B, 'receive');
    const entry = list.items.find((item) => item.NUMBER === received.RECEIVE_NO)!;
    expect(entry.NUMBER_TEXT).toBe(`${received.RECEIVE_NO}/รับ`);
  });

  it('refuse a second book of the same kind for a department, in Thai', async () => {
    const twice = await call('settingsCreate', 'manage-book-creation', { record: { department_id: A, register: 'send', name_th: 'ทะเบียนส่งซ้ำ' } });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toContain('มีทะเบียนประเภทนี้อยู่แล้ว');
  });
});

describe('document-central', () => {
  it('numbers the outgoing letters of a department without its own send book from the central registry', async () => {
    await issue(org.clerkB);
    const bBefore = await counterOf(B, 'send');
    const rootBefore = await counterOf(ROOT, 'send');

    await updated('document-central', 1, { department_id: ROOT, numbers: 'send' });
    const central = await issue(org.clerkB, 'หนังสือที่สารบรรณกลางออกเลข');
    expect(central.F_DOC_NO).toBe(await plainDocNo(ROOT, rootBefore + 1));
    expect(await counterOf(B, 'send')).toBe(bBefore);
    // It is in the central registry's register, which the central clerks read.
    const list = await listOf(org.clerkRoot, ROOT, 'send');
    expect(list.items.find((item) => item.F_DOC_ID === central.F_DOC_ID)?.NUMBER).toBe(rootBefore + 1);
    // Receiving is not the central registry's here: B still numbers its own.
    const bReceiveBefore = await counterOf(B, 'receive');
    expect((await receive(org.officerA, B, org.clerkB)).RECEIVE_NO).toBe(bReceiveBefore + 1);
    // A department with its own book (A) keeps numbering itself.
    const aBefore = await counterOf(A, 'send');
    await issue(org.clerkA);
    expect(await counterOf(A, 'send')).toBe(aBefore + 1);

    // Giving B its own send book brings its numbers back to its own counter, continuing it.
    await created('manage-book-creation', { department_id: B, register: 'send', name_th: 'ทะเบียนหนังสือส่ง กองคลัง' });
    const back = await issue(org.clerkB);
    expect(back.F_DOC_NO).toBe(await plainDocNo(B, bBefore + 1));

    await updated('document-central', 1, { department_id: null, numbers: 'both' });
  });

  it('is one record: it cannot be added or deleted', async () => {
    expect((await call('settingsCreate', 'document-central', { record: { numbers: 'both' } })).status).toBe(403);
    expect((await call('settingsDelete', 'document-central', { id: 1 })).status).toBe(403);
  });
});

describe('manage-number-permission', () => {
  it('refuses a number to an issuer the book does not name (403, nothing written), and allows it once granted', async () => {
    const before = await counterOf(A, 'send');
    const entries = (await entriesOf(A, 'send')).length;
    const grant = await created('manage-number-permission', { book_id: sendBookA, person_id: org.clerkA2 });
    expect(grant.book_id__label).toBe('ทะเบียนหนังสือส่ง กองแผนงาน');

    const draft = await h.create(org.clerkA, { subject: 'หนังสือรอสิทธิ์ออกเลข' });
    const refused = await h.act(org.clerkA, draft.F_TRANS_ID, 'issueNumber').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).statusCode).toBe(403);
    expect((refused as ApiError).message).toBe(REGISTER_BOOK_MSG.mayNotIssue('ทะเบียนหนังสือส่ง กองแผนงาน'));
    expect(await counterOf(A, 'send')).toBe(before);
    expect(await entriesOf(A, 'send')).toHaveLength(entries);
    expect((await h.step(draft.F_TRANS_ID)).state).toBe('draft');

    // The person named may; then a role grant (registry clerks) lets clerkA too.
    expect((await issue(org.clerkA2)).F_DOC_NO).toContain(`/${before + 1}-ก`);
    await created('manage-number-permission', { book_id: sendBookA, role_id: 3 });
    expect((await h.act(org.clerkA, draft.F_TRANS_ID, 'issueNumber')).F_DOC_NO).toContain(`/${before + 2}-ก`);
    // A book with no grants is open to its clerks as before (B's send book).
    const bLast = await counterOf(B, 'send');
    expect((await issue(org.clerkB)).F_DOC_NO).toBe(await plainDocNo(B, bLast + 1));
  });

  it('asks for a person or a role, not both and not neither, and refuses deleting a book that has grants', async () => {
    for (const record of [{ book_id: sendBookA }, { book_id: sendBookA, person_id: org.clerkA, role_id: 4 }]) {
      const reply = await call('settingsCreate', 'manage-number-permission', { record });
      expect(reply.status).toBe(400);
      expect(reply.json.message).toContain('กรุณาเลือกผู้ใช้งานหรือบทบาทอย่างใดอย่างหนึ่ง');
    }
    const twice = await call('settingsCreate', 'manage-number-permission', { record: { book_id: sendBookA, person_id: org.clerkA2 } });
    expect(twice.status).toBe(409);
    const deleteBook = await call('settingsDelete', 'manage-book-creation', { id: sendBookA });
    expect(deleteBook.status).toBe(409);
    expect(deleteBook.json.message).toContain('ยังมีผู้ได้รับสิทธิ์ออกเลข');
  });
});

describe('registration-display, registration-book-display and its columns and functions', () => {
  it('lists the register books to reach their columns and functions, and writes nothing itself', async () => {
    const books = await call('settingsList', 'registration-book-display', { search: 'กองแผนงาน' });
    expect(books.json.items!.map((row) => row.id)).toContain(sendBookA);
    expect((await call('settingsCreate', 'registration-book-display', { record: { name_th: 'x' } })).status).toBe(403);
  });

  it('choose the columns the register list carries (in order) and its export keeps', async () => {
    // Without rows: the regulation's register form.
    expect((await listOf(org.clerkA, A, 'send')).COLUMNS).toEqual(['number', 'doc_no', 'doc_date', 'from', 'to', 'subject', 'disposal', 'remark']);

    // The kind's default display hides "from" in every send register without its own row.
    await created('registration-display', { register: 'send', column_key: 'from', position: 40, visible: false });
    expect((await listOf(org.clerkA, A, 'send')).COLUMNS).toEqual(['number', 'doc_no', 'doc_date', 'to', 'subject', 'disposal', 'remark']);
    expect((await listOf(org.clerkA, A, 'receive')).COLUMNS).toContain('from');

    // The book's own rows win: "from" back and first, the subject hidden, an optional column shown where placed.
    await created('manage-columns', { column_key: 'from', position: 5, visible: true }, sendBookA);
    await created('manage-columns', { column_key: 'subject', position: 60, visible: false }, sendBookA);
    await created('manage-columns', { column_key: 'speed', position: 25, visible: true }, sendBookA);
    const list = await listOf(org.clerkA, A, 'send');
    expect(list.COLUMNS).toEqual(['from', 'number', 'doc_no', 'speed', 'doc_date', 'to', 'disposal', 'remark']);
    const rows = await call('settingsList', 'manage-columns', { scope: sendBookA });
    expect(rows.json.items!.map((row) => row.column_key).sort()).toEqual(['from', 'speed', 'subject']);

    const file = await exportRegister(t.db, await loadViewer(t.db, org.clerkA), { departmentId: A, register: 'send' }, 'csv');
    const header = file.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!;
    expect(header).toBe('จาก,เลขทะเบียนส่ง,ที่,ชั้นความเร็ว,ลงวันที่,ถึง,การปฏิบัติ,หมายเหตุ,การยกเลิก,ผู้ลงทะเบียน');
    expect(header).not.toContain('เรื่อง');
  });

  it('switch export and cancelling off for a book, refused by the server', async () => {
    expect((await listOf(org.clerkA, A, 'send')).FUNCTIONS).toEqual(['export', 'print', 'cancel']);
    await created('manage-function-book-display', { function_key: 'export', offered: false }, sendBookA);
    await created('manage-function-book-display', { function_key: 'cancel', offered: false }, sendBookA);
    expect((await listOf(org.clerkA, A, 'send')).FUNCTIONS).toEqual(['print']);

    const viewer = await loadViewer(t.db, org.clerkA);
    const refused = await exportRegister(t.db, viewer, { departmentId: A, register: 'send' }, 'csv').catch((error: unknown) => error);
    expect((refused as ApiError).statusCode).toBe(403);
    expect((refused as ApiError).message).toBe(REGISTER_BOOK_MSG.functionOff('ส่งออกแฟ้ม'));
    // Another register keeps exporting.
    expect((await exportRegister(t.db, viewer, { departmentId: A, register: 'receive' }, 'csv')).body.length).toBeGreaterThan(0);

    const numbered = await issue(org.clerkA);
    const cancel = await h.act(org.clerkA, numbered.F_TRANS_ID, 'cancelNumber', { note: 'ออกเลขผิด' }).catch((error: unknown) => error);
    expect((cancel as ApiError).statusCode).toBe(403);
    const entry = (await entriesOf(A, 'send')).find((e) => e.doc_no === numbered.F_DOC_NO)!;
    expect(entry.cancelled_at).toBeNull();

    // Switched back on, both work again.
    await updated('manage-function-book-display', 'cancel', { function_key: 'cancel', offered: true }, sendBookA);
    expect((await h.act(org.clerkA, numbered.F_TRANS_ID, 'cancelNumber', { note: 'ออกเลขผิด' })).STATE).toBe('to_number');
  });
});
