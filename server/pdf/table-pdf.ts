/**
 * Renders a titled table (an official record list such as บัญชีหนังสือขอทำลาย) as an A4
 * landscape PDF on the server, so that the list can be printed, signed and archived exactly as
 * laid out here, whatever the reader's browser or fonts.
 *
 * The Thai text machinery (font, word-boundary line breaking, ActualText spans) is in
 * thai-text.ts, shared with the letter renderer.
 */
import PDFDocument from 'pdfkit';
import { BOLD, REGULAR, drawLine, lineHeight, measurer, registerThaiFonts, wrapText, type Align, type Doc, type FontFace } from './thai-text';
import { pdfBytes } from './pdf-bytes';

export interface PdfTableColumn {
  header: string;
  /** relative width */
  width: number;
  align?: 'left' | 'center' | 'right';
}

export interface PdfTable {
  /** First line, bold 18 pt, centred. */
  title: string;
  /** Lines under the title, 14 pt, centred (department, year...). */
  subtitle?: string[];
  columns: PdfTableColumn[];
  /** Cell texts, one array per row, same length as columns. A '\n' starts a new line. */
  rows: string[][];
  /** Lines after the table (e.g. signature lines of a committee), 14 pt. */
  footer?: string[];
}

const CM = 72 / 2.54;
const MARGINS = { top: 2 * CM, bottom: 2 * CM, left: 3 * CM, right: 2 * CM };
const TITLE_SIZE = 18;
const BODY_SIZE = 14;
const BORDER_WIDTH = 0.5;
const HEADER_FILL = '#e6e6e6';
/** Horizontal padding wide enough that text extraction still sees a gap between columns. */
const CELL_PAD_X = 5;
const CELL_PAD_Y = 3;
/** Space between the title block and the table, and between the table and the footer. */
const BLOCK_GAP = 12;

const BODY: FontFace = { name: REGULAR, size: BODY_SIZE };
const HEADER: FontFace = { name: BOLD, size: BODY_SIZE };
const TITLE: FontFace = { name: BOLD, size: TITLE_SIZE };

// ---------------------------------------------------------------------------------------------
// Blocks

/** Wraps and draws lines spanning the whole text width; returns the y below them. */
function drawBlock(doc: Doc, lines: string[], y: number, align: Align, face: FontFace): number {
  const width = contentWidth(doc);
  const height = lineHeight(doc, face);
  for (const text of lines.flatMap((line) => wrapText(line, width, measurer(doc, face)))) {
    drawLine(doc, text, MARGINS.left, y, width, align, face);
    y += height;
  }
  return y;
}

const contentWidth = (doc: Doc): number => doc.page.width - MARGINS.left - MARGINS.right;
const contentBottom = (doc: Doc): number => doc.page.height - MARGINS.bottom;

// ---------------------------------------------------------------------------------------------
// Table

interface ColumnBox {
  x: number;
  width: number;
  align: Align;
}

/** A row laid out: the lines of each cell, ready to draw from any line onwards. */
interface RowLayout {
  cells: string[][];
  face: FontFace;
  fill?: string;
  /** Alignment for every cell instead of the column's (the header row is centred). */
  align?: Align;
}

function columnBoxes(doc: Doc, columns: PdfTableColumn[]): ColumnBox[] {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  let x = MARGINS.left;
  return columns.map((column) => {
    const width = (contentWidth(doc) * column.width) / total;
    const box = { x, width, align: column.align ?? 'left' };
    x += width;
    return box;
  });
}

function layoutRow(doc: Doc, texts: string[], boxes: ColumnBox[], face: FontFace): string[][] {
  const measure = measurer(doc, face);
  return boxes.map((box, i) => wrapText(texts[i] ?? '', box.width - 2 * CELL_PAD_X, measure));
}

const rowLineCount = (row: RowLayout): number => Math.max(1, ...row.cells.map((lines) => lines.length));
const rowHeight = (doc: Doc, row: RowLayout, lines: number): number => lines * lineHeight(doc, row.face) + 2 * CELL_PAD_Y;
const fullHeight = (doc: Doc, row: RowLayout): number => rowHeight(doc, row, rowLineCount(row));

/** Draws lines [from, from + count) of a row as one bordered strip at y; returns its height. */
function drawRowPart(doc: Doc, row: RowLayout, boxes: ColumnBox[], y: number, from: number, count: number): number {
  const height = rowHeight(doc, row, count);
  const step = lineHeight(doc, row.face);
  boxes.forEach((box, i) => {
    doc.lineWidth(BORDER_WIDTH).rect(box.x, y, box.width, height);
    if (row.fill) doc.fillAndStroke(row.fill, 'black');
    else doc.stroke('black');
    const lines = (row.cells[i] ?? []).slice(from, from + count);
    lines.forEach((text, n) =>
      drawLine(doc, text, box.x + CELL_PAD_X, y + CELL_PAD_Y + n * step, box.width - 2 * CELL_PAD_X, row.align ?? box.align, row.face),
    );
  });
  return height;
}

