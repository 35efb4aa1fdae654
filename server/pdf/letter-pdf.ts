/**
 * Renders an official letter as an A4 PDF in one of the forms of the Regulation of the Office of
 * the Prime Minister on Correspondence (ระเบียบสำนักนายกรัฐมนตรีว่าด้วยงานสารบรรณ): the external
 * letter (หนังสือภายนอก), the memo (บันทึกข้อความ, the internal letter), the stamped letter
 * (หนังสือประทับตรา), the forms issued in a body's name (คำสั่ง, ระเบียบ, ข้อบังคับ, ประกาศ,
 * แถลงการณ์, ข่าว), the certificate (หนังสือรับรอง) and the minutes (รายงานการประชุม). The
 * server renders it so that what is signed, sent and archived is laid out the same whatever the
 * reader's browser or fonts.
 *
 * Each form draws its own parts (letter-external.ts, letter-memo.ts, letter-stamped.ts,
 * letter-issued.ts, letter-certificate.ts, letter-minutes.ts); the shared parts are in
 * letter-blocks.ts and letter-table.ts, the page flow in letter-layout.ts and the Thai text in
 * thai-text.ts.
 */
import PDFDocument from 'pdfkit';
import type { LetterForm } from '../../engine/documents/letter-forms';
import { renderCertificate } from './letter-certificate';
import { renderExternalLetter } from './letter-external';
import { isIssuedForm, renderIssued } from './letter-issued';
import { MARGINS, drawPageNumber, drawWatermark, type Digits, type Flow } from './letter-layout';
import { renderMemo } from './letter-memo';
import { renderMinutes } from './letter-minutes';
import { renderStamped } from './letter-stamped';
import { registerThaiFonts, type Doc } from './thai-text';
import { pdfBytes } from './pdf-bytes';
import { signaturePlacesOf, trackSignaturePlaces, type SignaturePlace } from './signature-places';

export type { LetterForm } from '../../engine/documents/letter-forms';

export type LetterBlock =
  { kind: 'paragraph'; text: string; bold?: boolean } | { kind: 'item'; label: string; text: string; bold?: boolean } | { kind: 'table'; rows: string[][] };

export interface LetterContent {
  form: LetterForm;
  /** ที่ ...; null for a draft without a number yet, shown as 'ที่ ......'. */
  number: string | null;
  /** Shown as a full Thai date with the Buddhist-era year (25 พฤศจิกายน 2569); null for a draft. */
  date: Date | null;
  /** เรื่อง */
  subject: string;
  /** เรียน ... (external letters, memos); ถึง ... (stamped letters). */
  salutation: string;
  /** อ้างถึง (external letters; optional). */
  reference?: string;
  /** สิ่งที่ส่งมาด้วย (external letters; optional); several are numbered 1. 2. */
  enclosures?: string[];
  /** Paragraphs, numbered items and tables. */
  body: LetterBlock[];
  /** External letters: 'ขอแสดงความนับถือ' when absent. Memos: none unless given. */
  closing?: string;
  /** Shown in parentheses under the room for the signature. */
  signerName: string;
  signerPosition: string;
  /**
   * External, certificate: the issuing office's address at the top right ('\n' between lines).
   * Memo: ส่วนราชการ. Stamped: the office printed above its stamp. Command, regulation, rule,
   * announcement, statement, news: the issuing body named in the title (คำสั่งกรม...).
   */
  office: string;
  /** External, stamped: the office that owns the matter, telephone, e-mail (bottom left, '\n' between lines). */
  ownerContact?: string;
  /** External: สำเนาส่ง (optional). */
  copies?: string;
  /** Thai digits (๐-๙) or Arabic digits in the number, the date and the page numbers. */
  digits: Digits;
  /** Such as 'ร่าง' for drafts: big, light grey, diagonal, on every page. */
  watermark?: string;
  /** PNG or JPEG of the emblem; a neutral outlined circle marks its place when absent. */
  emblem?: Buffer;
  /** Minutes: the meeting, who sat in it and who wrote it down. */
  meeting?: Meeting;
}

/** What the minutes (รายงานการประชุม) print besides the agenda, which is the body. */
export interface Meeting {
  /** After รายงานการประชุม. */
  name: string;
  /** ครั้งที่, as number/year (3/2569). */
  number: string;
  /** The day it sat, printed as a full Thai date; null when not given. */
  date: Date | null;
  /** ณ ... */
  place: string;
  /** ผู้มาประชุม, ผู้ไม่มาประชุม, ผู้เข้าร่วมประชุม: each numbered 1. 2.; the last two only when any. */
  attendees: string[];
  absentees: string[];
  guests: string[];
  /** HH:MM or HH.MM, printed as 09.00 น. */
  startTime: string;
  endTime: string;
  /** ผู้จดรายงานการประชุม: the name and position. */
  recorder: string;
}

function createDocument(title: string): Doc {
  const doc = new PDFDocument({
    // ActualText in marked content (thai-text.ts) is a PDF 1.5 feature.
    pdfVersion: '1.5',
    size: 'A4',
    layout: 'portrait',
    margins: MARGINS,
    // Pages are added by the flow, after the handler that furnishes them is in place.
    autoFirstPage: false,
    lang: 'th-TH',
    displayTitle: true,
    info: { Title: title },
  });
  registerThaiFonts(doc);
  return doc;
}

/**
 * Gives every page, as it is added, what it carries besides the letter: the watermark first (so
 * the text lies over it) and, from the second page on, the page number.
 */
function furnishPages(doc: Doc, letter: LetterContent): void {
  let page = 0;
  doc.on('pageAdded', () => {
    page += 1;
    if (letter.watermark) drawWatermark(doc, letter.watermark);
    if (page > 1) drawPageNumber(doc, page, letter.digits);
  });
}

/** Renders the letter as an A4 portrait PDF (fonts embedded and subset, titled by its subject). */
export async function renderLetterPdf(letter: LetterContent): Promise<Buffer> {
  return (await renderLetterWithPlaces(letter)).pdf;
}

/** The letter's PDF and where it leaves room for signatures (signature-places.ts). */
export async function renderLetterWithPlaces(letter: LetterContent): Promise<{ pdf: Buffer; places: SignaturePlace[] }> {
  const doc = createDocument(letter.subject);
  const done = pdfBytes(doc);
  trackSignaturePlaces(doc);
  furnishPages(doc, letter);
  doc.addPage();
  const flow: Flow = { doc, y: MARGINS.top, atPageTop: true };
  if (letter.form === 'memo') renderMemo(flow, letter);
  else if (letter.form === 'stamped') renderStamped(flow, letter);
  else if (isIssuedForm(letter.form)) renderIssued(flow, letter, letter.form);
  else if (letter.form === 'certificate') renderCertificate(flow, letter);
  else if (letter.form === 'minutes') renderMinutes(flow, letter);
  else renderExternalLetter(flow, letter);
  doc.end();
  return { pdf: await done, places: signaturePlacesOf(doc) };
}
