/**
 * Page geometry and page flow of the letter forms (letter-pdf.ts): margins, the rows that fill
 * the pages and their page breaks, and what every page carries (watermark, page number).
 *
 * Pages are filled row by row, a row being one printed line (or an empty space such as the
 * room left for a signature). A row may be kept with the next one, so a chain of rows moves to
 * the next page whole when it does not fit: this keeps a paragraph's first and last two lines
 * together, and the signature with at least the last two lines of the body, as the regulation
 * wants a continuation page to carry text, not a signature alone.
 */
import { formatThaiDate } from '../../engine/format/thai-date';
import { toThaiDigits, toWesternDigits } from '../../engine/format/thai-digits';
import { BOLD, REGULAR, drawLine, lineHeight, measurer, type Doc, type FontFace } from './thai-text';

export const CM = 72 / 2.54;
/** The forms' margins; the bottom one is not in the brief's list: 2 cm, as the right one. */
export const MARGINS = { top: 1.5 * CM, bottom: 2 * CM, left: 3 * CM, right: 2 * CM };

export const BODY: FontFace = { name: REGULAR, size: 16 };
export const BODY_BOLD: FontFace = { name: BOLD, size: 16 };

export type Digits = 'thai' | 'arabic';

export const contentLeft = MARGINS.left;
export const contentRight = (doc: Doc): number => doc.page.width - MARGINS.right;
export const contentWidth = (doc: Doc): number => contentRight(doc) - contentLeft;
export const contentCentre = (doc: Doc): number => contentLeft + contentWidth(doc) / 2;
export const contentBottom = (doc: Doc): number => doc.page.height - MARGINS.bottom;
export const bodyLine = (doc: Doc): number => lineHeight(doc, BODY);

/** Shown for a number or a date that a draft does not have yet. */
export const BLANK = '......';

/** Text in the letter's digits, whichever digits it was typed or built with. */
export const inDigits = (text: string, digits: Digits): string => (digits === 'thai' ? toThaiDigits(text) : toWesternDigits(text));

/** A letter number in the chosen digits: the number may be typed either way. */
export const numberText = (number: string | null, digits: Digits): string => (number === null ? BLANK : inDigits(number, digits));

/** '๒๕ พฤศจิกายน ๒๕๖๙' or '25 พฤศจิกายน 2569' (the full month name and the Buddhist-era year). */
export function dateText(date: Date | null, digits: Digits): string {
  if (date === null) return BLANK;
  return formatThaiDate(date, { month: 'long', digits: digits === 'thai' ? 'thai' : 'western' });
}

// ---------------------------------------------------------------------------------------------
// Rows and pages

export interface Row {
  height: number;
  /** Space above the row; dropped at the top of a page. */
  gapBefore?: number;
  /** Moves to the next page with the following row rather than stay alone at a page's end. */
  keepWithNext?: boolean;
  /** Draws the row with its top at y (nothing for an empty space). */
  draw: (y: number) => void;
  /**
   * Drawn first when this row begins a page: a table's header row, repeated over the rows a
   * page break carried on, so every page of the table says what its columns hold.
   */
  repeatAtPageTop?: Row;
}

/** Where the next row goes. */
export interface Flow {
  doc: Doc;
  y: number;
  /** Nothing is on this page below its top yet: a gap or a page break there would be empty. */
  atPageTop: boolean;
}

/** The top of the text on a continuation page: under its page number and a half line. */
export const continuationTop = (doc: Doc): number => MARGINS.top + 1.5 * bodyLine(doc);

export function newPage(flow: Flow): void {
  flow.doc.addPage();
  flow.y = continuationTop(flow.doc);
  flow.atPageTop = true;
}

function placeRow(flow: Flow, row: Row): void {
  let gap = flow.atPageTop ? 0 : (row.gapBefore ?? 0);
  if (!flow.atPageTop && flow.y + gap + row.height > contentBottom(flow.doc)) {
    newPage(flow);
    gap = 0;
  }
  if (flow.atPageTop && row.repeatAtPageTop) {
    row.repeatAtPageTop.draw(flow.y);
    flow.y += row.repeatAtPageTop.height;
  }
  row.draw(flow.y + gap);
  flow.y += gap + row.height;
  flow.atPageTop = false;
}

/** The index after the chain of rows kept together from `start`. */
function chainEnd(rows: Row[], start: number): number {
  let end = start;
  while (end < rows.length - 1 && rows[end]?.keepWithNext) end += 1;
  return end + 1;
}

/** Places the rows, starting a page where a row or a chain of kept rows does not fit. */
export function flowRows(flow: Flow, rows: Row[]): void {
  const capacity = contentBottom(flow.doc) - continuationTop(flow.doc);
  let start = 0;
  while (start < rows.length) {
    const chain = rows.slice(start, chainEnd(rows, start));
    const height = chain.reduce((sum, row, i) => sum + row.height + (i === 0 ? 0 : (row.gapBefore ?? 0)), chain[0]?.gapBefore ?? 0);
    // On a new page the chain comes under its repeated header, if it has one.
    const onNewPage = height + (chain[0]?.repeatAtPageTop?.height ?? 0);
    // A chain taller than a page cannot be kept whole: it is simply broken where it must be.
    if (!flow.atPageTop && flow.y + height > contentBottom(flow.doc) && onNewPage <= capacity) newPage(flow);
    chain.forEach((row) => placeRow(flow, row));
    start += chain.length;
  }
}

/** An empty row: space that moves with its neighbours (the room for a signature). */
export const spaceRow = (height: number, keepWithNext = true): Row => ({ height, keepWithNext, draw: () => undefined });

// ---------------------------------------------------------------------------------------------
// What every page carries

const WATERMARK_COLOUR = '#d4d4d4';
const WATERMARK_MAX_SIZE = 180;

/**
 * The watermark ('ร่าง'), big and light grey along the page's diagonal, drawn first so the
 * letter's text lies over it. Sized to about half the diagonal, so short and long marks alike
 * stay inside the page.
 */
export function drawWatermark(doc: Doc, text: string): void {
  const { width, height } = doc.page;
  const diagonal = Math.hypot(width, height);
  const probe: FontFace = { name: BOLD, size: 100, color: WATERMARK_COLOUR };
  const size = Math.min(WATERMARK_MAX_SIZE, (100 * diagonal * 0.5) / measurer(doc, probe)(text));
  const face: FontFace = { ...probe, size };
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  doc.save().rotate(angle, { origin: [width / 2, height / 2] });
  drawLine(doc, text, 0, height / 2 - lineHeight(doc, face) / 2, width, 'center', face);
  doc.restore();
}

/** '- ๒ -' centred at the top of a continuation page; the first page has none. */
export function drawPageNumber(doc: Doc, page: number, digits: Digits): void {
  drawLine(doc, inDigits(`- ${page} -`, digits), contentLeft, MARGINS.top, contentWidth(doc), 'center', BODY);
}

// ---------------------------------------------------------------------------------------------
// Emblem

/**
 * The emblem `height` high with its box's top left at (x, y): the given PNG or JPEG fitted in a
 * square box, or, when there is none, a neutral outlined circle that only marks its place.
 */
export function drawEmblem(doc: Doc, emblem: Buffer | undefined, x: number, y: number, height: number): void {
  if (emblem) {
    doc.image(emblem, x, y, { fit: [height, height], align: 'center', valign: 'center' });
    return;
  }
  const radius = height / 2;
  doc
    .save()
    .lineWidth(0.75)
    .circle(x + radius, y + radius, radius - 0.5)
    .stroke('#808080')
    .restore();
}
