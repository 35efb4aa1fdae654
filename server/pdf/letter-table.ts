/**
 * A table in a letter's body (lists of names, figures, schedules): a grid across the whole
 * text width, its first row the header in bold, each cell's Thai wrapped between words. A row
 * is one row of the page flow (letter-layout.ts), so it is never split between pages; a row
 * that begins a page brings the header row above it again.
 */
import { BODY, BODY_BOLD, contentLeft, contentWidth, type Row } from './letter-layout';
import { drawLine, lineHeight, measurer, wrapText, type Doc, type FontFace } from './thai-text';

/** Room between a cell's text and its lines, across and down. */
const CELL_PAD_X = 4;
const CELL_PAD_Y = 2;
const GRID_WIDTH = 0.75;

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });
const words = (text: string): string[] => [...wordSegmenter.segment(text)].map(({ segment }) => segment.trim()).filter((word) => word !== '');

/**
 * Column widths filling the text width. A column whose longest cell fits on one line within an
 * equal share of the room is given just that (a number, a telephone); the columns left share
 * what remains in proportion to their longest cells, never narrower than their longest word
 * (Thai words as the segmenter finds them), so no word is cut. The widths are then scaled to
 * fill the text width exactly.
 */
function columnWidths(doc: Doc, rows: string[][], columns: number): number[] {
  const total = contentWidth(doc);
  const measure = measurer(doc, BODY_BOLD);
  const cellsOf = (c: number): string[] => rows.map((row) => row[c] ?? '');
  const range = Array.from({ length: columns }, (_, c) => c);
  const least = range.map((c) => Math.max(0, ...cellsOf(c).flatMap(words).map(measure)) + 2 * CELL_PAD_X);
  const natural = range.map((c) => Math.max(least[c] ?? 0, ...cellsOf(c).map((cell) => measure(cell) + 2 * CELL_PAD_X)));
  const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
  const settled = new Set<number>();
  for (;;) {
    const open = range.filter((c) => !settled.has(c));
    const share = (total - sum([...settled].map((c) => natural[c] ?? 0))) / Math.max(1, open.length);
    const fitting = open.filter((c) => (natural[c] ?? 0) <= share);
    if (fitting.length === 0 || fitting.length === open.length) break;
    fitting.forEach((c) => settled.add(c));
  }
  const open = range.filter((c) => !settled.has(c));
  const room = total - sum([...settled].map((c) => natural[c] ?? 0));
  const openNatural = sum(open.map((c) => natural[c] ?? 0));
  const widths = range.map((c) => (settled.has(c) ? (natural[c] ?? 0) : Math.max(least[c] ?? 0, (room * (natural[c] ?? 0)) / openNatural)));
  const scale = total / sum(widths);
  return widths.map((width) => width * scale);
}

function gridRow(doc: Doc, cells: string[], widths: number[], face: FontFace, align: 'left' | 'center'): Row {
  const line = lineHeight(doc, face);
  const lines = widths.map((width, c) => wrapText(cells[c] ?? '', width - 2 * CELL_PAD_X, measurer(doc, face)));
  const height = Math.max(1, ...lines.map((cell) => cell.length)) * line + 2 * CELL_PAD_Y;
  return {
    height,
    draw: (y) => {
      let x = contentLeft;
      widths.forEach((width, c) => {
        (lines[c] ?? []).forEach((text, i) => drawLine(doc, text, x + CELL_PAD_X, y + CELL_PAD_Y + i * line, width - 2 * CELL_PAD_X, align, face));
        doc.save().lineWidth(GRID_WIDTH).rect(x, y, width, height).stroke('black').restore();
        x += width;
      });
    },
  };
}

/** The table's rows: the header kept with the first row under it, and repeated after a page break. */
export function tableRows(doc: Doc, rows: string[][]): Row[] {
  const [head, ...rest] = rows;
  if (!head) return [];
  const widths = columnWidths(doc, rows, head.length);
  const header = gridRow(doc, head, widths, BODY_BOLD, 'center');
  const body = rest.map((cells) => ({ ...gridRow(doc, cells, widths, BODY, 'left'), repeatAtPageTop: header }));
  return [{ ...header, keepWithNext: body.length > 0 }, ...body];
}
