/**
 * A visible signature stamp: the signer's handwritten signature image above a few lines of text
 * (their name in parentheses, their position, the date). The stamp is drawn by pdfkit, which
 * shapes Thai with the product's font and embeds a subset of it, into a one-page PDF exactly the
 * size of the widget; that page's content stream becomes a Form XObject, the widget's normal
 * appearance, and every object its resources reach (fonts, font files, images and their soft
 * masks) is copied into the signing update under new object numbers. Drawing Thai any other way
 * would mean shaping it here a second time.
 */
import PDFDocument from 'pdfkit';
import { dateText, type Digits } from '../pdf/letter-layout';
import { pdfBytes } from '../pdf/pdf-bytes';
import { PNG_SIGNATURE } from '../pdf/png-file';
import { REGULAR, drawLine, lineHeight, measurer, registerThaiFonts, type FontFace } from '../pdf/thai-text';
import { pageRefs, readObject, readStreamData, readStructure, type PdfStructure, type UpdateObject } from './pdf-incremental';
import { array, asDict, name, raw, serialize, type PdfValue } from './pdf-objects';

export interface StampOptions {
  /** The signature image; a PNG's transparency is kept (as a soft mask), so the page shows through. */
  image?: { bytes: Buffer; format: 'png' | 'jpeg' };
  /** Text under the image, one entry a line, centred: such as '(นายสมชาย ใจดี)', the position and the date. */
  lines: string[];
}

/**
 * A signing date as letters print their date: '27 พฤศจิกายน 2569', the Buddhist-era year, in
 * Bangkok's time, in the letter's digits (Thai digits where the organisation writes them).
 */
export function thaiSigningDate(date: Date, digits: Digits = 'arabic'): string {
  return dateText(date, digits);
}

const PADDING = 2;
const LARGEST_TEXT = 14;
const SMALLEST_TEXT = 6;

/** Whether the bytes start as the format says: PNG's signature, or JPEG's start-of-image marker. */
function hasFormat(bytes: Buffer, format: 'png' | 'jpeg'): boolean {
  return format === 'png' ? bytes.subarray(0, 8).equals(PNG_SIGNATURE) : bytes[0] === 0xff && bytes[1] === 0xd8;
}

/** The largest text size up to 14 pt at which every line fits the width and the lines at most `share` of the height. */
function textFace(doc: PDFKit.PDFDocument, lines: string[], width: number, height: number, share: number): FontFace {
  for (let size = LARGEST_TEXT; size > SMALLEST_TEXT; size -= 0.5) {
    const face: FontFace = { name: REGULAR, size, color: '#000000' };
    const measure = measurer(doc, face);
    if (lines.every((line) => measure(line) <= width) && lineHeight(doc, face) * lines.length <= height * share) return face;
  }
  return { name: REGULAR, size: SMALLEST_TEXT, color: '#000000' };
}

/** The stamp as a one-page PDF of exactly width × height points. */
export async function renderStampPdf(stamp: StampOptions, width: number, height: number): Promise<Buffer> {
  const doc = new PDFDocument({ pdfVersion: '1.5', size: [width, height], margin: 0, autoFirstPage: false });
  registerThaiFonts(doc);
  const done = pdfBytes(doc);
  doc.addPage({ size: [width, height], margin: 0 });
  const inner = width - 2 * PADDING;
  const face = textFace(doc, stamp.lines, inner, height - 2 * PADDING, stamp.image ? 0.6 : 1);
  const textHeight = lineHeight(doc, face) * stamp.lines.length;
  const imageHeight = height - 2 * PADDING - textHeight;
  if (stamp.image && !hasFormat(stamp.image.bytes, stamp.image.format)) throw new Error(`The stamp image is not a ${stamp.image.format.toUpperCase()} file`);
  if (stamp.image && imageHeight > 1) {
    doc.image(stamp.image.bytes, PADDING, PADDING, { fit: [inner, imageHeight], align: 'center', valign: 'bottom' });
  }
  let y = stamp.image ? height - PADDING - textHeight : (height - textHeight) / 2;
  for (const line of stamp.lines) {
    drawLine(doc, line, PADDING, y, inner, 'center', face);
    y += lineHeight(doc, face);
  }
  doc.end();
  return done;
}

/** A copy of a value with every indirect reference renumbered; unseen objects are queued to be copied. */
function renumber(value: PdfValue, numberFor: (old: number) => number): PdfValue {
  switch (value.kind) {
    case 'ref':
      return { kind: 'ref', num: numberFor(value.num), gen: 0 };
    case 'array':
      return array(value.items.map((item) => renumber(item, numberFor)));
    case 'dict':
      return { kind: 'dict', entries: new Map([...value.entries].map(([key, entry]) => [key, renumber(entry, numberFor)])) };
    default:
      return value;
  }
}

function streamObject(head: Map<string, PdfValue>, data: Buffer): Buffer {
  return Buffer.concat([Buffer.from(`${serialize({ kind: 'dict', entries: head })}\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]);
}

/** A stream's dictionary with its /Length written directly, so no separate length object has to follow it. */
function withDirectLength(head: PdfValue, data: Buffer, what: string): Map<string, PdfValue> {
  const entries = new Map(asDict(head, what));
  entries.set('Length', raw(String(data.length)));
  return entries;
}

/**
 * The objects that make up the stamp's appearance in the signing update, numbered from
 * `firstNum`: the Form XObject itself is `firstNum`, the objects its resources reach follow.
 */
export function stampAppearanceObjects(stampPdf: Buffer, firstNum: number): UpdateObject[] {
  const structure: PdfStructure = readStructure(stampPdf);
  const [pageNum] = pageRefs(structure);
  if (pageNum === undefined) throw new Error('The stamp PDF has no page');
  const page = asDict(readObject(structure, pageNum), 'Stamp page');
  const contents = page.get('Contents');
  if (contents?.kind !== 'ref') throw new Error('The stamp page does not have one content stream');
  const box = page.get('MediaBox');
  const resources = page.get('Resources');

  const numbers = new Map<number, number>();
  const queue: number[] = [];
  let next = firstNum + 1;
  const numberFor = (old: number): number => {
    let num = numbers.get(old);
    if (num === undefined) {
      num = next++;
      numbers.set(old, num);
      queue.push(old);
    }
    return num;
  };

  const content = readStreamData(structure, contents.num);
  if (!content) throw new Error('The stamp page content is not a stream');
  const form = withDirectLength(readObject(structure, contents.num), content, 'Stamp content');
  form.set('Type', name('XObject'));
  form.set('Subtype', name('Form'));
  form.set('BBox', box ?? array([raw('0'), raw('0'), raw('0'), raw('0')]));
  form.set('Resources', resources ? renumber(resources, numberFor) : { kind: 'dict', entries: new Map() });
  const objects: UpdateObject[] = [{ num: firstNum, body: streamObject(form, content) }];

  for (let old = queue.shift(); old !== undefined; old = queue.shift()) {
    const num = numbers.get(old) ?? -1;
    const value = readObject(structure, old);
    const data = readStreamData(structure, old);
    if (data)
      objects.push({
        num,
        body: streamObject(asDict(renumber({ kind: 'dict', entries: withDirectLength(value, data, `Object ${old}`) }, numberFor), 'stream'), data),
      });
    else objects.push({ num, body: renumber(value, numberFor) });
  }
  return objects;
}
