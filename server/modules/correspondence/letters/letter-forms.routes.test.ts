/**
 * Letters written on the regulation's forms, over HTTP: the writer saves versions (each kept, with
 * who and why), content outside the form's schema is refused with nothing written, a person who
 * may not read the letter finds nothing, the PDF reads back (poppler's pdftotext) as the letter
 * with a draft watermark until the register numbers it and with its number after, it prints the
 * tenant's emblem as its one image, and a letter registered from outside answers 404 with a Thai
 * message.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import type { DocumentDetail } from '../../../../schemas/generated/api/document.reply';
import type { LetterContent } from '../../../../schemas/generated/api/letter-content';
import { createTestApp, signIn, type TestApp } from '../../../test-support/test-app';
import { seedCorrespondence } from '../seed';
import { createDocument } from './documents';
import { performAction } from './actions';

let t: TestApp;
let dir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let draftId: number;

const SUBJECT = 'ขอความอนุเคราะห์ส่งผู้แทนเข้าร่วมประชุมเชิงปฏิบัติการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์';
const CONTENT: LetterContent = {
  FORM: 'external',
  SALUTATION: 'ผู้อำนวยการสำนักงานเทคโนโลยีสารสนเทศ',
  BODY: [
    { KIND: 'paragraph', TEXT: 'ด้วยกรมตัวอย่างกำหนดจัดการประชุมเชิงปฏิบัติการเรื่องการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์ ในวันที่ 15 ธันวาคม 2569' },
    { KIND: 'item', LABEL: '1.', TEXT: 'ลงทะเบียนล่วงหน้าผ่านระบบสารบรรณอิเล็กทรอนิกส์' },
    { KIND: 'paragraph', TEXT: 'จึงเรียนมาเพื่อโปรดพิจารณา' },
  ],
  SIGNER_NAME: 'นายสมชาย ใจดี',
  SIGNER_POSITION: 'อธิบดีกรมตัวอย่าง',
  OFFICE: 'กรมตัวอย่าง\nถนนราชดำเนินนอก กรุงเทพฯ 10300',
};

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'saraban-letter-'));
  await seedCorrespondence(t.db, t.tenant.manifest);
  for (const username of ['saraban', 'officer', 'director']) {
    tokens[username] = await signIn(t, username);
    ids[username] = Number((await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  }
  const draft = await createDocument(t.db, { actorId: ids.officer!, ip: null }, { docTypeId: 1, subject: SUBJECT, to: 'สำนักงานเทคโนโลยีสารสนเทศ' });
  draftId = draft.F_DOC_ID;
}, 120_000);
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const save = (who: string, body: object) =>
  t.app.inject({ method: 'POST', url: ROUTES.letterSave.path, payload: body, headers: { authorization: `Bearer ${tokens[who]}` } });
const pdfOf = (who: string, query: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `${ROUTES.letterPdf.path}?${new URLSearchParams(query)}`, headers: { authorization: `Bearer ${tokens[who]}` } });
const letterOf = async (who: string, documentId: number) => {
  const reply = await t.app.inject({
    method: 'POST',
    url: ROUTES.getDocument.path,
    payload: { F_DOC_ID: documentId },
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ item: DocumentDetail }>().item;
};
const versionsCount = async (documentId: number) =>
  Number(
    (
      await t.db
        .selectFrom('letter_versions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('document_id', '=', documentId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The PDF's text as pdftotext reads it, whitespace removed so wrapped lines join again. */
