/**
 * A sample letter on each of the regulation's forms, with the Thai a writer would type: several
 * paragraphs, numbered items, a subject long enough to wrap, a table where the form takes one,
 * a bold heading. The letter PDF tests render them, and their baselines are drawn from them, so
 * they stay fixed: a changed word here changes every baseline.
 */
import { LETTER_FORMS, type LetterForm } from '../../engine/documents/letter-forms';
import type { LetterBlock, LetterContent, Meeting } from '../pdf/letter-pdf';

export const SAMPLE_SUBJECT = 'การกำหนดแนวทางปฏิบัติในการรับส่งหนังสือราชการผ่านระบบสารบรรณอิเล็กทรอนิกส์ของหน่วยงานในสังกัดกรมตัวอย่าง ประจำปีงบประมาณ พ.ศ. 2570';
export const SAMPLE_NUMBER = '125/2569';
export const SAMPLE_DATE = new Date('2026-11-25T03:00:00Z');

export const SAMPLE_PARAGRAPHS = [
  'โดยที่เป็นการสมควรกำหนดแนวทางปฏิบัติในการรับส่งหนังสือราชการผ่านระบบสารบรรณอิเล็กทรอนิกส์ให้เป็นไปในแนวทางเดียวกัน เพื่อให้การติดต่อสื่อสารระหว่างหน่วยงานเป็นไปด้วยความรวดเร็ว ถูกต้อง และตรวจสอบได้ ลดการใช้กระดาษ และสอดคล้องกับนโยบายรัฐบาลดิจิทัล',
  'อาศัยอำนาจตามความในมาตรา 32 แห่งพระราชบัญญัติระเบียบบริหารราชการแผ่นดิน พ.ศ. 2534 จึงกำหนดแนวทางปฏิบัติไว้ ดังต่อไปนี้',
  'ทั้งนี้ ตั้งแต่บัดนี้เป็นต้นไป',
];
export const SAMPLE_ITEMS = [
  'ให้ทุกหน่วยงานรับส่งหนังสือราชการผ่านระบบสารบรรณอิเล็กทรอนิกส์เป็นหลัก เว้นแต่หนังสือที่มีชั้นความลับ',
  'ให้ผู้อำนวยการกองหรือหัวหน้าหน่วยงานมอบหมายเจ้าหน้าที่อย่างน้อยสองคนทำหน้าที่ลงทะเบียนรับและส่งหนังสือ และตรวจสอบหนังสือเข้าทุกวันทำการ',
  'ให้กองกลางเป็นผู้ดูแลระบบและให้คำแนะนำแก่ผู้ใช้งาน',
];
export const SAMPLE_TABLE = [
  ['ลำดับ', 'หน่วยงาน', 'ผู้รับผิดชอบ', 'โทรศัพท์'],
  ['1', 'กองกลาง', 'นางสาวสมหญิง รักงาน', '0 2123 4567'],
  ['2', 'กองการเจ้าหน้าที่', 'นายสมศักดิ์ มั่นคง', '0 2123 4568'],
  ['3', 'สำนักงานเทคโนโลยีสารสนเทศและการสื่อสาร', 'นายประเสริฐ ศรีสุข', '0 2123 4569'],
];

export const SAMPLE_BODY: LetterBlock[] = [
  { kind: 'paragraph', text: SAMPLE_PARAGRAPHS[0] ?? '' },
  { kind: 'paragraph', text: SAMPLE_PARAGRAPHS[1] ?? '' },
  ...SAMPLE_ITEMS.map((text, i): LetterBlock => ({ kind: 'item', label: `${i + 1}.`, text })),
  { kind: 'paragraph', text: SAMPLE_PARAGRAPHS[2] ?? '' },
];

/** The body with a table, for the forms that take one. */
export const SAMPLE_BODY_WITH_TABLE: LetterBlock[] = [...SAMPLE_BODY.slice(0, -1), { kind: 'table', rows: SAMPLE_TABLE }, ...SAMPLE_BODY.slice(-1)];

export const SAMPLE_MEETING: Meeting = {
  name: 'คณะกรรมการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์',
  number: '3/2569',
  date: new Date('2026-11-20T00:00:00+07:00'),
  place: 'ห้องประชุม 1 ชั้น 3 อาคารกรมตัวอย่าง',
  attendees: ['นายสมชาย ใจดี ประธานกรรมการ', 'นางสาวสมหญิง รักงาน กรรมการ', 'นายสมศักดิ์ มั่นคง กรรมการและเลขานุการ'],
  absentees: ['นายประเสริฐ ศรีสุข ติดราชการ'],
  guests: ['นางวิไล แสงทอง นักวิชาการคอมพิวเตอร์ชำนาญการ'],
  startTime: '09:30',
  endTime: '12.00',
  recorder: 'นายสมศักดิ์ มั่นคง นักจัดการงานทั่วไปชำนาญการ',
};

/** The agenda of the sample minutes: bold headings over paragraphs, and a table. */
export const SAMPLE_AGENDA: LetterBlock[] = [
  { kind: 'paragraph', text: 'ระเบียบวาระที่ 1 เรื่องที่ประธานแจ้งให้ที่ประชุมทราบ', bold: true },
  { kind: 'paragraph', text: SAMPLE_PARAGRAPHS[0] ?? '' },
  { kind: 'paragraph', text: 'ระเบียบวาระที่ 2 เรื่องเพื่อพิจารณา', bold: true },
  ...SAMPLE_ITEMS.map((text, i): LetterBlock => ({ kind: 'item', label: `2.${i + 1}`, text })),
  { kind: 'table', rows: SAMPLE_TABLE },
  { kind: 'paragraph', text: 'มติที่ประชุม เห็นชอบตามที่เสนอ' },
];

/** Which form takes which office text: an address for the headed letters, a name for the rest. */
const ADDRESSED: readonly LetterForm[] = ['external', 'certificate'];

/** The sample letter on a form; the body has a table where the form takes one. */
export function sampleLetter(form: LetterForm, extra: Partial<LetterContent> = {}): LetterContent {
  const table = LETTER_FORMS[form].table;
  return {
    form,
    digits: 'arabic',
    number: SAMPLE_NUMBER,
    date: SAMPLE_DATE,
    subject: SAMPLE_SUBJECT,
    salutation: 'ผู้อำนวยการสำนักงานเทคโนโลยีสารสนเทศและการสื่อสาร',
    body: form === 'minutes' ? SAMPLE_AGENDA : table ? SAMPLE_BODY_WITH_TABLE : SAMPLE_BODY,
    signerName: 'นายสมชาย ใจดี',
    signerPosition: 'อธิบดีกรมตัวอย่าง',
    office: ADDRESSED.includes(form) ? 'กรมตัวอย่าง\nถนนราชดำเนินนอก เขตดุสิต\nกรุงเทพมหานคร 10300' : 'กรมตัวอย่าง',
    ...(form === 'stamped' ? { ownerContact: 'กองกลาง\nโทร. 0 2123 4567' } : {}),
    ...(form === 'minutes' ? { meeting: SAMPLE_MEETING } : {}),
    ...extra,
  };
}
