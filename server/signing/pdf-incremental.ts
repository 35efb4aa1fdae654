/**
 * Reads the structure of a PDF with classic cross-reference tables (what pdfkit writes) and
 * appends incremental updates to it. An update only ever adds bytes after the existing %%EOF:
 * earlier signatures cover earlier revisions byte for byte, so the bytes they cover must never
 * change.
 */
import { PdfReader, asDict, asRef, serialize, type PdfValue } from './pdf-objects';

export interface PdfStructure {
  bytes: Buffer;
  /** The newest trailer's dictionary. */
  trailer: Map<string, PdfValue>;
  /** Offset of the newest cross-reference section, the next update's /Prev. */
  xrefOffset: number;
  /** Byte offset of each object in use, newest revision winning. */
  offsets: Map<number, number>;
  size: number;
}

/** The offset after the last `startxref`, where the newest cross-reference section starts. */
function lastStartXref(bytes: Buffer): number {
  const at = bytes.lastIndexOf('startxref');
  if (at < 0) throw new Error('No startxref: not a PDF or truncated');
  const match = /^startxref\s+(\d+)/.exec(bytes.toString('latin1', at, at + 40));
  if (!match?.[1]) throw new Error('Malformed startxref');
  return Number(match[1]);
}

/** Reads one cross-reference table and its trailer; entries already known (from newer sections) stay. */
function readXrefSection(bytes: Buffer, offset: number, offsets: Map<number, number>): Map<string, PdfValue> {
  const reader = new PdfReader(bytes, offset);
  // Cross-reference streams (PDF 1.5 compressed files) are not read; pdfkit does not write them.
  reader.expectKeyword('xref');
  const text = bytes.toString('latin1', reader.pos, bytes.indexOf('trailer', reader.pos));
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trim());
  let next = 0;
  for (const line of lines) {
    const header = /^(\d+) (\d+)$/.exec(line);
    const entry = /^(\d{10}) (\d{5}) ([nf])$/.exec(line);
    if (header) next = Number(header[1]);
    else if (entry) {
      if (entry[3] === 'n' && !offsets.has(next)) offsets.set(next, Number(entry[1]));
      next++;
    }
  }
  reader.pos = bytes.indexOf('trailer', reader.pos);
  reader.expectKeyword('trailer');
  return asDict(reader.value(), 'trailer');
}

export function readStructure(bytes: Buffer): PdfStructure {
  const xrefOffset = lastStartXref(bytes);
  const offsets = new Map<number, number>();
  const trailer = readXrefSection(bytes, xrefOffset, offsets);
  const seen = new Set([xrefOffset]);
  for (let prev = trailer.get('Prev'); prev?.kind === 'raw';) {
    const offset = Number(prev.text);
    if (seen.has(offset)) throw new Error('Cross-reference sections loop');
    seen.add(offset);
    prev = readXrefSection(bytes, offset, offsets).get('Prev');
  }
  const size = trailer.get('Size');
  if (size?.kind !== 'raw') throw new Error('Trailer without /Size');
  return { bytes, trailer, xrefOffset, offsets, size: Number(size.text) };
}

export function readObject(structure: PdfStructure, num: number): PdfValue {
  const offset = structure.offsets.get(num);
  if (offset === undefined) throw new Error(`Object ${num} is not in the cross-reference table`);
  const reader = new PdfReader(structure.bytes, offset);
  if (reader.objectHeader() !== num) throw new Error(`Object ${num} is not where the cross-reference table says`);
  return reader.value();
}

/** A value with indirect references followed until it is a direct value. */
export function resolve(structure: PdfStructure, value: PdfValue | undefined): PdfValue | undefined {
  for (let depth = 0; value?.kind === 'ref'; depth++) {
    if (depth > 32) throw new Error('Reference chain too long');
    value = readObject(structure, value.num);
  }
  return value;
}

export function catalogRef(structure: PdfStructure): number {
  return asRef(structure.trailer.get('Root'), 'Trailer /Root').num;
}

