/**
 * The letter vocabulary settings pages over HTTP against a real database, each shown changing
 * what people see where letters use it: a new or renamed value is what the letter forms are
 * offered (get-lookups), a value switched off is no longer offered and a new letter naming it is
 * refused (400 in Thai) while letters that carry it still show its name, a value in use cannot
 * be deleted (409 in Thai), the regulation's fixed speed and secrecy classes and book groups
 * change only their names and colours (the queue rows, the document and the dashboard show the
 * new ones), and the signing types keep their lines under the signature on the nested page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { settingsPageOf } from '../../../engine/settings/settings-pages';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, postForm, signIn, type TestApp } from '../../test-support/test-app';
import { dashboardBooks } from '../correspondence/queues/dashboard';
import { MSG } from '../correspondence/messages';
import { loadViewer } from '../correspondence/viewer';
import { SETTINGS_MSG } from './settings-messages';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer', 'saraban']) tokens[username] = await signIn(t, username);
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;
type Reply = { status: string; message: string; item?: Row; items?: Row[]; total?: number; fields?: string[] };
type Lookups = {
  docTypes: Row[];
  bookGroups: Row[];
  speeds: Row[];
  secrets: Row[];
  senderTypes: Row[];
  categories: Row[];
  commandTypes: Row[];
  jobTypes: Row[];
  sendFrom: string[];
  sendTo: string[];
};

const call = (name: RouteName, page: string, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, page, body, token);

async function created(page: string, body: Row): Promise<Row> {
  const reply = await call('settingsCreate', page, body);
  expect(reply.status, reply.json.message).toBe(200);
  return reply.json.item!;
}

async function updated(page: string, id: unknown, record: Row, scope?: unknown): Promise<Row> {
  const reply = await call('settingsUpdate', page, { id, record, ...(scope === undefined ? {} : { scope }) });
  expect(reply.status, reply.json.message).toBe(200);
  return reply.json.item!;
}

/** What the letter forms are offered, as an officer's form asks for it. */
async function lookups(token = tokens.officer): Promise<Lookups> {
  const reply = await settingsCall<{ status: string; item: Lookups }>(t.app, 'getLookups', '', {}, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.json.item;
}

/** A new draft through create-document, as the write-a-letter form sends it. */
const createLetter = (fields: Row, token = tokens.officer) =>
  settingsCall<{ status: string; message: string; item: { F_DOC_ID: number } }>(
    t.app,
    'createDocument',
    '',
    { F_DOC_TITLE: 'หนังสือทดสอบคำศัพท์', F_DEAR: 'ผู้อำนวยการ', ...fields },
    token,
  );

/** The letter as a reader opens it (its names come by join from the vocabularies). */
async function documentRead(documentId: number, token = tokens.officer): Promise<Row> {
  const reply = await settingsCall<{ status: string; item: Row }>(t.app, 'getDocument', '', { F_DOC_ID: documentId }, token);
  expect(reply.status, reply.text).toBe(200);
  return reply.json.item;
}

async function letterId(fields: Row): Promise<number> {
  const reply = await createLetter(fields);
  expect(reply.status, reply.text).toBe(200);
  return reply.json.item.F_DOC_ID;
}

describe('document-type', () => {
  it('a new document type appears in the create form’s options with the next code, and a letter can be written with it', async () => {
    const item = await created('document-type', {
      record: { name_th: 'หนังสือแจ้งความ', name_en: 'Notice', key: 'notice', book_group: null, active: true },
    });
    // Codes 1-16 are the regulation's; a new type takes the next one.
    expect(item.id).toBe(17);
    const offered = (await lookups()).docTypes;
    expect(offered.find((type) => type.F_DOC_TYPE_ID === 17)).toEqual({
      F_DOC_TYPE_ID: 17,
      KEY: 'notice',
      NAME: 'หนังสือแจ้งความ',
      NAME_ENG: 'Notice',
      F_BOOK_GROUP: null,
    });
    // The regulation's kinds keep their codes.
    expect(offered.find((type) => type.F_DOC_TYPE_ID === 4)).toMatchObject({ KEY: 'command', F_BOOK_GROUP: 'command' });
    const id = await letterId({ F_DOC_TYPE_ID: 17 });
    expect(await documentRead(id)).toMatchObject({ F_DOC_TYPE_ID: 17, F_DOC_TYPE_NAME: 'หนังสือแจ้งความ' });
  });

  it('a renamed type is offered and shown under its new name', async () => {
    const id = await letterId({ F_DOC_TYPE_ID: 17 });
    await updated('document-type', 17, { name_th: 'หนังสือแจ้งความ (ฉบับปรับปรุง)', name_en: 'Notice', key: 'notice', book_group: null, active: true });
    expect((await lookups()).docTypes.find((type) => type.F_DOC_TYPE_ID === 17)!.NAME).toBe('หนังสือแจ้งความ (ฉบับปรับปรุง)');
    expect((await documentRead(id)).F_DOC_TYPE_NAME).toBe('หนังสือแจ้งความ (ฉบับปรับปรุง)');
  });

  it('a deactivated type is no longer offered, a new letter of it is refused, but letters using it still show its name', async () => {
    const id = await letterId({ F_DOC_TYPE_ID: 17 });
    // In use: deleting is refused with the page's Thai message; switching it off is the way.
    const refused = await call('settingsDelete', 'document-type', { id: 17 });
    expect(refused.status).toBe(409);
    const rule = settingsPageOf('document-type')!.delete;
    expect(rule.mode === 'refuse-in-use' && rule.inUse[0]!.message).toBe(refused.json.message);
    expect(refused.json.message).toMatch(/ลบประเภทหนังสือนี้ไม่ได้/);
    expect(await t.db.selectFrom('doc_types').select('id').where('id', '=', 17).executeTakeFirst()).toBeDefined();

    await updated('document-type', 17, { name_th: 'หนังสือแจ้งความ (ฉบับปรับปรุง)', name_en: 'Notice', key: 'notice', book_group: null, active: false });
    expect((await lookups()).docTypes.map((type) => type.F_DOC_TYPE_ID)).not.toContain(17);
    const refusedLetter = await createLetter({ F_DOC_TYPE_ID: 17 });
    expect(refusedLetter.status).toBe(400);
    expect(refusedLetter.json.message).toBe(MSG.inactiveLookup('ประเภทหนังสือ'));
    expect((await documentRead(id)).F_DOC_TYPE_NAME).toBe('หนังสือแจ้งความ (ฉบับปรับปรุง)');
  });

  it('an unused type can be deleted; a key or name already used is refused with its own message', async () => {
    const spare = await created('document-type', { record: { name_th: 'หนังสือชั่วคราว', name_en: '', key: 'temporary', book_group: null, active: true } });
    const sameKey = await call('settingsCreate', 'document-type', {
      record: { name_th: 'อีกชื่อหนึ่ง', name_en: '', key: 'temporary', book_group: null, active: true },
    });
    expect(sameKey.status).toBe(409);
    expect(sameKey.json.message).toMatch(/รหัสอ้างอิงนี้/);
    const sameName = await call('settingsCreate', 'document-type', {
      record: { name_th: 'หนังสือภายนอก', name_en: '', key: 'outside2', book_group: null, active: true },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.json.message).toMatch(/ชื่อนี้/);
    const badKey = await call('settingsCreate', 'document-type', { record: { name_th: 'ชื่อใหม่', name_en: '', key: 'มีไทย', book_group: null, active: true } });
    expect(badKey.status).toBe(400);
    expect((await call('settingsDelete', 'document-type', { id: spare.id })).status).toBe(200);
    expect((await lookups()).docTypes.map((type) => type.KEY)).not.toContain('temporary');
  });

  it('a type in a book group carries the group to the form, which publishes such letters', async () => {
    const item = await created('document-type', {
      record: { name_th: 'ประกาศรับสมัคร', name_en: 'Call for applicants', key: 'recruit', book_group: 'announce', active: true },
    });
    expect(item.book_group__label).toBe('ประกาศ');
    expect((await lookups()).docTypes.find((type) => type.F_DOC_TYPE_ID === item.id)!.F_BOOK_GROUP).toBe('announce');
    const id = await letterId({ F_DOC_TYPE_ID: item.id });
    expect((await documentRead(id)).F_BOOK_GROUP).toBe('announce');
  });
});

describe('document-speed and document-secret: the regulation’s fixed classes', () => {
  it('offer only updating: adding or deleting a class is refused whoever asks', async () => {
    for (const page of ['document-speed', 'document-secret', 'system-manage-book-group']) {
      expect((await call('settingsCreate', page, { record: { name_th: 'ใหม่', name_en: 'New', color: '#123456' } })).status, page).toBe(403);
      expect((await call('settingsDelete', page, { id: page === 'system-manage-book-group' ? 'news' : 4 })).status, page).toBe(403);
    }
  });

  it('change neither the code nor the level, and a colour must be #rrggbb', async () => {
    const withId = await call('settingsUpdate', 'document-speed', { id: 2, record: { id: 9, name_th: 'ด่วน', name_en: 'Urgent', color: '#ef6c00' } });
    expect(withId.status).toBe(400);
    const withLevel = await call('settingsUpdate', 'document-secret', {
      id: 2,
      record: { level: 9, name_th: 'ลับ', name_en: 'Confidential', color: '#f9a825' },
    });
    expect(withLevel.status).toBe(400);
    expect(withLevel.json.message).toBe(SETTINGS_MSG.readOnly('ระดับ'));
    const badColour = await call('settingsUpdate', 'document-speed', { id: 2, record: { name_th: 'ด่วน', name_en: 'Urgent', color: 'red;background:url(x)' } });
    expect(badColour.status).toBe(400);
    expect(badColour.json.message).toMatch(/สี/);
    expect(await t.db.selectFrom('doc_secrets').select(['id', 'level']).orderBy('id').execute()).toEqual([
      { id: 1, level: 1 },
      { id: 2, level: 2 },
      { id: 3, level: 3 },
      { id: 4, level: 4 },
    ]);
  });

  it('a renamed speed is what the form offers and what the letter shows', async () => {
    const id = await letterId({ F_DOC_TYPE_ID: 2, F_DOC_SPEED_ID: 3 });
    await updated('document-speed', 3, { name_th: 'ด่วนมากเป็นพิเศษ', name_en: 'Very urgent', color: '#aa00aa' });
    expect((await lookups()).speeds.find((speed) => speed.F_DOC_SPEED_ID === 3)).toEqual({
      F_DOC_SPEED_ID: 3,
      NAME: 'ด่วนมากเป็นพิเศษ',
      NAME_ENG: 'Very urgent',
      F_COLOR: '#aa00aa',
    });
    expect((await documentRead(id)).F_DOC_SPEED_NAME).toBe('ด่วนมากเป็นพิเศษ');
  });

  it('a renamed secrecy class shows its new name and colour in the queue rows and the document read', async () => {
    const queue = async () =>
      (await postForm(t.app, '/api/sarabun/get-todo-list', { typeCode: 'unreceived', page: '1' }, { token: tokens.saraban })).json<{ items: Row[] }>().items;
    const before = (await queue())[0]!;
    const document = await t.db
      .selectFrom('transactions as tr')
      .innerJoin('documents as d', 'd.id', 'tr.document_id')
      .select(['d.id', 'd.secret_id'])
      .where('tr.id', '=', Number(before.F_TRANS_ID))
      .executeTakeFirstOrThrow();
    const secret = await t.db.selectFrom('doc_secrets').selectAll().where('id', '=', document.secret_id).executeTakeFirstOrThrow();
    await updated('document-secret', secret.id, { name_th: `${secret.name_th} (แก้ไข)`, name_en: secret.name_en, color: '#123abc' });
    const after = (await queue()).find((row) => row.F_TRANS_ID === before.F_TRANS_ID)!;
    expect(after).toMatchObject({ F_DOC_SECRET_NAME: `${secret.name_th} (แก้ไข)`, F_COLOR: '#123abc' });
    expect(await documentRead(Number(document.id), tokens.saraban)).toMatchObject({ F_DOC_SECRET_NAME: `${secret.name_th} (แก้ไข)`, F_COLOR: '#123abc' });
    expect((await lookups()).secrets.find((row) => row.F_DOC_SECRET_ID === secret.id)).toMatchObject({ NAME: `${secret.name_th} (แก้ไข)`, F_COLOR: '#123abc' });
  });
});

describe('system-manage-book-group', () => {
  it('renames a book group: the dashboard card and the form show the new name; its code cannot be added to', async () => {
    await updated('system-manage-book-group', 'news', { code: 'news', name_th: 'ข่าวประชาสัมพันธ์', name_en: 'News' });
    const admin = await t.db.selectFrom('people').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const cards = await dashboardBooks(t.db, await loadViewer(t.db, admin.id));
    expect(cards.news!.TITLE).toBe('ข่าวประชาสัมพันธ์');
    expect((await lookups()).bookGroups.find((group) => group.CODE === 'news')!.NAME).toBe('ข่าวประชาสัมพันธ์');
    const withOrder = await call('settingsUpdate', 'system-manage-book-group', {
      id: 'news',
      record: { code: 'news', name_th: 'ข่าว', name_en: 'News', sort_order: 1 },
    });
    expect(withOrder.status).toBe(400);
  });
});

describe('categories, sender types and command types', () => {
  it('a new category is offered and filed on the letter; switched off it is refused for new letters; in use it cannot be deleted', async () => {
    const category = await created('system-category-document-book', {
      record: { name_th: 'ความร่วมมือระหว่างประเทศ', name_en: 'International cooperation', active: true },
    });
    expect((await lookups()).categories).toContainEqual({ F_CATEGORY_ID: category.id, NAME: 'ความร่วมมือระหว่างประเทศ', NAME_ENG: 'International cooperation' });
    const id = await letterId({ F_DOC_TYPE_ID: 2, F_CATEGORY_ID: category.id });
    expect((await t.db.selectFrom('documents').select('category_id').where('id', '=', id).executeTakeFirstOrThrow()).category_id).toBe(category.id);

    const inUse = await call('settingsDelete', 'system-category-document-book', { id: category.id });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toMatch(/ลบหมวดหมู่หนังสือนี้ไม่ได้/);

    await updated('system-category-document-book', category.id, { name_th: 'ความร่วมมือระหว่างประเทศ', name_en: 'International cooperation', active: false });
    expect((await lookups()).categories.map((row) => row.F_CATEGORY_ID)).not.toContain(category.id);
    const refused = await createLetter({ F_DOC_TYPE_ID: 2, F_CATEGORY_ID: category.id });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MSG.inactiveLookup('หมวดหมู่หนังสือ'));
    const unknown = await createLetter({ F_DOC_TYPE_ID: 2, F_CATEGORY_ID: 999 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(MSG.unknownLookup('หมวดหมู่หนังสือ'));
  });

  it('a sender type switched off is no longer offered to the incoming form and is refused', async () => {
    const sender = await created('serdertype', { record: { name_th: 'องค์กรปกครองส่วนท้องถิ่น', name_en: 'Local government', active: true } });
    expect((await lookups()).senderTypes.map((row) => row.NAME)).toContain('องค์กรปกครองส่วนท้องถิ่น');
    await updated('serdertype', sender.id, { name_th: 'องค์กรปกครองส่วนท้องถิ่น', name_en: 'Local government', active: false });
    expect((await lookups()).senderTypes.map((row) => row.NAME)).not.toContain('องค์กรปกครองส่วนท้องถิ่น');
    const refused = await createLetter({ F_DOC_TYPE_ID: 1, F_SENDER_TYPE_ID: sender.id });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MSG.inactiveLookup('ประเภทผู้ส่ง'));
    // The seeded sender types are used by the seeded letters: they can only be switched off.
    const seeded = await call('settingsDelete', 'serdertype', { id: 2 });
    expect(seeded.status).toBe(409);
    expect(seeded.json.message).toMatch(/ลบประเภทผู้ส่งนี้ไม่ได้/);
  });

  it('a command type is offered for command letters and kept on the letter; switched off it is refused', async () => {
    const kind = await created('command-type', { record: { name_th: 'คำสั่งแต่งตั้งคณะกรรมการ', name_en: 'Committee appointment', active: true } });
    expect((await lookups()).commandTypes.map((row) => row.NAME)).toContain('คำสั่งแต่งตั้งคณะกรรมการ');
    const id = await letterId({ F_DOC_TYPE_ID: 4, F_COMMAND_TYPE_ID: kind.id });
    expect((await t.db.selectFrom('documents').select('command_type_id').where('id', '=', id).executeTakeFirstOrThrow()).command_type_id).toBe(kind.id);
    expect((await call('settingsDelete', 'command-type', { id: kind.id })).status).toBe(409);
    await updated('command-type', kind.id, { name_th: 'คำสั่งแต่งตั้งคณะกรรมการ', name_en: 'Committee appointment', active: false });
    const refused = await createLetter({ F_DOC_TYPE_ID: 4, F_COMMAND_TYPE_ID: kind.id });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MSG.inactiveLookup('ประเภทคำสั่ง'));
  });
});

describe('book-send-from, book-send-to and job-type', () => {
  it('the agencies kept are the From and To suggestions of the form, only while offered', async () => {
    const from = await created('book-send-from', { record: { name_th: 'กรมส่งเสริมการปกครองท้องถิ่น', active: true } });
    const to = await created('book-send-to', { record: { name_th: 'สำนักงบประมาณ', active: true } });
    let offered = await lookups();
    expect(offered.sendFrom).toContain('กรมส่งเสริมการปกครองท้องถิ่น');
    expect(offered.sendTo).toContain('สำนักงบประมาณ');
    expect(offered.sendFrom).not.toContain('สำนักงบประมาณ');
    await updated('book-send-from', from.id, { name_th: 'กรมส่งเสริมการปกครองท้องถิ่น', active: false });
    expect((await call('settingsDelete', 'book-send-to', { id: to.id })).status).toBe(200);
    offered = await lookups();
    expect(offered.sendFrom).not.toContain('กรมส่งเสริมการปกครองท้องถิ่น');
    expect(offered.sendTo).not.toContain('สำนักงบประมาณ');
    const duplicate = await call('settingsCreate', 'book-send-from', { record: { name_th: ' กรมส่งเสริมการปกครองท้องถิ่น', active: true } });
    expect(duplicate.status).toBe(409);
  });

  it('a new assignment type is offered; one switched off is not', async () => {
    const job = await created('job-type', { record: { name_th: 'เพื่อติดตามผล', name_en: 'For follow-up', active: true } });
    expect((await lookups()).jobTypes).toContainEqual({ F_JOB_TYPE_ID: job.id, NAME: 'เพื่อติดตามผล', NAME_ENG: 'For follow-up' });
    await updated('job-type', job.id, { name_th: 'เพื่อติดตามผล', name_en: 'For follow-up', active: false });
    expect((await lookups()).jobTypes.map((row) => row.F_JOB_TYPE_ID)).not.toContain(job.id);
  });

  it('are the administrator’s: an officer without a grant may not read or change them', async () => {
    for (const page of ['document-type', 'document-speed', 'book-send-from', 'sign-type']) {
      expect((await call('settingsList', page, {}, tokens.officer)).status, page).toBe(403);
    }
  });
});

describe('sign-type and its lines (sign-type/signTypeGroup/{id})', () => {
  it('keeps each signing type’s lines under its own record; a type with lines cannot be deleted', async () => {
    const type = await created('sign-type', { record: { name_th: 'ทำการแทน', name_en: 'Acting', active: true } });
    const line1 = await created('signTypeGroup', { scope: type.id, record: { sort_order: 2, name_th: 'อธิบดีกรมตัวอย่าง', active: true } });
    await created('signTypeGroup', { scope: type.id, record: { sort_order: 1, name_th: 'ทำการแทน', active: true } });
    const listed = await call('settingsList', 'signTypeGroup', { scope: type.id });
    expect(listed.json.items!.map((row) => row.name_th)).toEqual(['ทำการแทน', 'อธิบดีกรมตัวอย่าง']);
    // Another type's lines are not reached from here.
    expect((await call('settingsList', 'signTypeGroup', { scope: 2 })).json.items!.map((row) => row.name_th)).toEqual(['ปฏิบัติราชการแทน']);
    expect((await call('settingsUpdate', 'signTypeGroup', { scope: 2, id: line1.id, record: { sort_order: 1, name_th: 'x', active: true } })).status).toBe(404);
    expect((await call('settingsList', 'signTypeGroup', { scope: 999 })).status).toBe(404);
    expect((await call('settingsList', 'signTypeGroup', {})).status).toBe(400);

    const inUse = await call('settingsDelete', 'sign-type', { id: type.id });
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toMatch(/ลบประเภทการลงนามนี้ไม่ได้/);
    const rows = await t.db
      .selectFrom('sign_type_groups')
      .select('sign_type_id')
      .where('sign_type_id', '=', type.id as number)
      .execute();
    expect(rows).toHaveLength(2);
  });
});