function textOf(pdf: Buffer): string {
  const file = path.join(dir, `letter-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

describe('letters on the regulation forms', () => {
  it('keeps every version the writer saves, and refuses content outside the form with nothing written', async () => {
    const first = await save('officer', { F_DOC_ID: draftId, CONTENT });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ VERSION: 1, message: 'บันทึกเนื้อหาหนังสือแล้ว (ฉบับที่ 1)' });
    for (const bad of [
      { ...CONTENT, SIGNER_NAME: ' ' },
      { ...CONTENT, FORM: 'poem' },
      { ...CONTENT, BODY: [] },
      { ...CONTENT, BODY: [{ KIND: 'table', TEXT: 'x' }] },
    ]) {
      expect((await save('officer', { F_DOC_ID: draftId, CONTENT: bad })).statusCode).toBe(400);
    }
    // The director may not read the officer's draft: it is not there for him.
    expect((await save('director', { F_DOC_ID: draftId, CONTENT })).statusCode).toBe(404);
    expect(await versionsCount(draftId)).toBe(1);
    const second = await save('officer', {
      F_DOC_ID: draftId,
      CONTENT: { ...CONTENT, BODY: [...CONTENT.BODY, { KIND: 'paragraph', TEXT: 'ขอแสดงความขอบคุณมา ณ โอกาสนี้' }] },
      NOTE: 'เพิ่มย่อหน้าขอบคุณ',
    });
    expect(second.json()).toMatchObject({ VERSION: 2 });
    const list = await t.app.inject({
      method: 'POST',
      url: ROUTES.letterVersions.path,
      payload: { F_DOC_ID: draftId },
      headers: { authorization: `Bearer ${tokens.officer}` },
    });
    const items = list.json<{ items: { VERSION: number; NOTE: string | null; CREATED_BY: string | null }[] }>().items;
    expect(items.map((v) => [v.VERSION, v.NOTE])).toEqual([
      [2, 'เพิ่มย่อหน้าขอบคุณ'],
      [1, null],
    ]);
    expect(items[0]!.CREATED_BY).toBeTruthy();
  });

  it('answers the draft as a PDF that reads back as the letter, watermarked ร่าง, and any earlier version', async () => {
    const reply = await pdfOf('officer', { F_DOC_ID: String(draftId) });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toContain('inline');
    const text = textOf(reply.rawPayload);
    expect(text).toContain('ร่าง');
    // The watermark and an item's number stand across the body's lines in reading order: read without them.
    const letter = text.replaceAll('ร่าง', '').replaceAll('1.', '');
    for (const typed of [SUBJECT, CONTENT.SALUTATION ?? '', ...CONTENT.BODY.map((b) => b.TEXT ?? ''), 'ขอแสดงความขอบคุณมา ณ โอกาสนี้']) {
      expect(letter).toContain(typed.replace(/\s+/g, ''));
    }
    const earlier = textOf((await pdfOf('officer', { F_DOC_ID: String(draftId), VERSION: '1' })).rawPayload);
    expect(earlier).not.toContain('ขอแสดงความขอบคุณมาณโอกาสนี้');
    expect((await pdfOf('officer', { F_DOC_ID: String(draftId), VERSION: '9' })).statusCode).toBe(404);
    expect((await pdfOf('director', { F_DOC_ID: String(draftId) })).statusCode).toBe(404);
  });

  it("prints the tenant's emblem (branding.emblem) as the letter's one image", async () => {
    const file = path.join(dir, 'emblem.pdf');
    writeFileSync(file, (await pdfOf('officer', { F_DOC_ID: String(draftId) })).rawPayload);
    // pdfimages lists an image's transparency as a row of its own (smask): count the pictures.
    const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((row) => row.trim());
    expect(rows.filter((row) => row.trim().split(/\s+/)[2] === 'image')).toHaveLength(1);
  });

  it('previews content before it is saved, for the writer only, writing nothing', async () => {
    const before = await versionsCount(draftId);
    const preview = (who: string, content: object) =>
      t.app.inject({
        method: 'POST',
        url: ROUTES.letterPreview.path,
        payload: { F_DOC_ID: draftId, CONTENT: content },
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
    const reply = await preview('officer', { ...CONTENT, SALUTATION: 'อธิบดีกรมบัญชีกลาง' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(textOf(reply.rawPayload)).toContain('อธิบดีกรมบัญชีกลาง');
    expect((await preview('director', CONTENT)).statusCode).toBe(404);
    expect((await preview('officer', { ...CONTENT, BODY: [] })).statusCode).toBe(400);
    expect(await versionsCount(draftId)).toBe(before);
  });

  it('previews the minutes with every field of the form: the meeting, its people, its times, a bold agenda item and a table', async () => {
    const minutes: LetterContent = {
      FORM: 'minutes',
      MEETING: 'คณะกรรมการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์',
      MEETING_NO: '3/2569',
      MEETING_DATE: '2026-11-20',
      PLACE: 'ห้องประชุม 1 กรมตัวอย่าง',
      ATTENDEES: ['นายสมชาย ใจดี ประธานกรรมการ', 'นางสาวสมหญิง รักงาน กรรมการ'],
      ABSENTEES: ['นายประเสริฐ ศรีสุข ติดราชการ'],
      GUESTS: ['นางวิไล แสงทอง นักวิชาการคอมพิวเตอร์'],
      START_TIME: '09:30',
      END_TIME: '12:00',
      RECORDER: 'นายสมศักดิ์ มั่นคง',
      BODY: [
        { KIND: 'paragraph', TEXT: 'ระเบียบวาระที่ 1 เรื่องที่ประธานแจ้งให้ที่ประชุมทราบ', BOLD: true },
        {
          KIND: 'table',
          ROWS: [
            ['หน่วยงาน', 'ผู้รับผิดชอบ'],
            ['กองกลาง', 'นางสาวสมหญิง รักงาน'],
          ],
        },
      ],
    };
    const reply = await t.app.inject({
      method: 'POST',
      url: ROUTES.letterPreview.path,
      payload: { F_DOC_ID: draftId, CONTENT: minutes },
      headers: { authorization: `Bearer ${tokens.officer}` },
    });
    expect(reply.statusCode).toBe(200);
    const text = textOf(reply.rawPayload);
    const printed = [minutes.MEETING!, minutes.PLACE!, ...minutes.ATTENDEES!, ...minutes.ABSENTEES!, ...minutes.GUESTS!, minutes.RECORDER!];
    for (const words of [...printed, 'ระเบียบวาระที่ 1', 'หน่วยงาน', 'กองกลาง']) expect(text).toContain(words.replace(/\s+/g, ''));
    // The day the meeting sat and its times, in whichever digits the tenant prints.
    expect(text).toMatch(/20พฤศจิกายน2569|๒๐พฤศจิกายน๒๕๖๙/);
    // pdftotext's reading order may set a label apart from its value: each is looked for alone.
    for (const words of ['เริ่มประชุมเวลา', 'เลิกประชุมเวลา']) expect(text).toContain(words);
    expect(text).toMatch(/(09|๐๙)\.(30|๓๐)น\./);
    expect(text).toMatch(/(12|๑๒)\.(00|๐๐)น\./);
  });

  it('prints the number the register gave, without the watermark, once the letter is numbered', async () => {
    // The demo's signed letter waits for its outgoing number with the registry clerk who wrote it.
    const signed = await t.db
      .selectFrom('documents as d')
      .innerJoin('transactions as s', 's.document_id', 'd.id')
      .select(['d.id', 's.id as step'])
      .where('d.subject', '=', 'หนังสือตอบรับการเข้าร่วมประชุมสัมมนาวิชาการ')
      .where('s.state', '=', 'to_number')
      .executeTakeFirstOrThrow();
    expect((await save('saraban', { F_DOC_ID: Number(signed.id), CONTENT })).statusCode).toBe(200);
    await performAction(t.db, { actorId: ids.saraban!, ip: null }, { action: 'issueNumber', transId: Number(signed.step) });
    const doc = await t.db.selectFrom('documents').select('doc_no').where('id', '=', Number(signed.id)).executeTakeFirstOrThrow();
    expect(doc.doc_no).toBeTruthy();
    const text = textOf((await pdfOf('saraban', { F_DOC_ID: String(signed.id) })).rawPayload);
    expect(text).not.toContain('ร่าง');
    // The tenant writes Thai digits: the number's digits come back as Thai digits.
    const thaiDigits = doc.doc_no!.replace(/[0-9]/g, (d) => '๐๑๒๓๔๕๖๗๘๙'[Number(d)]!).replace(/\s+/g, '');
    expect(text).toContain(thaiDigits);
    // The number stands for the letter as signed: no later version, and the read says so.
    const late = await save('saraban', { F_DOC_ID: Number(signed.id), CONTENT: { ...CONTENT, SALUTATION: 'ผู้ว่าราชการจังหวัด' } });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toContain('ออกเลขแล้ว');
    expect((await letterOf('saraban', Number(signed.id))).LETTER).toEqual({ FORM: 'external', VERSION: 1, CAN_WRITE: false, SIGNATURES: 0 });
  });

  it('tells the document read which form the letter is on, its newest version and whether the reader may write', async () => {
    expect((await letterOf('officer', draftId)).LETTER).toEqual({ FORM: 'external', VERSION: 2, CAN_WRITE: true, SIGNATURES: 0 });
    // A new memo starts on the memo form, with nothing written yet.
    const memo = await createDocument(t.db, { actorId: ids.officer!, ip: null }, { docTypeId: 2, subject: 'บันทึกขออนุมัติเดินทางไปราชการ' });
    expect((await letterOf('officer', memo.F_DOC_ID)).LETTER).toEqual({ FORM: 'memo', VERSION: null, CAN_WRITE: true, SIGNATURES: 0 });
    // A needed field left empty and a field the memo does not print: each named, in Thai, nothing written.
    const refused = await save('officer', { F_DOC_ID: memo.F_DOC_ID, CONTENT: { ...CONTENT, FORM: 'memo', SALUTATION: '', COPIES: 'ผู้ว่าราชการจังหวัด' } });
    expect(refused.statusCode).toBe(400);
    const message = refused.json<{ message: string }>().message;
    expect(message).toContain('แบบบันทึกข้อความต้องมี เรียน');
    expect(message).toContain('ไม่มีช่อง สำเนาส่ง');
    expect(await versionsCount(memo.F_DOC_ID)).toBe(0);
  });

  it('answers 404 with a Thai message for a letter registered from outside', async () => {
    const received = await t.db.selectFrom('documents').select('id').where('subject', '=', 'ขอเชิญประชุมคณะกรรมการบริหารความเสี่ยง').executeTakeFirstOrThrow();
    const reply = await pdfOf('saraban', { F_DOC_ID: String(received.id) });
    expect(reply.statusCode).toBe(404);
    expect(reply.json<{ message: string }>().message).toContain('ไม่ได้จัดทำตามแบบหนังสือในระบบ');
  });
});
