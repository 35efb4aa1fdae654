/**
 * Thai text for pdfkit documents, shared by the PDF renderers (tables, letters).
 *
 * How Thai is set:
 * - One font for everything: Sarabun (OFL) as whole TTF files from @expo-google-fonts/sarabun,
 *   which cover Thai, Latin, digits and punctuation, so no string has to be split by script.
 *   pdfkit shapes each string with fontkit (GSUB/GPOS: tone marks lowered or moved left, ญ and
 *   ฐ without their tails above a lower vowel), and embeds only the glyphs used (a subset).
 * - Thai has no spaces between words, and pdfkit's own line breaking only breaks at spaces and
 *   hyphens; so lines are filled here, greedily, from the words that Intl.Segmenter finds (a
 *   dictionary segmenter), measured with the font, and each line is drawn with lineBreak: false.
 *   A single word wider than its line is cut between grapheme clusters, so a mark never leaves
 *   its base.
 * - The font's GSUB splits sara am (ำ) into a nikhahit glyph and a sara aa glyph, and pdfkit's
 *   ToUnicode map, which is kept per glyph, can only say "ำ" + "า" for that pair (the sara aa
 *   glyph is the ordinary า). So every drawn line is wrapped in a marked-content span whose
 *   ActualText is the line itself: text extraction, search and copy then give the text as it
 *   was written, however the line was cut into pieces to draw it (see drawJustifiedLine).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'center' | 'right';

export const REGULAR = 'Sarabun';
export const BOLD = 'Sarabun-Bold';

export interface FontFace {
  name: string;
  size: number;
  /** Fill colour; black when absent. */
  color?: string;
}

/** Read once per process: the font files ship in node_modules, nothing is fetched at run time. */
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

function loadFonts(): { regular: Buffer; bold: Buffer } {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    const read = (file: string): Buffer => readFileSync(require.resolve(`@expo-google-fonts/sarabun/${file}`));
    fontBytes = { regular: read('400Regular/Sarabun_400Regular.ttf'), bold: read('700Bold/Sarabun_700Bold.ttf') };
  }
  return fontBytes;
}

/** Registers Sarabun regular and bold under REGULAR and BOLD. */
export function registerThaiFonts(doc: Doc): void {
  const fonts = loadFonts();
  doc.registerFont(REGULAR, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
}

// ---------------------------------------------------------------------------------------------
// Measuring and line filling

const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });
const graphemeSegmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** Width of a string in points, in the given face, as pdfkit will draw it. */
export type Measure = (text: string) => number;

export function measurer(doc: Doc, face: FontFace): Measure {
  return (text) => doc.font(face.name).fontSize(face.size).widthOfString(text);
}

/** The width available to each line: one for all, or a different first line (an indent). */
export type LineWidths = number | { first: number; rest: number };

const widthAt = (widths: LineWidths, line: number): number => (typeof widths === 'number' ? widths : line === 0 ? widths.first : widths.rest);

const isBlank = (text: string): boolean => text.trim() === '';

/**
 * Cuts a word that fits on no line between grapheme clusters: full lines first, and the rest as
 * the start of the next line, so later words can still follow it. `line` is the index of the
 * first line the word starts.
 */
function cutWord(word: string, widths: LineWidths, line: number, measure: Measure): { full: string[]; rest: string } {
  const full: string[] = [];
  let rest = '';
  for (const { segment } of graphemeSegmenter.segment(word)) {
    if (rest !== '' && measure(rest + segment) > widthAt(widths, line + full.length)) {
      full.push(rest);
      rest = '';
    }
    rest += segment;
  }
  return { full, rest };
}

/** Fills lines greedily with whole words; spaces at a break are dropped, a paragraph's indent is kept. */
export function wrapParagraph(paragraph: string, widths: LineWidths, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  let broken = false;
  for (const { segment } of wordSegmenter.segment(paragraph)) {
    if (line === '' && broken && isBlank(segment)) continue;
    if (measure((line + segment).trimEnd()) <= widthAt(widths, lines.length)) {
      line += segment;
      continue;
    }
    if (line !== '') lines.push(line.trimEnd());
    broken = true;
    line = '';
    if (isBlank(segment)) continue;
    const fits = measure(segment) <= widthAt(widths, lines.length);
    const { full, rest } = fits ? { full: [], rest: segment } : cutWord(segment, widths, lines.length, measure);
    lines.push(...full);
    line = rest;
  }
  // An empty paragraph is one empty line; spaces left over after a break are no line at all.
  if (line.trim() !== '' || lines.length === 0) lines.push(line.trimEnd());
  return lines;
}

/** The lines of a text in a box of the given width: '\n' breaks, then words. */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  return text.split(/\r?\n/).flatMap((paragraph) => wrapParagraph(paragraph, maxWidth, measure));
}

