/**
 * The rows of the parts that both letter forms share: a label followed by its text (เรื่อง,
 * เรียน...), the body's paragraphs and numbered items, the signature block, and the block at
 * the bottom left of the last page. Each part becomes rows (letter-layout.ts) that the page flow
 * places and breaks between pages.
 */
import type { LetterBlock } from './letter-pdf';
import {
  BODY,
  BODY_BOLD,
  CM,
  contentBottom,
  contentCentre,
  contentLeft,
  contentRight,
  contentWidth,
  newPage,
  spaceRow,
  type Flow,
  type Row,
} from './letter-layout';
import { markSignaturePlace } from './signature-places';
import { tableRows } from './letter-table';
import { ascent, drawJustifiedLine, drawLine, lineHeight, measurer, wrapParagraph, wrapText, type Doc, type FontFace } from './thai-text';

/** First-line indent of a body paragraph, and where a first-level item's label starts. */
export const PARAGRAPH_INDENT = 2.5 * CM;
/** The signature block is centred this far right of the centre of the text area. */
const SIGNATURE_OFFSET = 2 * CM;
/** The room left for the handwritten signature, in body lines. */
const SIGNATURE_LINES = 3;

/** Room between a label and its text: two spaces, as typists leave after เรื่อง. */
export const labelGap = (doc: Doc, face: FontFace = BODY): number => measurer(doc, face)('  ');

export interface Labelled {
  /** '' for none (a continuation whose text still hangs at valueX). */
  label: string;
  value: string;
  x: number;
  /** Where the text and its wrapped lines start; by default just after the label. */
  valueX?: number;
  right: number;
  labelFace?: FontFace;
  valueFace?: FontFace;
}

/**
 * A label and its text, which wraps with a hanging indent under the text's start. Label and
 * text share a baseline when their sizes differ (the memo's 20 pt labels).
 */
export function labelledRows(doc: Doc, part: Labelled): Row[] {
  const labelFace = part.labelFace ?? BODY;
  const valueFace = part.valueFace ?? BODY;
  const valueX = part.valueX ?? part.x + (part.label === '' ? 0 : measurer(doc, labelFace)(part.label) + labelGap(doc));
  const lines = wrapText(part.value, part.right - valueX, measurer(doc, valueFace));
  const labelled = part.label !== '';
  const top = Math.max(ascent(doc, valueFace), labelled ? ascent(doc, labelFace) : 0);
  const firstHeight = Math.max(lineHeight(doc, valueFace), labelled ? lineHeight(doc, labelFace) : 0);
  return lines.map((line, i) => ({
    height: i === 0 ? firstHeight : lineHeight(doc, valueFace),
    draw: (y: number) => {
      const baseline = y + (i === 0 ? top : ascent(doc, valueFace));
      if (i === 0 && labelled) drawLine(doc, part.label, part.x, baseline - ascent(doc, labelFace), valueX - part.x, 'left', labelFace);
      drawLine(doc, line, valueX, baseline - ascent(doc, valueFace), part.right - valueX, 'left', valueFace);
    },
  }));
}

/** Rows drawn on the same lines (the memo's ที่ … วันที่ …): the n-th rows of each become one. */
export function sideBySide(...columns: Row[][]): Row[] {
  const count = Math.max(0, ...columns.map((rows) => rows.length));
  return Array.from({ length: count }, (_, i) => {
    const parts = columns.map((rows) => rows[i]).filter((row): row is Row => row !== undefined);
    return { height: Math.max(...parts.map((row) => row.height)), draw: (y: number) => parts.forEach((row) => row.draw(y)) };
  });
}

/** Space between the parts of a form (เรื่อง, เรียน...), as a typist's 'before 6 pt'. */
export const PART_GAP = 6;

/** Gives the first row of a part the space above it. */
export function withGap(rows: Row[], gap: number): Row[] {
  return rows.map((row, i) => (i === 0 ? { ...row, gapBefore: gap } : row));
}

// ---------------------------------------------------------------------------------------------
// Body

/**
 * Justified lines, the last one left as it is. Keeps a paragraph's first two lines together and
 * its last two together, so no page starts or ends with a single line of it.
 */
function paragraphRows(doc: Doc, lines: string[], face: FontFace, place: (i: number) => { x: number; width: number }): Row[] {
  const height = lineHeight(doc, face);
  const last = lines.length - 1;
  return lines.map((line, i) => ({
    height,
    keepWithNext: i < last && (i === 0 || i === last - 1),
    draw: (y: number) => {
      const { x, width } = place(i);
      if (i < last) drawJustifiedLine(doc, line, x, y, width, face);
      else drawLine(doc, line, x, y, width, 'left', face);
    },
  }));
}

/** A paragraph: first line indented 2.5 cm. A '\n' inside its text starts a new paragraph. */
export function textRows(doc: Doc, text: string, face: FontFace = BODY): Row[] {
  const width = contentWidth(doc);
  const widths = { first: width - PARAGRAPH_INDENT, rest: width };
  return text
    .split(/\r?\n/)
    .filter((part) => part.trim() !== '')
    .flatMap((part) => {
      const lines = wrapParagraph(part.trim(), widths, measurer(doc, face));
      return paragraphRows(doc, lines, face, (i) => (i === 0 ? { x: contentLeft + PARAGRAPH_INDENT, width: widths.first } : { x: contentLeft, width }));
    });
}

