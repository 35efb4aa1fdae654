/**
 * The vocabularies a letter's routing reads, over HTTP against a real database: an assignment
 * kind kept on the job-type page is what an assign takes and what the assigned person sees in
 * the letter's history (under its current name); one switched off or unknown is refused in Thai
 * with nothing written. A signing kind with its lines (sign-type/signTypeGroup/{id}) is what a
 * sign takes, and the letter shows the lines under the signature. The letter read names the
 * category and command kind it was written with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { MSG } from '../correspondence/messages';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer', 'director', 'saraban']) {
    tokens[username] = await signIn(t, username);
    ids[username] = (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }
}, 120_000);
afterAll(() => t?.close());

type Row = Record<string, unknown>;
type Step = Row & { F_TRANS_ID: number; KIND: string };
type Reply = { status: string; message: string; item?: Row & { NEW_TRANS_IDS?: number[]; F_DOC_ID?: number; F_TRANS_ID?: number } };

const call = (name: RouteName, body: unknown, token: string, page = '') => settingsCall<Reply>(t.app, name, page, body, token);

async function ok(name: RouteName, body: unknown, token: string, page = ''): Promise<NonNullable<Reply['item']>> {
  const reply = await call(name, body, token, page);
  expect(reply.status, reply.text).toBe(200);
  return reply.json.item!;
}

const setting = (page: string, body: Row) => ok('settingsCreate', body, tokens.admin!, page);
const settingUpdate = (page: string, body: Row) => ok('settingsUpdate', body, tokens.admin!, page);
const act = (who: string, body: Row) => call('documentAction', body, tokens[who]!);

/** A draft by the officer, presented to the director (for consideration or signature). */
async function presentedLetter(fields: Row, purpose: 'consider' | 'sign'): Promise<{ docId: number; stepId: number }> {
  const letter = await ok('createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: 'หนังสือทดสอบงานที่มอบหมาย', ...fields }, tokens.officer!);
  const presented = await act('officer', { F_TRANS_ID: letter.F_TRANS_ID, ACTION: 'present', PURPOSE: purpose, TO_PERSON_IDS: [ids.director] });
  expect(presented.status, presented.text).toBe(200);
  return { docId: letter.F_DOC_ID!, stepId: presented.json.item!.NEW_TRANS_IDS![0]! };
}

const history = async (docId: number, who: string) => (await ok('getDocument', { F_DOC_ID: docId }, tokens[who]!)).history as Step[];

describe('job-type: the kind of work an assignment gives', () => {
  it('an assign takes a kind added on the settings page; the assigned person sees its current name in the history', async () => {
    const job = await setting('job-type', { record: { name_th: 'เพื่อจัดทำร่างตอบ', name_en: 'To draft a reply', active: true } });
    const { docId, stepId } = await presentedLetter({}, 'consider');
    const assigned = await act('director', { F_TRANS_ID: stepId, ACTION: 'assign', TO_PERSON_IDS: [ids.saraban], F_JOB_TYPE_ID: job.id, NOTE: 'ดำเนินการด่วน' });
    expect(assigned.status, assigned.text).toBe(200);
    const newStep = assigned.json.item!.NEW_TRANS_IDS![0]!;

    let step = (await history(docId, 'saraban')).find((s) => s.F_TRANS_ID === newStep)!;
    expect(step).toMatchObject({ KIND: 'assign', TO_PERSON_ID: ids.saraban, F_JOB_TYPE_ID: job.id, F_JOB_TYPE_NAME: 'เพื่อจัดทำร่างตอบ' });
    // Renamed on its page: the letters already assigned with it show the new name.
    await settingUpdate('job-type', { id: job.id, record: { name_th: 'เพื่อจัดทำร่างหนังสือตอบ', name_en: 'To draft a reply', active: true } });
    step = (await history(docId, 'saraban')).find((s) => s.F_TRANS_ID === newStep)!;
    expect(step.F_JOB_TYPE_NAME).toBe('เพื่อจัดทำร่างหนังสือตอบ');
    // Without a kind the step carries none.
    const other = await presentedLetter({}, 'consider');
    const plain = await act('director', { F_TRANS_ID: other.stepId, ACTION: 'assign', TO_PERSON_IDS: [ids.saraban] });
    expect(plain.status, plain.text).toBe(200);
    expect((await history(other.docId, 'saraban')).find((s) => s.KIND === 'assign')).toMatchObject({ F_JOB_TYPE_ID: null, F_JOB_TYPE_NAME: null });
    // In use: deleting it is refused; switching it off is how it goes.
    const inUse = await call('settingsDelete', { id: job.id }, tokens.admin!, 'job-type');
    expect(inUse.status).toBe(409);
    expect(inUse.json.message).toMatch(/ลบประเภทงานที่มอบหมายนี้ไม่ได้/);
  });

  it('refuses a kind switched off, an unknown one, or one on another action, in Thai, writing nothing', async () => {
    const job = await setting('job-type', { record: { name_th: 'เพื่อเก็บเป็นหลักฐาน', active: true } });
    await settingUpdate('job-type', { id: job.id, record: { name_th: 'เพื่อเก็บเป็นหลักฐาน', active: false } });
    const { docId, stepId } = await presentedLetter({}, 'consider');
    const before = await history(docId, 'director');

    const inactive = await act('director', { F_TRANS_ID: stepId, ACTION: 'assign', TO_PERSON_IDS: [ids.saraban], F_JOB_TYPE_ID: job.id });
    expect(inactive.status).toBe(400);
    expect(inactive.json.message).toBe(MSG.inactiveStepLookup('ประเภทงานที่มอบหมาย'));
    const unknown = await act('director', { F_TRANS_ID: stepId, ACTION: 'assign', TO_PERSON_IDS: [ids.saraban], F_JOB_TYPE_ID: 99999 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(MSG.unknownLookup('ประเภทงานที่มอบหมาย'));
    const elsewhere = await act('director', { F_TRANS_ID: stepId, ACTION: 'consider', RESULT: 'ทราบ', F_JOB_TYPE_ID: 1 });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.json.message).toBe(MSG.lookupNotForAction('ประเภทงานที่มอบหมาย', 'มอบหมายงาน'));

    expect(await history(docId, 'director')).toEqual(before);
  });
});

describe('sign-type: how a letter is signed, with its lines under the signature', () => {
  it('a sign takes a kind; the letter shows the lines added on sign-type/signTypeGroup/{id}, in order', async () => {
    const type = await setting('sign-type', { record: { name_th: 'ทำการแทน (ทดสอบ)', name_en: 'Acting (test)', active: true } });
    const second = await setting('signTypeGroup', { scope: type.id, record: { sort_order: 2, name_th: 'อธิบดีกรมตัวอย่าง', active: true } });
    await setting('signTypeGroup', { scope: type.id, record: { sort_order: 1, name_th: 'ทำการแทน', active: true } });
    const offered = (await ok('getLookups', {}, tokens.director!)).signTypes as Row[];
    expect(offered).toContainEqual({ F_SIGN_TYPE_ID: type.id, NAME: 'ทำการแทน (ทดสอบ)', NAME_ENG: 'Acting (test)' });

    const { docId, stepId } = await presentedLetter({}, 'sign');
    const signed = await act('director', { F_TRANS_ID: stepId, ACTION: 'sign', F_SIGN_TYPE_ID: type.id });
    expect(signed.status, signed.text).toBe(200);
    const step = (await history(docId, 'officer')).find((s) => s.F_TRANS_ID === stepId)!;
    expect(step).toMatchObject({
      KIND: 'sign',
      ACTION: 'sign',
      F_SIGN_TYPE_ID: type.id,
      F_SIGN_TYPE_NAME: 'ทำการแทน (ทดสอบ)',
      SIGN_LINES: ['ทำการแทน', 'อธิบดีกรมตัวอย่าง'],
    });
    // The other steps carry no signing kind.
    expect((await history(docId, 'officer')).filter((s) => s.F_SIGN_TYPE_ID !== null).map((s) => s.F_TRANS_ID)).toEqual([stepId]);

    // A signed letter keeps the lines it was signed with; a later edit shows on letters signed after it.
    await settingUpdate('signTypeGroup', { scope: type.id, id: second.id, record: { sort_order: 2, name_th: 'อธิบดีกรมตัวอย่างใหม่', active: true } });
    expect((await history(docId, 'officer')).find((s) => s.F_TRANS_ID === stepId)!.SIGN_LINES).toEqual(['ทำการแทน', 'อธิบดีกรมตัวอย่าง']);
    const later = await presentedLetter({}, 'sign');
    expect((await act('director', { F_TRANS_ID: later.stepId, ACTION: 'sign', F_SIGN_TYPE_ID: type.id })).status).toBe(200);
    expect((await history(later.docId, 'officer')).find((s) => s.F_TRANS_ID === later.stepId)!.SIGN_LINES).toEqual(['ทำการแทน', 'อธิบดีกรมตัวอย่างใหม่']);
  });

  it('refuses a signing kind switched off or unknown, in Thai, and the letter stays unsigned', async () => {
    const type = await setting('sign-type', { record: { name_th: 'รักษาราชการแทน (เลิกใช้)', active: true } });
    await settingUpdate('sign-type', { id: type.id, record: { name_th: 'รักษาราชการแทน (เลิกใช้)', active: false } });
    expect(((await ok('getLookups', {}, tokens.director!)).signTypes as Row[]).map((row) => row.F_SIGN_TYPE_ID)).not.toContain(type.id);
    const { docId, stepId } = await presentedLetter({}, 'sign');
    const before = await history(docId, 'director');

    const inactive = await act('director', { F_TRANS_ID: stepId, ACTION: 'sign', F_SIGN_TYPE_ID: type.id });
    expect(inactive.status).toBe(400);
    expect(inactive.json.message).toBe(MSG.inactiveStepLookup('ประเภทการลงนาม'));
    const unknown = await act('director', { F_TRANS_ID: stepId, ACTION: 'sign', F_SIGN_TYPE_ID: 99999 });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(MSG.unknownLookup('ประเภทการลงนาม'));

    expect(await history(docId, 'director')).toEqual(before);
    const letter = await ok('getDocument', { F_DOC_ID: docId }, tokens.director!);
    expect(letter.F_DOC_COMMAND_NAME_UNDER).toBeNull();
  });
});

describe('the letter read names its category and command kind', () => {
  it('returns the ids and current names, and nulls for a letter without them', async () => {
    const category = await setting('system-category-document-book', {
      record: { name_th: 'ความร่วมมือระหว่างประเทศ', name_en: 'International cooperation', active: true },
    });
    const letter = await ok(
      'createDocument',
      { F_DOC_TYPE_ID: 4, F_DOC_TITLE: 'คำสั่งแต่งตั้งคณะทำงาน', F_CATEGORY_ID: category.id, F_COMMAND_TYPE_ID: 1 },
      tokens.officer!,
    );
    expect(await ok('getDocument', { F_DOC_ID: letter.F_DOC_ID }, tokens.officer!)).toMatchObject({
      F_CATEGORY_ID: category.id,
      F_CATEGORY_NAME: 'ความร่วมมือระหว่างประเทศ',
      F_COMMAND_TYPE_ID: 1,
      F_COMMAND_TYPE_NAME: 'คำสั่งแต่งตั้ง',
    });
    // Switched off later: the letter still names it.
    await settingUpdate('system-category-document-book', { id: category.id, record: { name_th: 'ความร่วมมือต่างประเทศ', name_en: '', active: false } });
    expect((await ok('getDocument', { F_DOC_ID: letter.F_DOC_ID }, tokens.officer!)).F_CATEGORY_NAME).toBe('ความร่วมมือต่างประเทศ');

    const plain = await ok('createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: 'หนังสือไม่มีหมวดหมู่' }, tokens.officer!);
    expect(await ok('getDocument', { F_DOC_ID: plain.F_DOC_ID }, tokens.officer!)).toMatchObject({
      F_CATEGORY_ID: null,
      F_CATEGORY_NAME: null,
      F_COMMAND_TYPE_ID: null,
      F_COMMAND_TYPE_NAME: null,
    });
  });
});