// ---------------------------------------------------------------------------------------------
// Drawing

function setFace(doc: Doc, face: FontFace): Doc {
  return doc
    .font(face.name)
    .fontSize(face.size)
    .fillColor(face.color ?? 'black');
}

/** Draws one already-wrapped line; the ActualText span keeps its extracted text exact (see top). */
export function drawLine(doc: Doc, text: string, x: number, y: number, width: number, align: Align, face: FontFace): void {
  if (text === '') return;
  const textWidth = measurer(doc, face)(text);
  const offset = align === 'left' ? 0 : align === 'right' ? width - textWidth : (width - textWidth) / 2;
  doc.markContent('Span', { actual: text });
  setFace(doc, face).text(text, x + offset, y, { lineBreak: false });
  endActualText(doc, face);
}

/** The body face of official letters: Sarabun 16 pt. */
const LETTER_BODY: FontFace = { name: REGULAR, size: 16 };

/**
 * Where a justified line may take extra room: between two words, and after a run of spaces. Not
 * next to punctuation, so 'พ.ศ.', '(ก)' and '1.1' stay as typed; not between the pieces of one
 * word, since the pieces come from the word segmenter.
 */
function stretchablePieces(text: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  let previous: Intl.SegmentData | undefined;
  for (const segment of wordSegmenter.segment(text)) {
    const gap = previous !== undefined && ((previous.isWordLike && segment.isWordLike) || (isBlank(previous.segment) && !isBlank(segment.segment)));
    if (gap) {
      pieces.push(piece);
      piece = '';
    }
    piece += segment.segment;
    previous = segment;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * Draws a line filling exactly `width`: the room left over is shared out equally between the
 * word boundaries (Thai writes no spaces between the words of a phrase, so spaces alone would
 * not do). pdfkit's characterSpacing would move Thai marks off their bases, and its wordSpacing
 * stretches spaces only, so the line is drawn piece by piece instead; one ActualText span around
 * all the pieces gives extraction the line as typed, with no space added between the pieces.
 * A line with no boundary, or already full, is drawn left-aligned. The caller leaves the last
 * line of a paragraph unjustified (drawLine).
 */
export function drawJustifiedLine(doc: Doc, text: string, x: number, y: number, width: number, face: FontFace = LETTER_BODY): void {
  const pieces = stretchablePieces(text);
  const measure = measurer(doc, face);
  const widths = pieces.map(measure);
  const room = width - widths.reduce((sum, w) => sum + w, 0);
  if (pieces.length < 2 || room <= 0) {
    drawLine(doc, text, x, y, width, 'left', face);
    return;
  }
  const share = room / (pieces.length - 1);
  doc.markContent('Span', { actual: text });
  let at = x;
  pieces.forEach((piece, i) => {
    setFace(doc, face).text(piece, at, y, { lineBreak: false });
    at += (widths[i] ?? 0) + share;
  });
  endActualText(doc, face);
}

/**
 * Ends an ActualText span so that poppler (pdftotext, and the many viewers built on it) reads it
 * right. Poppler adds the span's text when the span ends, using the graphics state in force
 * there; but pdfkit draws text inside q … Q, under its own flip of the y axis and with its font
 * set, and has restored all that by then: the span would come out mirrored, rotated and with no
 * width. So the span ends inside a q … Q of ours that restates the flip and the font (an empty
 * text object, which draws nothing). Marked content has to nest with BT/ET only, not with q/Q.
 * The flip is concatenated to what is in force, so a span drawn under a rotation of the caller
 * (a watermark) ends under the same rotation.
 */
function endActualText(doc: Doc, face: FontFace): void {
  doc.save().transform(1, 0, 0, -1, 0, doc.page.height);
  const fontId = currentFontField(doc, 'id');
  if (typeof fontId === 'string' && /^\w+$/.test(fontId)) doc.addContent(`BT /${fontId} ${face.size} Tf ET`);
  doc.endMarkedContent();
  doc.restore();
}

/** A field of pdfkit's current font ("F1" id, ascender...): kept on fields its types do not declare. */
function currentFontField(doc: Doc, field: 'id' | 'ascender'): unknown {
  const font = (doc as unknown as { _font?: Record<string, unknown> })._font;
  return font?.[field];
}

export function lineHeight(doc: Doc, face: FontFace): number {
  return doc.font(face.name).fontSize(face.size).currentLineHeight(true);
}

/**
 * Distance from the top of a line (the y given to drawLine) down to its baseline, so that faces
 * of different sizes on one line can share a baseline.
 */
export function ascent(doc: Doc, face: FontFace): number {
  doc.font(face.name).fontSize(face.size);
  const ascender = currentFontField(doc, 'ascender');
  return typeof ascender === 'number' ? (ascender / 1000) * face.size : 0.8 * doc.currentLineHeight(false);
}
