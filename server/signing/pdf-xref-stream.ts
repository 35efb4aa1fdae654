/**
 * Cross-reference streams and object streams (PDF 1.5), which most PDFs made by office suites,
 * scanners and qpdf use instead of a classic table: the table is a binary stream object, and
 * many small objects (a catalog, a page) sit compressed inside another stream. Reading them is
 * what lets the portal sign an attachment it did not write; an update to such a file ends with
 * a cross-reference stream of its own, because a classic table may not follow one.
 */
import { inflateSync } from 'node:zlib';
import { PdfReader, asDict, serialize, streamObjectAt, type PdfValue } from './pdf-objects';

/** Where an object in use lives: at a byte offset, or as the index-th object of an object stream. */
export type XrefEntry = { kind: 'offset'; offset: number } | { kind: 'compressed'; stream: number; index: number };

const integer = (value: PdfValue | undefined, what: string): number => {
  if (value?.kind !== 'raw' || !/^-?\d+$/.test(value.text)) throw new Error(`${what} is not an integer`);
  return Number(value.text);
};

const integers = (value: PdfValue | undefined, what: string): number[] => {
  if (value?.kind !== 'array') throw new Error(`${what} is not an array`);
  return value.items.map((item) => integer(item, what));
};

/** Undoes the PNG predictors (filter type per row) a Flate stream may carry; TIFF predictors are refused. */
function unpredict(data: Buffer, params: Map<string, PdfValue> | null): Buffer {
  const predictor = params?.has('Predictor') ? integer(params.get('Predictor'), '/Predictor') : 1;
  if (predictor === 1) return data;
  if (predictor < 10) throw new Error(`Predictor ${predictor} is not supported`);
  const columns = params?.has('Columns') ? integer(params.get('Columns'), '/Columns') : 1;
  const rowLength = columns + 1;
  const out = Buffer.alloc(Math.floor(data.length / rowLength) * columns);
  const previous = Buffer.alloc(columns);
  for (let row = 0; row * rowLength + rowLength <= data.length; row++) {
    const type = data[row * rowLength]!;
    const line = data.subarray(row * rowLength + 1, row * rowLength + rowLength);
    for (let i = 0; i < columns; i++) {
      const left = i > 0 ? out[row * columns + i - 1]! : 0;
      const up = previous[i]!;
      const upLeft = i > 0 ? previous[i - 1]! : 0;
      let value = line[i]!;
      if (type === 1) value += left;
      else if (type === 2) value += up;
      else if (type === 3) value += Math.floor((left + up) / 2);
      else if (type === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (type !== 0) throw new Error(`PNG row filter ${type} is not valid`);
      out[row * columns + i] = value & 0xff;
    }
    out.copy(previous, 0, row * columns, row * columns + columns);
  }
  return out;
}

/** A stream's data decoded: no filter or FlateDecode (with its predictor); anything else is refused. */
export function decodeStream(head: Map<string, PdfValue>, data: Buffer): Buffer {
  const filter = head.get('Filter');
  const filters = filter === undefined ? [] : filter.kind === 'array' ? filter.items : [filter];
  if (filters.length === 0) return data;
  if (filters.length > 1 || filters[0]?.kind !== 'name' || filters[0].name !== 'FlateDecode')
    throw new Error(`Stream filter ${serialize(filter!)} is not supported`);
  const params = head.get('DecodeParms');
  const paramsDict = params?.kind === 'array' ? params.items[0] : params;
  return unpredict(inflateSync(data), paramsDict?.kind === 'dict' ? paramsDict.entries : null);
}

/** The dictionary and raw data of the stream object at `offset`; its /Length must be direct. */
function streamAt(bytes: Buffer, offset: number): { head: Map<string, PdfValue>; data: Buffer } {
  const stream = streamObjectAt(bytes, offset);
  if (!stream) throw new Error(`No stream at byte ${offset}`);
  const head = asDict(stream.head, `Stream object at ${offset}`);
  const length = integer(head.get('Length'), 'Cross-reference stream /Length');
  return { head, data: bytes.subarray(stream.dataStart, stream.dataStart + length) };
}

/**
 * Reads the cross-reference stream at `offset`: its entries (newer sections win, so an entry
 * already known is kept) and its dictionary, which is also the section's trailer.
 */
export function readXrefStream(bytes: Buffer, offset: number, entries: Map<number, XrefEntry>): Map<string, PdfValue> {
  const { head, data } = streamAt(bytes, offset);
  const type = head.get('Type');
  if (type?.kind !== 'name' || type.name !== 'XRef') throw new Error(`No cross-reference at byte ${offset}`);
  const widths = integers(head.get('W'), '/W');
  if (widths.length !== 3 || widths.some((w) => w < 0 || w > 8)) throw new Error('Cross-reference stream /W is not valid');
  const size = integer(head.get('Size'), '/Size');
  const index = head.has('Index') ? integers(head.get('Index'), '/Index') : [0, size];
  const decoded = decodeStream(head, data);
  const rowLength = widths[0]! + widths[1]! + widths[2]!;
  const field = (row: number, which: number): number => {
    let at = row * rowLength + widths.slice(0, which).reduce((a, b) => a + b, 0);
    let value = 0;
    for (let i = 0; i < widths[which]!; i++) value = value * 256 + decoded[at++]!;
    return value;
  };
  let row = 0;
  for (let i = 0; i + 1 < index.length; i += 2) {
    for (let num = index[i]!; num < index[i]! + index[i + 1]!; num++, row++) {
      if ((row + 1) * rowLength > decoded.length) throw new Error('Cross-reference stream is shorter than its /Index');
      // A missing type field means type 1 (in use at an offset).
      const kind = widths[0] === 0 ? 1 : field(row, 0);
      if (entries.has(num)) continue;
      if (kind === 1) entries.set(num, { kind: 'offset', offset: field(row, 1) });
      else if (kind === 2) entries.set(num, { kind: 'compressed', stream: field(row, 1), index: field(row, 2) });
    }
  }
  return head;
}

/** Reads the index-th object of an object stream, given the stream's decoded data and dictionary. */
export function objectInStream(head: Map<string, PdfValue>, decoded: Buffer, num: number, index: number): PdfValue {
  const count = integer(head.get('N'), 'Object stream /N');
  const first = integer(head.get('First'), 'Object stream /First');
  if (index >= count) throw new Error(`Object ${num} is past the end of its object stream`);
  const pairs = decoded.toString('latin1', 0, first).trim().split(/\s+/).map(Number);
  if (pairs[index * 2] !== num) throw new Error(`Object ${num} is not where its object stream says`);
  return new PdfReader(decoded, first + pairs[index * 2 + 1]!).value();
}

/**
 * The bytes of a cross-reference stream object numbered `num` at `offset`, listing `offsets`
 * (the update's objects and itself) with /Prev to the section before and the trailer keys
 * given. Uncompressed, with fields of 1, 4 and 2 bytes.
 */
export function xrefStreamObject(num: number, offset: number, offsets: Map<number, number>, trailer: Map<string, PdfValue>): Buffer {
  const all = new Map(offsets).set(num, offset);
  const numbers = [...all.keys()].sort((a, b) => a - b);
  const index: number[] = [];
  const rows: Buffer[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i + 1;
    while (j < numbers.length && numbers[j] === numbers[j - 1]! + 1) j++;
    index.push(numbers[i]!, j - i);
    for (const n of numbers.slice(i, j)) {
      const row = Buffer.alloc(7);
      row[0] = 1;
      row.writeUInt32BE(all.get(n)!, 1);
      rows.push(row);
    }
    i = j;
  }
  const data = Buffer.concat(rows);
  const head = new Map<string, PdfValue>([
    ['Type', { kind: 'name', name: 'XRef' }],
    ...trailer,
    ['W', { kind: 'array', items: [1, 4, 2].map((w) => ({ kind: 'raw', text: String(w) }) as PdfValue) }],
    ['Index', { kind: 'array', items: index.map((n) => ({ kind: 'raw', text: String(n) }) as PdfValue) }],
    ['Length', { kind: 'raw', text: String(data.length) }],
  ]);
  return Buffer.concat([
    Buffer.from(`${num} 0 obj\n${serialize({ kind: 'dict', entries: head })}\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}
