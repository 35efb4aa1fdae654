/**
 * Reads the structure of a PDF, with classic cross-reference tables (what pdfkit writes) or
 * cross-reference and object streams (pdf-xref-stream.ts), and appends incremental updates to
 * it. An update only ever adds bytes after the existing %%EOF: earlier signatures cover earlier
 * revisions byte for byte, so the bytes they cover must never change.
 */
import { PdfReader, asDict, asRef, serialize, streamObjectAt, type PdfValue } from './pdf-objects';
import { decodeStream, objectInStream, readXrefStream, xrefStreamObject, type XrefEntry } from './pdf-xref-stream';

export interface PdfStructure {
  bytes: Buffer;
  /** The newest trailer's dictionary. */
  trailer: Map<string, PdfValue>;
  /** Offset of the newest cross-reference section, the next update's /Prev. */
  xrefOffset: number;
  /** Byte offset of each object in use, newest revision winning. */
  offsets: Map<number, number>;
  /** Objects kept inside an object stream (the stream's number and the place in it), newest revision winning. */
  compressed: Map<number, { stream: number; index: number }>;
  /** Whether the newest section is a cross-reference stream: the next update then ends with one too. */
  xrefIsStream: boolean;
  size: number;
  /** Object streams already decoded, by number. */
  objectStreams: Map<number, { head: Map<string, PdfValue>; decoded: Buffer }>;
}

/** The offset after the last `startxref`, where the newest cross-reference section starts. */
function lastStartXref(bytes: Buffer): number {
  const at = bytes.lastIndexOf('startxref');
  if (at < 0) throw new Error('No startxref: not a PDF or truncated');
  const match = /^startxref\s+(\d+)/.exec(bytes.toString('latin1', at, at + 40));
  if (!match?.[1]) throw new Error('Malformed startxref');
  return Number(match[1]);
}

/** Whether the section at `offset` is a classic table (`xref`) rather than a stream object. */
function isTable(bytes: Buffer, offset: number): boolean {
  return /^\s*xref/.test(bytes.toString('latin1', offset, offset + 16));
}

/** Reads one cross-reference table and its trailer; entries already known (from newer sections) stay. */
function readXrefTable(bytes: Buffer, offset: number, entries: Map<number, XrefEntry>): Map<string, PdfValue> {
  const reader = new PdfReader(bytes, offset);
  reader.expectKeyword('xref');
  const text = bytes.toString('latin1', reader.pos, bytes.indexOf('trailer', reader.pos));
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.trim());
  // Which objects this section speaks of, in use or free: a free entry hides an older revision's.
  const listed: [number, XrefEntry | null][] = [];
  let next = 0;
  for (const line of lines) {
    const header = /^(\d+) (\d+)$/.exec(line);
    const entry = /^(\d{10}) (\d{5}) ([nf])$/.exec(line);
    if (header) next = Number(header[1]);
    else if (entry) {
      listed.push([next, entry[3] === 'n' ? { kind: 'offset', offset: Number(entry[1]) } : null]);
      next++;
    }
  }
  reader.pos = bytes.indexOf('trailer', reader.pos);
  reader.expectKeyword('trailer');
  const trailer = asDict(reader.value(), 'trailer');
  // A hybrid file's table has a companion stream for the objects it keeps compressed.
  const companion = trailer.get('XRefStm');
  if (companion?.kind === 'raw') readXrefStream(bytes, Number(companion.text), entries);
  for (const [num, entry] of listed) if (entry && !entries.has(num)) entries.set(num, entry);
  return trailer;
}

function readXrefSection(bytes: Buffer, offset: number, entries: Map<number, XrefEntry>): Map<string, PdfValue> {
  return isTable(bytes, offset) ? readXrefTable(bytes, offset, entries) : readXrefStream(bytes, offset, entries);
}

