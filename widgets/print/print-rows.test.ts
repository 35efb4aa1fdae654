/**
 * What a printed letter and register page hold: the letter's fields in reading order with the
 * empty ones left out, Thai Buddhist-era dates, the routing history one line a step, register
 * rows with a dash for what is missing and a cancelled number kept, and the Thai title.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { DocumentDetail, DocumentStep } from '../../engine/api/document-calls';
import th from '../../engine/i18n/locales/th.json';
import type { RegisterEntry } from '../../schemas/generated/api/register-list.reply';
import { letterPrintFields, letterPrintHistory, registerPrintColumns, registerPrintRows, registerPrintTitle, type Translate } from './print-rows';

const step = (over: Partial<DocumentStep>): DocumentStep => ({
  F_TRANS_ID: 1,
  F_PARENT_TRANS_ID: null,
  KIND: 'send',
  KIND_NAME: 'ส่ง',
  STATE: 'received',
  STATE_NAME: 'ลงรับแล้ว',
  FROM_PERSON_ID: 5,
  FROM_PERSON_NAME: 'สมชาย ใจดี',
  FROM_DEPT_ID: 2,
  FROM_DEPT_NAME: 'กองคลัง',
  TO_PERSON_ID: null,
  TO_PERSON_NAME: null,
  TO_DEPT_ID: 1,
  TO_DEPT_NAME: 'งานสารบรรณ',
  NOTE: 'ด่วน',
  F_COM_DESC: null,
  DUE_DATE: null,
  F_JOB_TYPE_ID: null,
  F_JOB_TYPE_NAME: null,
  F_SIGN_TYPE_ID: null,
  F_SIGN_TYPE_NAME: null,
  SIGN_LINES: [],
  F_IS_BEHALF: 0,
  READ_AT: null,
  RECEIVE_NO: 12,
  RECEIVED_AT: null,
  F_CANCEL_RECEIVED: 0,
  ACTION: 'receive',
  ACTION_NOTE: null,
  ACTED_BY_NAME: 'สุดารัตน์ รักษ์งาน',
  ACTED_ON_BEHALF_OF: null,
  ACTED_AT: '2026-11-24T03:30:00.000Z',
  CREATED_AT: '2026-11-24T02:00:00.000Z',
  ...over,
});

const letter = (over: Partial<DocumentDetail> = {}): DocumentDetail =>
  ({
    F_DOC_NO: 'ศธ 0001/123',
    F_DOC_DATE: '2026-11-20',
    F_DOC_TITLE: 'ขอเชิญประชุม',
    F_DEAR: 'ผู้อำนวยการ',
    F_RECEIVER_TEXT: 'ผู้อำนวยการ',
    F_FROM_TEXT: 'กรมบัญชีกลาง',
    F_DOC_SPEED_NAME: 'ด่วนที่สุด',
    F_DOC_SECRET_NAME: 'ปกติ',
    history: [],
    attachments: [],
    ...over,
  }) as DocumentDetail;

const entry = (over: Partial<RegisterEntry> = {}): RegisterEntry => ({
  NUMBER: 7,
  REGISTERED_AT: '2026-11-23T20:00:00.000Z',
  F_DOC_ID: 70,
  F_DOC_NO: 'ศธ 0001/7',
  F_DOC_DATE: '2026-11-20',
  F_DOC_TITLE: 'ขอเชิญประชุม',
  F_FROM: 'กรมบัญชีกลาง',
  F_TO: null,
  F_DOC_SPEED_NAME: 'ปกติ',
  F_DOC_SECRET_NAME: 'ลับ',
  F_COLOR: null,
  CANCELLED: false,
  CANCEL_REASON: null,
  REGISTERED_BY: null,
  DISPOSAL: null,
  ...over,
});

/** Translations as the page has them (Thai). */
async function thai(): Promise<Translate> {
  const i18n = createInstance();
  await i18n.init({ lng: 'th', resources: { th: { translation: th } }, interpolation: { escapeValue: false } });
  return i18n.t.bind(i18n) as Translate;
}