/** The object numbers of the leaf pages, in order, walking the page tree through /Kids. */
export function pageRefs(structure: PdfStructure): number[] {
  const catalog = asDict(readObject(structure, catalogRef(structure)), 'Catalog');
  const pages: number[] = [];
  const walk = (num: number, depth: number): void => {
    if (depth > 64) throw new Error('Page tree too deep');
    const node = asDict(readObject(structure, num), `Page tree node ${num}`);
    const type = node.get('Type');
    if (type?.kind === 'name' && type.name === 'Page') {
      pages.push(num);
      return;
    }
    const kids = resolve(structure, node.get('Kids'));
    if (kids?.kind !== 'array') throw new Error(`Page tree node ${num} has no /Kids`);
    for (const kid of kids.items) walk(asRef(kid, '/Kids entry').num, depth + 1);
  };
  walk(asRef(catalog.get('Pages'), 'Catalog /Pages').num, 0);
  return pages;
}

/** An object to write in an update: its text is either a value or ready-made bytes (a stream). */
export interface UpdateObject {
  num: number;
  body: PdfValue | Buffer;
}

export interface Update {
  bytes: Buffer;
  /** Where each written object starts in the returned bytes. */
  objectOffsets: Map<number, number>;
}

/**
 * Appends objects, a cross-reference section listing just them, and a trailer that chains to
 * the previous section with /Prev and keeps /Root, /Info and /ID.
 */
export function appendUpdate(structure: PdfStructure, objects: UpdateObject[]): Update {
  const parts: Buffer[] = [structure.bytes];
  let length = structure.bytes.length;
  const push = (part: Buffer | string): void => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(buffer);
    length += buffer.length;
  };
  // The update starts on a line of its own, after the previous %%EOF.
  const last = structure.bytes[structure.bytes.length - 1];
  if (last !== 0x0a && last !== 0x0d) push('\n');
  const objectOffsets = new Map<number, number>();
  for (const object of [...objects].sort((a, b) => a.num - b.num)) {
    objectOffsets.set(object.num, length);
    push(`${object.num} 0 obj\n`);
    push(Buffer.isBuffer(object.body) ? object.body : serialize(object.body));
    push('\nendobj\n');
  }
  const xrefOffset = length;
  push('xref\n');
  // Consecutive object numbers share a subsection; each entry is exactly 20 bytes.
  const numbers = [...objectOffsets.keys()];
  for (let i = 0; i < numbers.length;) {
    let j = i + 1;
    while (j < numbers.length && numbers[j] === (numbers[j - 1] ?? 0) + 1) j++;
    push(`${numbers[i]} ${j - i}\n`);
    for (const num of numbers.slice(i, j)) push(`${String(objectOffsets.get(num)).padStart(10, '0')} 00000 n\r\n`);
    i = j;
  }
  const size = Math.max(structure.size, ...numbers.map((num) => num + 1));
  const trailer = new Map<string, PdfValue>([
    ['Size', { kind: 'raw', text: String(size) }],
    ['Root', structure.trailer.get('Root') ?? { kind: 'raw', text: 'null' }],
  ]);
  for (const key of ['Info', 'ID']) {
    const value = structure.trailer.get(key);
    if (value) trailer.set(key, value);
  }
  trailer.set('Prev', { kind: 'raw', text: String(structure.xrefOffset) });
  push(`trailer\n${serialize({ kind: 'dict', entries: trailer })}\nstartxref\n${xrefOffset}\n%%EOF\n`);
  return { bytes: Buffer.concat(parts, length), objectOffsets };
}

/**
 * The raw bytes of an object's stream, still encoded as its /Filter says, or null when the
 * object is not a stream. /Length may be a direct number or a reference to one.
 */
export function readStreamData(structure: PdfStructure, num: number): Buffer | null {
  const offset = structure.offsets.get(num);
  if (offset === undefined) throw new Error(`Object ${num} is not in the cross-reference table`);
  const reader = new PdfReader(structure.bytes, offset);
  reader.objectHeader();
  const head = reader.value();
  reader.skipSpace();
  if (structure.bytes.toString('latin1', reader.pos, reader.pos + 6) !== 'stream') return null;
  let start = reader.pos + 6;
  // The keyword is followed by CRLF or LF, then the data.
  if (structure.bytes[start] === 0x0d) start++;
  if (structure.bytes[start] === 0x0a) start++;
  const length = resolve(structure, asDict(head, `Stream ${num}`).get('Length'));
  if (length?.kind !== 'raw' || !/^\d+$/.test(length.text)) throw new Error(`Stream ${num} has no usable /Length`);
  return structure.bytes.subarray(start, start + Number(length.text));
}