export function readStructure(bytes: Buffer): PdfStructure {
  const xrefOffset = lastStartXref(bytes);
  const entries = new Map<number, XrefEntry>();
  const trailer = readXrefSection(bytes, xrefOffset, entries);
  const seen = new Set([xrefOffset]);
  for (let prev = trailer.get('Prev'); prev?.kind === 'raw';) {
    const offset = Number(prev.text);
    if (seen.has(offset)) throw new Error('Cross-reference sections loop');
    seen.add(offset);
    prev = readXrefSection(bytes, offset, entries).get('Prev');
  }
  const size = trailer.get('Size');
  if (size?.kind !== 'raw') throw new Error('Trailer without /Size');
  const offsets = new Map<number, number>();
  const compressed = new Map<number, { stream: number; index: number }>();
  for (const [num, entry] of entries) {
    if (entry.kind === 'offset') offsets.set(num, entry.offset);
    else compressed.set(num, { stream: entry.stream, index: entry.index });
  }
  return { bytes, trailer, xrefOffset, offsets, compressed, xrefIsStream: !isTable(bytes, xrefOffset), size: Number(size.text), objectStreams: new Map() };
}

/** Where an object lives, as text that differs whenever a revision moves or replaces it; undefined when not in use. */
export function locationOf(structure: PdfStructure, num: number): string | undefined {
  const offset = structure.offsets.get(num);
  if (offset !== undefined) return `at ${offset}`;
  const packed = structure.compressed.get(num);
  return packed ? `in ${packed.stream}#${packed.index}@${structure.offsets.get(packed.stream)}` : undefined;
}

/** Every object number in use. */
export function objectNumbers(structure: PdfStructure): number[] {
  return [...structure.offsets.keys(), ...structure.compressed.keys()];
}

export function readObject(structure: PdfStructure, num: number): PdfValue {
  const packed = structure.compressed.get(num);
  if (packed) {
    let objectStream = structure.objectStreams.get(packed.stream);
    if (!objectStream) {
      const data = readStreamData(structure, packed.stream);
      if (!data) throw new Error(`Object stream ${packed.stream} is not a stream`);
      const head = asDict(readObject(structure, packed.stream), `Object stream ${packed.stream}`);
      objectStream = { head, decoded: decodeStream(head, data) };
      structure.objectStreams.set(packed.stream, objectStream);
    }
    return objectInStream(objectStream.head, objectStream.decoded, num, packed.index);
  }
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
 * the previous section with /Prev and keeps /Root, /Info and /ID. The section is a table after
 * a table and a stream after a stream.
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
  const numbers = [...objectOffsets.keys()];
  // /Size comes first and gets its value below, once it is known which kind of section this is.
  const trailer = new Map<string, PdfValue>([
    ['Size', { kind: 'raw', text: '0' }],
    ['Root', structure.trailer.get('Root') ?? { kind: 'raw', text: 'null' }],
  ]);
  for (const key of ['Info', 'ID']) {
    const value = structure.trailer.get(key);
    if (value) trailer.set(key, value);
  }
  trailer.set('Prev', { kind: 'raw', text: String(structure.xrefOffset) });
  const xrefOffset = length;
  if (structure.xrefIsStream) {
    // The section is itself an object, numbered after everything else, and lists itself.
    const num = Math.max(structure.size, ...numbers.map((n) => n + 1));
    trailer.set('Size', { kind: 'raw', text: String(num + 1) });
    push(xrefStreamObject(num, xrefOffset, objectOffsets, trailer));
    push(`startxref\n${xrefOffset}\n%%EOF\n`);
    return { bytes: Buffer.concat(parts, length), objectOffsets };
  }
  push('xref\n');
  // Consecutive object numbers share a subsection; each entry is exactly 20 bytes.
  for (let i = 0; i < numbers.length;) {
    let j = i + 1;
    while (j < numbers.length && numbers[j] === (numbers[j - 1] ?? 0) + 1) j++;
    push(`${numbers[i]} ${j - i}\n`);
    for (const num of numbers.slice(i, j)) push(`${String(objectOffsets.get(num)).padStart(10, '0')} 00000 n\r\n`);
    i = j;
  }
  trailer.set('Size', { kind: 'raw', text: String(Math.max(structure.size, ...numbers.map((num) => num + 1))) });
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
  const stream = streamObjectAt(structure.bytes, offset);
  if (!stream) return null;
  const length = resolve(structure, asDict(stream.head, `Stream ${num}`).get('Length'));
  if (length?.kind !== 'raw' || !/^\d+$/.test(length.text)) throw new Error(`Stream ${num} has no usable /Length`);
  return structure.bytes.subarray(stream.dataStart, stream.dataStart + Number(length.text));
}