describe('printed letter', () => {
  it('lists the fields in the order a letter reads, the date Thai with its Buddhist-era year', () => {
    expect(letterPrintFields(letter())).toEqual([
      { key: 'docNo', value: 'ศธ 0001/123' },
      { key: 'docDate', value: '20 พฤศจิกายน 2569' },
      { key: 'from', value: 'กรมบัญชีกลาง' },
      { key: 'to', value: 'ผู้อำนวยการ' },
      { key: 'dear', value: 'ผู้อำนวยการ' },
      { key: 'subject', value: 'ขอเชิญประชุม' },
      { key: 'speed', value: 'ด่วนที่สุด' },
      { key: 'secrecy', value: 'ปกติ' },
    ]);
  });

  it('leaves out what the letter does not have, and keeps a date it cannot read as written', () => {
    const keys = letterPrintFields(letter({ F_DOC_NO: null, F_DEAR: '  ', F_DOC_DATE: 'ไม่ระบุ' }));
    expect(keys.map((field) => field.key)).not.toContain('docNo');
    expect(keys.map((field) => field.key)).not.toContain('dear');
    expect(keys.find((field) => field.key === 'docDate')?.value).toBe('ไม่ระบุ');
  });

  it('gives each routing step who, what, when (Bangkok time) and the note', async () => {
    const [row] = letterPrintHistory([step({ ACTION_NOTE: 'รับไว้' })], await thai());
    expect(row).toEqual({
      id: 1,
      who: 'สุดารัตน์ รักษ์งาน',
      what: 'ส่ง — ลงรับแล้ว\nสมชาย ใจดี · กองคลัง → งานสารบรรณ',
      when: '24 พ.ย. 2569 10:30 น.',
      note: 'ด่วน\nรับไว้',
    });
  });

  it('names the sender of a step nobody has acted on yet, dated when it was sent', async () => {
    const [row] = letterPrintHistory([step({ ACTED_BY_NAME: null, ACTED_AT: null, NOTE: null })], await thai());
    expect(row?.who).toBe('สมชาย ใจดี · กองคลัง');
    expect(row?.when).toBe('24 พ.ย. 2569 09:00 น.');
    expect(row?.note).toBe('');
  });

  it('prints the kind of work assigned, and how a step was signed with the lines under the signature', async () => {
    const t = await thai();
    const [assigned, signed] = letterPrintHistory(
      [
        step({ F_TRANS_ID: 1, F_JOB_TYPE_ID: 3, F_JOB_TYPE_NAME: 'งานด่วนพิเศษ' }),
        step({ F_TRANS_ID: 2, F_SIGN_TYPE_ID: 4, F_SIGN_TYPE_NAME: 'ทำการแทน', SIGN_LINES: ['ทำการแทน', 'อธิบดีกรมตัวอย่าง'] }),
      ],
      t,
    );
    expect(assigned?.what.split('\n')).toContain('ประเภทงาน: งานด่วนพิเศษ');
    expect(signed?.what.split('\n').slice(-3)).toEqual(['ประเภทการลงนาม: ทำการแทน', 'ทำการแทน', 'อธิบดีกรมตัวอย่าง']);
  });

  it('prints the category and command type of a letter that has them', () => {
    const fields = letterPrintFields(letter({ F_CATEGORY_NAME: 'หนังสือราชการทั่วไป', F_COMMAND_TYPE_NAME: 'คำสั่งแต่งตั้ง' }));
    expect(fields.slice(-2)).toEqual([
      { key: 'category', value: 'หนังสือราชการทั่วไป' },
      { key: 'commandType', value: 'คำสั่งแต่งตั้ง' },
    ]);
  });
});

describe('printed register', () => {
  it('fills every column, a dash where the letter has nothing, dates in Thailand', () => {
    expect(registerPrintRows([entry()])).toEqual([
      {
        number: 7,
        registeredAt: '24 พ.ย. 2569',
        docNo: 'ศธ 0001/7',
        docDate: '20 พ.ย. 2569',
        from: 'กรมบัญชีกลาง',
        to: '–',
        subject: 'ขอเชิญประชุม',
        speed: 'ปกติ',
        secrecy: 'ลับ',
        cancelled: false,
        cancelReason: null,
        disposal: null,
        remark: null,
        docType: '–',
        sendDate: '–',
        owner: '–',
      },
    ]);
    expect(registerPrintRows([entry({ DISPOSAL: 'เสนอหนังสือ · สุดารัตน์ รักษ์งาน' })])[0]?.disposal).toBe('เสนอหนังสือ · สุดารัตน์ รักษ์งาน');
  });

  it('prints the book’s columns in its order, each once', () => {
    expect(registerPrintColumns(['subject', 'number', 'subject'])).toEqual(['subject', 'number']);
    expect(registerPrintColumns([])).toEqual([]);
  });

  it('keeps a cancelled number with its reason', () => {
    const [row] = registerPrintRows([entry({ CANCELLED: true, CANCEL_REASON: 'ลงรับผิดเรื่อง' })]);
    expect(row).toMatchObject({ cancelled: true, cancelReason: 'ลงรับผิดเรื่อง' });
    expect(registerPrintRows([entry({ CANCELLED: true })])[0]?.cancelReason).toBeNull();
  });

  it('titles the register in Thai with its Buddhist-era year', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'th', resources: { th: { translation: th } }, interpolation: { escapeValue: false } });
    const t = i18n.t.bind(i18n) as Translate;
    expect(registerPrintTitle(t, 'receive', 2569)).toBe('ทะเบียนหนังสือรับ ปี พ.ศ. 2569');
    expect(registerPrintTitle(t, 'send', 2568)).toBe('ทะเบียนหนังสือส่ง ปี พ.ศ. 2568');
    expect(registerPrintTitle(t, 'send', null)).toBe('ทะเบียนหนังสือส่ง');
  });
});
