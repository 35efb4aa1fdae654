/**
 * Checks the PDF as a reader would get it, through poppler's tools (pdfinfo, pdffonts,
 * pdftotext; Debian's poppler-utils): the page size and count, embedded subset fonts, and text
 * that comes back as written, Thai words whole at line ends and rows whole on a page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEmbeddedSubsetFonts, poppler } from '../test-support/poppler';
import { renderTablePdf, type PdfTable } from './table-pdf';

const LONG = 'ขอความร่วมมือตอบแบบสำรวจความพึงพอใจการใช้บริการภาครัฐผ่านระบบสารบรรณอิเล็กทรอนิกส์ ประจำปีงบประมาณ พ.ศ. 2569';
const MIXED = 'ที่ ตย 0102/123';
const TONE_AND_AM = 'น้ำท่วมขัง';
const TITLE = 'บัญชีหนังสือขอทำลาย ประจำปี พ.ศ. 2568';
const ROWS = 40;

const isLongRow = (i: number): boolean => i % 3 === 0;

function sampleTable(): PdfTable {
  const rows = Array.from({ length: ROWS }, (_, i) => [
    String(i + 1),
    i === 5 ? MIXED : `ที่ ตย 0102/${200 + i}`,
    '12 ม.ค. 2568',
    isLongRow(i) ? LONG : i === 4 ? TONE_AND_AM : 'แจ้งเวียนคำสั่งแต่งตั้งคณะกรรมการ',
    'กองกลาง',
    i % 5 === 0 ? 'ทำลาย' : '',
  ]);
  return {
    title: TITLE,
    subtitle: ['กรมตัวอย่าง กระทรวงทดสอบ', 'วันที่ 31 มกราคม พ.ศ. 2569'],
    columns: [
      { header: 'ลำดับที่', width: 1, align: 'center' },
      { header: 'ที่หนังสือ', width: 2.2 },
      { header: 'ลงวันที่', width: 1.6, align: 'center' },
      { header: 'เรื่อง', width: 5 },
      { header: 'การพิจารณา', width: 1.6 },
      { header: 'หมายเหตุ', width: 1.4 },
    ],
    rows,
    footer: ['(ลงชื่อ) ............................................ ประธานกรรมการ', '(ลงชื่อ) ............................................ กรรมการ'],
  };
}

let dir: string;

function writePdf(name: string, pdf: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, pdf);
  return file;
}

const run = poppler;
const squash = (text: string): string => text.replace(/\s+/g, '');
const words = (text: string): string[] => [...new Intl.Segmenter('th', { granularity: 'word' }).segment(text)].map((s) => s.segment);

/** Offsets in the whitespace-free long text where one Intl.Segmenter word ends and the next begins. */
function wordBoundaries(text: string): Set<number> {
  const bounds = new Set([0]);
  let at = 0;
  for (const word of words(text)) {
    at += squash(word).length;
    bounds.add(at);
  }
  return bounds;
}

/** The pieces of one pdftotext -layout page that belong to the long cell (columns are 2+ spaces apart). */
function longCellFragments(page: string): string[] {
  const long = squash(LONG);
  return page
    .split('\n')
    .flatMap((line) => line.split(/\s{2,}/))
    .map(squash)
    .filter((fragment) => fragment.length >= 4 && /[\u0E00-\u0E7F]/.test(fragment) && long.includes(fragment));
}

describe('renderTablePdf', () => {
  let file: string;
  let text: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'table-pdf-'));
    file = writePdf('list.pdf', await renderTablePdf(sampleTable()));
    text = run('pdftotext', '-layout', file, '-');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is A4 landscape, several pages, titled', () => {
    const info = run('pdfinfo', file);
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
    expect(size).not.toBeNull();
    expect(Math.abs(Number(size?.[1]) - 842)).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(size?.[2]) - 595)).toBeLessThanOrEqual(1);
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThan(1);
    expect(info).toMatch(new RegExp(`Title:\\s+${TITLE.replace(/\./g, '\\.')}`));
  });

  it('embeds only subset fonts', () => {
    expectEmbeddedSubsetFonts(file);
  });

  it('gives back the title and short cells as written, sara am included', () => {
    expect(text).toContain(TITLE);
    expect(text).toContain(MIXED);
    expect(text).toContain('12 ม.ค. 2568');
    expect(text).toContain(TONE_AND_AM);
    expect(text).toContain('ทำลาย');
    // The font draws ำ as nikhahit + sara aa glyphs; the text must not come back as either pair.
    expect(text).not.toMatch(/\u0E33\u0E32|\u0E4D\u0E32/);
  });

  it('gives back every word of the long cell', () => {
    const all = squash(text);
    for (const word of words(LONG).map(squash).filter(Boolean)) expect(all).toContain(word);
  });

  it('breaks the long cell between words only, and never splits a row across pages', () => {
    const long = squash(LONG);
    const bounds = wordBoundaries(LONG);
    let cells = 0;
    let lines = 0;
    for (const page of text.split('\f')) {
      let at = 0;
      for (const fragment of longCellFragments(page)) {
        expect({ fragment, follows: long.startsWith(fragment, at) }).toEqual({ fragment, follows: true });
        expect({ fragment, wholeWords: bounds.has(at) && bounds.has(at + fragment.length) }).toEqual({ fragment, wholeWords: true });
        at += fragment.length;
        lines += 1;
        if (at === long.length) {
          cells += 1;
          at = 0;
        }
      }
      expect(at).toBe(0);
    }
    const longRows = Array.from({ length: ROWS }, (_, i) => i).filter(isLongRow).length;
    expect(cells).toBe(longRows);
    expect(lines).toBeGreaterThan(longRows);
  });

  it('numbers every page and repeats the header row on it', () => {
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(text).toContain('หน้า 1 / ');
    pages.forEach((page, i) => {
      expect(page).toContain(`หน้า ${i + 1} / ${pages.length}`);
      expect(page).toMatch(/ลำดับที่\s+ที่หนังสือ\s+ลงวันที่\s+เรื่อง/);
    });
  });

  it('cuts a word wider than its cell between characters, losing none', async () => {
    const token = 'https://saraban.example.go.th/documents/2569/0102-123-attachment.pdf';
    const columns = [
      { header: 'ลิงก์', width: 1 },
      { header: 'หมายเหตุ', width: 10 },
    ];
    const pdf = await renderTablePdf({ title: 'ทดสอบ', columns, rows: [[`ดู ${token}`, '']] });
    const output = run('pdftotext', '-layout', writePdf('narrow.pdf', pdf), '-');
    expect(output.split('\n').filter((line) => /[a-z]/.test(line)).length).toBeGreaterThan(3);
    expect(squash(output)).toContain(squash(`ดู ${token}`));
  });

  it('refuses a row whose length differs from the columns', async () => {
    await expect(renderTablePdf({ title: 'x', columns: [{ header: 'a', width: 1 }], rows: [['1', '2']] })).rejects.toThrow(/row 1 has 2 cells/);
  });
});