/** Where the table is being drawn: the column boxes, the header to repeat, and the current y. */
interface TableCursor {
  boxes: ColumnBox[];
  header: RowLayout;
  y: number;
}

function startTablePage(doc: Doc, cursor: TableCursor): void {
  doc.addPage();
  cursor.y = MARGINS.top;
  cursor.y += drawRowPart(doc, cursor.header, cursor.boxes, cursor.y, 0, rowLineCount(cursor.header));
}

/**
 * Draws a body row whole, on a new page if it does not fit in what is left of this one. Only a
 * row taller than a whole page is split (there is no other way to print it), line by line.
 */
function drawBodyRow(doc: Doc, cursor: TableCursor, row: RowLayout): void {
  const total = rowLineCount(row);
  if (cursor.y + fullHeight(doc, row) > contentBottom(doc)) startTablePage(doc, cursor);
  let from = 0;
  while (from < total) {
    const fits = Math.floor((contentBottom(doc) - cursor.y - 2 * CELL_PAD_Y) / lineHeight(doc, row.face));
    const count = Math.min(total - from, Math.max(1, fits));
    cursor.y += drawRowPart(doc, row, cursor.boxes, cursor.y, from, count);
    from += count;
    if (from < total) startTablePage(doc, cursor);
  }
}

function drawTable(doc: Doc, table: PdfTable, y: number): number {
  const boxes = columnBoxes(doc, table.columns);
  const headerTexts = table.columns.map((column) => column.header);
  const header: RowLayout = { cells: layoutRow(doc, headerTexts, boxes, HEADER), face: HEADER, fill: HEADER_FILL, align: 'center' };
  const cursor: TableCursor = { boxes, header, y };
  // The header must not be left alone at the bottom of the first page.
  const firstRow: RowLayout = { cells: layoutRow(doc, table.rows[0] ?? [], boxes, BODY), face: BODY };
  if (cursor.y + fullHeight(doc, header) + fullHeight(doc, firstRow) > contentBottom(doc)) startTablePage(doc, cursor);
  else cursor.y += drawRowPart(doc, header, boxes, cursor.y, 0, rowLineCount(header));
  for (const texts of table.rows) drawBodyRow(doc, cursor, { cells: layoutRow(doc, texts, boxes, BODY), face: BODY });
  return cursor.y;
}

/** The footer (signatures) stays in one piece: on a new page if it does not fit below the table. */
function drawFooter(doc: Doc, footer: string[], y: number): void {
  if (footer.length === 0) return;
  const lines = footer.flatMap((line) => wrapText(line, contentWidth(doc), measurer(doc, BODY)));
  const height = lines.length * lineHeight(doc, BODY);
  let top = y + BLOCK_GAP;
  if (top + height > contentBottom(doc)) {
    doc.addPage();
    top = MARGINS.top;
  }
  for (const text of lines) {
    if (top + lineHeight(doc, BODY) > contentBottom(doc)) {
      doc.addPage();
      top = MARGINS.top;
    }
    drawLine(doc, text, MARGINS.left, top, contentWidth(doc), 'left', BODY);
    top += lineHeight(doc, BODY);
  }
}

/** "หน้า n / m" at the top right of every page, in the top margin; written once the count is known. */
function drawPageNumbers(doc: Doc): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const y = (MARGINS.top - lineHeight(doc, BODY)) / 2;
    drawLine(doc, `หน้า ${i - start + 1} / ${count}`, MARGINS.left, y, contentWidth(doc), 'right', BODY);
  }
}

function validate(table: PdfTable): void {
  if (table.columns.length === 0) throw new Error('renderTablePdf: a table needs at least one column');
  if (table.columns.some((column) => !(column.width > 0))) throw new Error('renderTablePdf: column widths must be positive');
  table.rows.forEach((row, i) => {
    if (row.length !== table.columns.length) {
      throw new Error(`renderTablePdf: row ${i + 1} has ${row.length} cells, expected ${table.columns.length}`);
    }
  });
}

function createDocument(title: string): Doc {
  const doc = new PDFDocument({
    // ActualText in marked content (see top) is a PDF 1.5 feature.
    pdfVersion: '1.5',
    size: 'A4',
    layout: 'landscape',
    margins: MARGINS,
    bufferPages: true,
    lang: 'th-TH',
    displayTitle: true,
    info: { Title: title },
  });
  registerThaiFonts(doc);
  return doc;
}

/** Renders the table as an A4 landscape PDF (fonts embedded and subset). */
export async function renderTablePdf(table: PdfTable): Promise<Buffer> {
  validate(table);
  const doc = createDocument(table.title);
  const done = pdfBytes(doc);
  let y = drawBlock(doc, [table.title], MARGINS.top, 'center', TITLE);
  y = drawBlock(doc, table.subtitle ?? [], y, 'center', BODY);
  y = drawTable(doc, table, y + BLOCK_GAP);
  drawFooter(doc, table.footer ?? [], y);
  drawPageNumbers(doc);
  doc.end();
  return done;
}
