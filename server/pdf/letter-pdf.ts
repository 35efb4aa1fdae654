/**
 * Renders an official letter as an A4 PDF in one of the forms of the Regulation of the Office of
 * the Prime Minister on Correspondence (ระเบียบสำนักนายกรัฐมนตรีว่าด้วยงานสารบรรณ): the external
 * letter (หนังสือภายนอก) and the memo (บันทึกข้อความ, the internal letter). The server renders
 * it so that what is signed, sent and archived is laid out the same whatever the reader's
 * browser or fonts.
 *
 * Each form draws its header (letter-external.ts, letter-memo.ts); the shared parts are in
 * letter-blocks.ts, the page flow in letter-layout.ts and the Thai text in thai-text.ts.
 */
import PDFDocument from 'pdfkit';
import type { LetterForm } from '../../engine/documents/letter-forms';
import { renderExternalLetter } from './letter-external';
import { MARGINS, drawPageNumber, drawWatermark, type Digits, type Flow } from './letter-layout';
import { renderMemo } from './letter-memo';
import { registerThaiFonts, type Doc } from './thai-text';
import { pdfBytes } from './pdf-bytes';

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
  /** เรียน ... */
  salutation: string;
  /** อ้างถึง (external letters; optional). */
  reference?: string;
  /** สิ่งที่ส่งมาด้วย (external letters; optional); several are numbered 1. 2. */
  enclosures?: string[];
  /** Paragraphs and numbered items. */
  body: LetterBlock[];
  /** External letters: 'ขอแสดงความนับถือ' when absent. Memos: none unless given. */
  closing?: string;
  /** Shown in parentheses under the room for the signature. */
  signerName: string;
  signerPosition: string;
  /** External: the issuing office's address at the top right ('\n' between lines). Memo: ส่วนราชการ. */
  office: string;
  /** External: the office that owns the matter, telephone, e-mail (bottom left, '\n' between lines). */
  ownerContact?: string;
  /** External: สำเนาส่ง (optional). */
  copies?: string;
  /** Thai digits (๐-๙) or Arabic digits in the number, the date and the page numbers. */
  digits: Digits;
  /** Such as 'ร่าง' for drafts: big, light grey, diagonal, on every page. */
  watermark?: string;
  /** PNG or JPEG of the emblem; a neutral outlined circle marks its place when absent. */
  emblem?: Buffer;
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
  const doc = createDocument(letter.subject);
  const done = pdfBytes(doc);
  furnishPages(doc, letter);
  doc.addPage();
  const flow: Flow = { doc, y: MARGINS.top, atPageTop: true };
  if (letter.form === 'memo') renderMemo(flow, letter);
  else renderExternalLetter(flow, letter);
  doc.end();
  return done;
}
