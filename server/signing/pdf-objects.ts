/**
 * Just enough of PDF's object syntax to read and re-write the few dictionaries an incremental
 * update touches (trailer, catalog, page, form): names, numbers, strings, arrays, dictionaries
 * and indirect references. Strings and numbers keep their written text, so an object read and
 * written again says what it said.
 */

export type PdfValue =
  | { kind: 'name'; name: string }
  | { kind: 'ref'; num: number; gen: number }
  | { kind: 'array'; items: PdfValue[] }
  | { kind: 'dict'; entries: Map<string, PdfValue> }
  /** A number, string, boolean or null, as written. */
  | { kind: 'raw'; text: string };

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([...'()<>[]{}/%'].map((c) => c.charCodeAt(0)));

export const name = (value: string): PdfValue => ({ kind: 'name', name: value });
export const ref = (num: number, gen = 0): PdfValue => ({ kind: 'ref', num, gen });
export const raw = (text: string): PdfValue => ({ kind: 'raw', text });
export const array = (items: PdfValue[]): PdfValue => ({ kind: 'array', items });
export const dict = (entries: [string, PdfValue][]): PdfValue => ({ kind: 'dict', entries: new Map(entries) });

/** Reads PDF values from bytes, starting at a given offset. */
export class PdfReader {
  constructor(
    private readonly bytes: Buffer,
    public pos: number,
  ) {}

  private peek(at = 0): number {
    return this.bytes[this.pos + at] ?? -1;
  }

  /** Skips whitespace and comments, which may sit between any two tokens. */
  skipSpace(): void {
    for (;;) {
      const c = this.peek();
      if (WHITESPACE.has(c)) this.pos++;
      else if (c === 0x25) while (this.pos < this.bytes.length && this.peek() !== 0x0a && this.peek() !== 0x0d) this.pos++;
      else return;
    }
  }

  /** A run of regular characters: a number, keyword or the text of a name. */
  private word(): string {
    const start = this.pos;
    while (this.pos < this.bytes.length && !WHITESPACE.has(this.peek()) && !DELIMITERS.has(this.peek())) this.pos++;
    return this.bytes.toString('latin1', start, this.pos);
  }

  expectKeyword(keyword: string): void {
    this.skipSpace();
    const word = this.word();
    if (word !== keyword) throw new Error(`Expected "${keyword}" at byte ${this.pos}, found "${word}"`);
  }

  /** Reads the header `num gen obj` of an indirect object and returns its number. */
  objectHeader(): number {
    this.skipSpace();
    const num = Number(this.word());
    this.skipSpace();
    this.word();
    this.expectKeyword('obj');
    return num;
  }

  value(): PdfValue {
    this.skipSpace();
    const c = this.peek();
    if (c === 0x2f) {
      this.pos++;
      return name(this.word());
    }
    if (c === 0x3c && this.peek(1) === 0x3c) return this.dictionary();
    if (c === 0x3c) return this.hexString();
    if (c === 0x28) return this.literalString();
    if (c === 0x5b) {
      this.pos++;
      const items: PdfValue[] = [];
      for (this.skipSpace(); this.peek() !== 0x5d; this.skipSpace()) {
        if (this.pos >= this.bytes.length) throw new Error('Unterminated array');
        items.push(this.value());
      }
      this.pos++;
      return array(items);
    }
    const word = this.word();
    if (word === '') throw new Error(`Unexpected byte ${c} at ${this.pos}`);
    // `num gen R` is one value, a reference; look ahead without consuming anything else.
    if (/^\d+$/.test(word)) {
      const mark = this.pos;
      this.skipSpace();
      const gen = this.word();
      this.skipSpace();
      const afterR = this.peek(1);
      const rEndsHere = afterR < 0 || WHITESPACE.has(afterR) || DELIMITERS.has(afterR);
      if (/^\d+$/.test(gen) && this.peek() === 0x52 && rEndsHere) {
        this.pos++;
        return ref(Number(word), Number(gen));
      }
      this.pos = mark;
    }
    return raw(word);
  }

  private dictionary(): PdfValue {
    this.pos += 2;
    const entries = new Map<string, PdfValue>();
    for (this.skipSpace(); !(this.peek() === 0x3e && this.peek(1) === 0x3e); this.skipSpace()) {
      if (this.pos >= this.bytes.length) throw new Error('Unterminated dictionary');
      const key = this.value();
      if (key.kind !== 'name') throw new Error(`Dictionary key is not a name at byte ${this.pos}`);
      entries.set(key.name, this.value());
    }
    this.pos += 2;
    return { kind: 'dict', entries };
  }

  private hexString(): PdfValue {
    const end = this.bytes.indexOf(0x3e, this.pos);
    if (end < 0) throw new Error('Unterminated hex string');
    const text = this.bytes.toString('latin1', this.pos, end + 1);
    this.pos = end + 1;
    return raw(text);
  }

  /** A (literal) string: parentheses nest unless escaped by a backslash. */
  private literalString(): PdfValue {
    const start = this.pos;
    let depth = 0;
    for (;;) {
      const c = this.peek();
      if (c < 0) throw new Error('Unterminated string');
      this.pos++;
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) break;
    }
    return raw(this.bytes.toString('latin1', start, this.pos));
  }
}

/**
 * The indirect object at `offset` when it is a stream: its dictionary and where its data starts
 * (after the `stream` keyword and the CRLF or LF that follows it); null when it is not a stream.
 */
export function streamObjectAt(bytes: Buffer, offset: number): { num: number; head: PdfValue; dataStart: number } | null {
  const reader = new PdfReader(bytes, offset);
  const num = reader.objectHeader();
  const head = reader.value();
  reader.skipSpace();
  if (bytes.toString('latin1', reader.pos, reader.pos + 6) !== 'stream') return null;
  let dataStart = reader.pos + 6;
  if (bytes[dataStart] === 0x0d) dataStart++;
  if (bytes[dataStart] === 0x0a) dataStart++;
  return { num, head, dataStart };
}

export function serialize(value: PdfValue): string {
  switch (value.kind) {
    case 'name':
      return `/${value.name}`;
    case 'ref':
      return `${value.num} ${value.gen} R`;
    case 'raw':
      return value.text;
    case 'array':
      return `[${value.items.map(serialize).join(' ')}]`;
    case 'dict':
      return `<<\n${[...value.entries].map(([key, entry]) => `/${key} ${serialize(entry)}`).join('\n')}\n>>`;
  }
}

export function asDict(value: PdfValue | undefined, what: string): Map<string, PdfValue> {
  if (value?.kind !== 'dict') throw new Error(`${what} is not a dictionary`);
  return value.entries;
}

export function asRef(value: PdfValue | undefined, what: string): { num: number; gen: number } {
  if (value?.kind !== 'ref') throw new Error(`${what} is not an indirect reference`);
  return value;
}

/** A text string as PDF wants it for any script: UTF-16BE after a byte order mark, written in hex. */
export function textString(text: string): PdfValue {
  const utf16 = Buffer.from(text, 'utf16le').swap16();
  return raw(`<FEFF${utf16.toString('hex').toUpperCase()}>`);
}

/** A PDF date in UTC: D:YYYYMMDDHHmmSSZ. */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `D:${iso.slice(0, 19).replace(/[-T:]/g, '')}Z`;
}
