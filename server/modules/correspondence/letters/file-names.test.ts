import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, safeFileName } from './file-names';

describe('safeFileName', () => {
  it('removes bidi overrides, isolates, zero-width and control characters', () => {
    expect(safeFileName('photo\u202Egpj.pdf')).toBe('photogpj.pdf');
    expect(safeFileName('\u2067รายงาน\u2069\u200B.docx')).toBe('รายงาน.docx');
    expect(safeFileName('a\u0000b\u0007c\r\n.txt')).toBe('abc.txt');
  });

  it('keeps only the last part of a path', () => {
    expect(safeFileName('C:\\Users\\สมชาย\\บันทึก.pdf')).toBe('บันทึก.pdf');
    expect(safeFileName('../../etc/passwd.txt')).toBe('passwd.txt');
  });

  it('shortens a long name in its stem and keeps the extension', () => {
    const name = safeFileName(`${'x'.repeat(247)}.pdf`);
    expect(name).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('never splits a character made of two code units', () => {
    const name = safeFileName(`${'😀'.repeat(150)}.png`);
    expect(name.endsWith('.png')).toBe(true);
    expect(name.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(name.slice(0, -4)).toMatch(/^(😀)+$/u);
  });

  it('answers empty when nothing visible is left', () => {
    expect(safeFileName('\u202E\u200B ')).toBe('');
  });
});