/**
 * A numbered item: the label at the paragraph indent, one step further in per level ('1.1' is
 * level 2, under the text of '1.'), and the text hanging after the label.
 */
function itemRows(doc: Doc, label: string, text: string, face: FontFace): Row[] {
  const measure = measurer(doc, face);
  const level = Math.max(1, label.split('.').filter((part) => part.trim() !== '').length);
  const labelX = contentLeft + PARAGRAPH_INDENT + (level - 1) * (measure('1.') + labelGap(doc));
  const textX = labelX + measure(label) + labelGap(doc, face);
  const width = contentRight(doc) - textX;
  const lines = wrapParagraph(text.replace(/\s*\r?\n\s*/g, ' ').trim(), width, measure);
  const rows = paragraphRows(doc, lines, face, () => ({ x: textX, width }));
  const first = rows[0];
  if (!first) return rows;
  const drawLabel = (y: number): void => drawLine(doc, label, labelX, y, textX - labelX, 'left', face);
  return [{ ...first, draw: (y: number) => (drawLabel(y), first.draw(y)) }, ...rows.slice(1)];
}

/** Space above and below a table, setting it off from the paragraphs around it. */
const TABLE_GAP = 6;

function blockRows(doc: Doc, block: LetterBlock): Row[] {
  if (block.kind === 'table') return withGap(tableRows(doc, block.rows), TABLE_GAP);
  const face = block.bold ? BODY_BOLD : BODY;
  return block.kind === 'paragraph' ? textRows(doc, block.text, face) : itemRows(doc, block.label, block.text, face);
}

/**
 * The body: paragraphs and items, in bold where the writer asked (a heading such as an agenda
 * item), and tables. A bold paragraph is a heading: it is kept with the line after it. The last
 * line is kept with what follows (the signature block), which brings the line before it along
 * by the paragraph's own rule.
 */
export function bodyRows(doc: Doc, blocks: LetterBlock[]): Row[] {
  const rows = blocks.flatMap((block, i) => {
    const own = blockRows(doc, block);
    const heading = block.kind !== 'table' && block.bold === true;
    const kept = heading ? own.map((row) => ({ ...row, keepWithNext: true })) : own;
    return i > 0 && blocks[i - 1]?.kind === 'table' ? withGap(kept, TABLE_GAP) : kept;
  });
  const last = rows[rows.length - 1];
  if (last) rows[rows.length - 1] = { ...last, keepWithNext: true };
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Signature and the bottom-left block

export interface Signer {
  closing?: string;
  name: string;
  position: string;
}

/** Text centred between x and x + width, wrapped between words, each line kept with the next. */
export function centredRows(doc: Doc, text: string, face: FontFace = BODY, x = contentLeft, width = contentWidth(doc)): Row[] {
  const height = lineHeight(doc, face);
  return wrapText(text, width, measurer(doc, face)).map((line) => ({
    height,
    keepWithNext: true,
    draw: (y: number) => drawLine(doc, line, x, y, width, 'center', face),
  }));
}

/** Text centred right of the centre, where the signature goes (and an office's name and its stamp). */
export function rightOfCentreRows(doc: Doc, text: string): Row[] {
  const centre = contentCentre(doc) + SIGNATURE_OFFSET;
  const width = 2 * (contentRight(doc) - centre);
  return centredRows(doc, text, BODY, centre - width / 2, width);
}

/** The room left for a handwritten signature or a stamp, kept with what is around it. */
export function signatureRoom(doc: Doc): Row {
  const height = SIGNATURE_LINES * lineHeight(doc, BODY);
  const centre = contentCentre(doc) + SIGNATURE_OFFSET;
  const width = 2 * (contentRight(doc) - centre);
  // Marked where it lands, so an electronic signature's stamp can be drawn in it.
  return { ...spaceRow(height), draw: (y) => markSignaturePlace(doc, centre - width / 2, y, width, height) };
}

/** Rows kept together as one block: the last one alone may end a page. */
export function keptTogether(rows: Row[]): Row[] {
  return rows.map((row, i) => ({ ...row, keepWithNext: i < rows.length - 1 }));
}

/** Closing, room to sign, '(name)' and position, centred right of the centre, kept together. */
export function signerRows(doc: Doc, signer: Signer, gapBefore: number): Row[] {
  const rows = [
    ...(signer.closing ? rightOfCentreRows(doc, signer.closing) : []),
    signatureRoom(doc),
    ...rightOfCentreRows(doc, `(${signer.name})`),
    ...rightOfCentreRows(doc, signer.position),
  ];
  return withGap(keptTogether(rows), gapBefore);
}

/**
 * Lines set at the bottom left of the last page (the owning office and its contacts, สำเนาส่ง),
 * on a page of their own if the signature left no room for them.
 */
export function placeAtBottom(flow: Flow, rows: Row[], gapBefore: number): void {
  if (rows.length === 0) return;
  const height = rows.reduce((sum, row) => sum + (row.gapBefore ?? 0) + row.height, 0);
  if (flow.y + gapBefore + height > contentBottom(flow.doc)) newPage(flow);
  let y = contentBottom(flow.doc) - height;
  for (const row of rows) {
    y += row.gapBefore ?? 0;
    row.draw(y);
    y += row.height;
  }
  flow.y = contentBottom(flow.doc);
  flow.atPageTop = false;
}
