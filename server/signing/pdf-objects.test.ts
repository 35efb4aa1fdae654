/** The object syntax the incremental update reads and writes back. */
import { describe, expect, it } from 'vitest';
import { PdfReader, pdfDate, serialize, textString } from './pdf-objects';

const read = (text: string) => new PdfReader(Buffer.from(text, 'latin1'), 0).value();

describe('PdfReader', () => {
  it('reads references, nested dictionaries, arrays and strings with parentheses and escapes', () => {
    const value = read('<< /Type /Page /Parent 1 0 R /MediaBox [0 0 595.28 841.89] /Res << /F1 12 0 R >> /T (a (b) \\) c) /H <FEFF0E01> /N 5 /B true >>');
    expect(value.kind).toBe('dict');
    if (value.kind !== 'dict') return;
    expect(value.entries.get('Parent')).toEqual({ kind: 'ref', num: 1, gen: 0 });
    expect(serialize(value.entries.get('MediaBox') ?? { kind: 'raw', text: '' })).toBe('[0 0 595.28 841.89]');
    expect(value.entries.get('Res')).toEqual({ kind: 'dict', entries: new Map([['F1', { kind: 'ref', num: 12, gen: 0 }]]) });
    expect(value.entries.get('T')).toEqual({ kind: 'raw', text: '(a (b) \\) c)' });
    expect(value.entries.get('H')).toEqual({ kind: 'raw', text: '<FEFF0E01>' });
    expect(value.entries.get('N')).toEqual({ kind: 'raw', text: '5' });
  });

  it('tells two numbers in an array from a reference', () => {
    expect(serialize(read('[1 0 R 2 0 3 0 R 4]'))).toBe('[1 0 R 2 0 3 0 R 4]');
    const items = read('[1 0 R 2 0 3 0 R 4]');
    expect(items.kind === 'array' ? items.items.map((item) => item.kind) : []).toEqual(['ref', 'raw', 'raw', 'ref', 'raw']);
  });

  it('reads what it writes', () => {
    const text = '<< /Kids [8 0 R 13 0 R] /Count 2 /Type /Pages >>';
    expect(read(serialize(read(text)))).toEqual(read(text));
  });
});

describe('text and dates', () => {
  it('writes Thai text as UTF-16BE with a byte order mark', () => {
    expect(serialize(textString('กข A'))).toBe('<FEFF0E010E0200200041>');
  });

  it('writes a date in UTC', () => {
    expect(pdfDate(new Date('2026-11-25T03:04:05.678Z'))).toBe('D:20261125030405Z');
  });
});
