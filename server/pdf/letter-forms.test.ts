/**
 * Checks every form of the regulation as a reader gets it, through poppler's tools (pdfinfo,
 * pdffonts, pdftotext, pdftoppm): A4, embedded subset fonts, each form's own words, the subject,
 * number and body as typed, the minutes' people and times, a table's cells and its header on
 * every page it spans; and page 1 of each form against its committed baseline image
 * (__baselines__/<form>.png, 50 dpi grey). A missing baseline fails; UPDATE_LETTER_BASELINES=1
 * writes the baselines instead (then look at them before committing).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEmbeddedSubsetFonts, poppler } from '../test-support/poppler';
import { LETTER_FORM_NAMES, LETTER_FORMS, type LetterForm } from '../../engine/documents/letter-forms';
import { differingShare, readGrayPng, readPgm, writeGrayPng, type GrayImage } from '../test-support/gray-png';
import { SAMPLE_AGENDA, SAMPLE_BODY, SAMPLE_MEETING, SAMPLE_NUMBER, SAMPLE_SUBJECT, SAMPLE_TABLE, sampleLetter } from '../test-support/letter-samples';
import { renderLetterPdf, type LetterBlock } from './letter-pdf';

const BASELINES = path.join(path.dirname(fileURLToPath(import.meta.url)), '__baselines__');
const UPDATE = process.env.UPDATE_LETTER_BASELINES === '1';
/**
 * A pixel differs when its grey moves by more than this; a page differs when over 0.1% of its
 * pixels do: room for a font rasteriser's rounding, while one title word changed (ระเบียบ for
 * ข้อบังคับ) moves about 0.2% of the page.
 */
const PIXEL_THRESHOLD = 64;
const PAGE_TOLERANCE = 0.001;

/** Each form's own printed words, besides the subject, number and body. */
const FORM_WORDS: Record<LetterForm, string[]> = {
  external: ['ที่', 'เรื่อง', 'เรียน', 'ขอแสดงความนับถือ'],
  memo: ['บันทึกข้อความ', 'ส่วนราชการ', 'วันที่'],
  stamped: ['ที่', 'ถึง', 'กรมตัวอย่าง', '25 พฤศจิกายน 2569', 'กองกลาง'],
  command: ['คำสั่งกรมตัวอย่าง', 'สั่ง ณ วันที่ 25 พฤศจิกายน 2569', '(นายสมชาย ใจดี)'],
  regulation: ['ระเบียบกรมตัวอย่าง', 'ว่าด้วย', 'พ.ศ. 2569', 'ประกาศ ณ วันที่ 25 พฤศจิกายน 2569', '(นายสมชาย ใจดี)'],
  rule: ['ข้อบังคับกรมตัวอย่าง', 'ว่าด้วย', 'พ.ศ. 2569', 'ประกาศ ณ วันที่ 25 พฤศจิกายน 2569', '(นายสมชาย ใจดี)'],
  announcement: ['ประกาศกรมตัวอย่าง', 'เรื่อง', 'ประกาศ ณ วันที่ 25 พฤศจิกายน 2569', '(นายสมชาย ใจดี)'],
  statement: ['แถลงการณ์กรมตัวอย่าง', 'เรื่อง', 'ฉบับที่', '25 พฤศจิกายน 2569'],
  news: ['ข่าวกรมตัวอย่าง', 'เรื่อง', '25 พฤศจิกายน 2569'],
  certificate: ['หนังสือรับรอง', 'ที่', 'กรมตัวอย่าง', 'ให้ไว้ ณ วันที่ 25 พฤศจิกายน 2569', '(นายสมชาย ใจดี)'],
  minutes: ['รายงานการประชุม', 'ครั้งที่ 3/2569', 'เมื่อวันที่ 20 พฤศจิกายน 2569', 'ผู้มาประชุม', 'ผู้จดรายงานการประชุม'],
};
/** The forms that print the letter's subject, and those that print its number. */
const WITH_SUBJECT: LetterForm[] = ['external', 'memo', 'command', 'regulation', 'rule', 'announcement', 'statement', 'news'];
const WITH_NUMBER: LetterForm[] = ['external', 'memo', 'stamped', 'command', 'statement', 'certificate'];

let dir: string;
const files = {} as Record<LetterForm | 'draftRegulation' | 'thaiCommand' | 'longTable', string>;
const run = poppler;
/** The text without whitespace, page breaks and continuation page numbers. */
const squash = (text: string): string => text.replace(/^\s*-\s*[\d๐-๙]+\s*-\s*$/gm, '').replace(/\s+/g, '');
const blockText = (block: LetterBlock): string => (block.kind === 'item' ? `${block.label} ${block.text}` : block.kind === 'paragraph' ? block.text : '');
const pageTexts = (file: string): string[] => run('pdftotext', '-raw', file, '-').split('\f').slice(0, -1);

async function write(name: string, content: Parameters<typeof renderLetterPdf>[0]): Promise<string> {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, await renderLetterPdf(content));
  return file;
}

/** Page 1 at 50 dpi in grey, as the baselines are drawn. */
function firstPage(file: string): GrayImage {
  const out = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', '50', '-gray', '-singlefile', '-f', '1', '-l', '1', file, out]);
  return readPgm(readFileSync(`${out}.pgm`));
}

describe('letter forms', () => {
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'letter-forms-'));
    for (const form of LETTER_FORM_NAMES) files[form] = await write(form, sampleLetter(form));
    files.draftRegulation = await write('draft-regulation', sampleLetter('regulation', { digits: 'thai', number: null, date: null, watermark: 'ร่าง' }));
    files.thaiCommand = await write('thai-command', sampleLetter('command', { digits: 'thai' }));
    const rows = Array.from({ length: 45 }, (_, i) => [`${i + 1}`, `รายการที่ ${i + 1} ของหน่วยงานในสังกัด`, `ผู้รับผิดชอบคนที่ ${i + 1} ของกอง`]);
    const table: LetterBlock = { kind: 'table', rows: [['ลำดับ', 'รายการ', 'ผู้รับผิดชอบ'], ...rows] };
    files.longTable = await write('long-table', sampleLetter('news', { body: [...SAMPLE_BODY.slice(0, 2), table, ...SAMPLE_BODY.slice(-1)] }));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders every form as A4 with only embedded subset fonts', () => {
    for (const file of Object.values(files)) {
      const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(run('pdfinfo', file));
      expect({ file, width: Math.round(Number(size?.[1])), height: Math.round(Number(size?.[2])) }).toEqual({ file, width: 595, height: 842 });
      expectEmbeddedSubsetFonts(file);
    }
  });

  for (const form of LETTER_FORM_NAMES) {
    it(`prints the ${form} form's own words, and the subject, number and body as typed`, () => {
      const text = squash(run('pdftotext', '-raw', files[form], '-'));
      for (const words of FORM_WORDS[form]) expect({ words, found: text.includes(squash(words)) }).toEqual({ words, found: true });
      if (WITH_SUBJECT.includes(form)) expect(text).toContain(squash(SAMPLE_SUBJECT));
      if (WITH_NUMBER.includes(form)) expect(text).toContain(squash(SAMPLE_NUMBER));
      for (const block of form === 'minutes' ? SAMPLE_AGENDA : SAMPLE_BODY) {
        const typed = squash(blockText(block));
        expect({ typed, found: text.includes(typed) }).toEqual({ typed, found: true });
      }
      if (LETTER_FORMS[form].table) for (const cell of SAMPLE_TABLE.flat()) expect({ cell, found: text.includes(squash(cell)) }).toEqual({ cell, found: true });
    });
  }

  it('prints a stamped letter and the statements unsigned, the others with the signer', () => {
    for (const form of ['stamped', 'statement', 'news'] as const) expect(run('pdftotext', files[form], '-')).not.toContain('นายสมชาย ใจดี');
  });

  it('sets a bold paragraph in the bold face, and none otherwise', async () => {
    const bold = (file: string): boolean => run('pdffonts', file).includes('Sarabun-Bold');
    // The sample stamped letter has no heading, table or watermark: nothing of it is bold.
    expect(bold(files.stamped)).toBe(false);
    const heading: LetterBlock = { kind: 'paragraph', text: SAMPLE_SUBJECT, bold: true };
    expect(bold(await write('bold-stamped', sampleLetter('stamped', { body: [heading, ...SAMPLE_BODY] })))).toBe(true);
    const boldItem: LetterBlock = { kind: 'item', label: '1.', text: SAMPLE_SUBJECT, bold: true };
    expect(bold(await write('bold-item-stamped', sampleLetter('stamped', { body: [boldItem] })))).toBe(true);
  });

  it('prints the minutes with who sat, who did not, the guests, and the times', () => {
    const text = run('pdftotext', '-layout', files.minutes, '-');
    SAMPLE_MEETING.attendees.forEach((name, i) => expect(text).toMatch(new RegExp(`${i + 1}\\.\\s+${name}`)));
    expect(text).toMatch(new RegExp(`ผู้ไม่มาประชุม\\s+1\\.\\s+${SAMPLE_MEETING.absentees[0]}`));
    expect(text).toMatch(new RegExp(`ผู้เข้าร่วมประชุม\\s+1\\.\\s+${SAMPLE_MEETING.guests[0]}`));
    expect(text).toMatch(/เริ่มประชุมเวลา\s+09\.30 น\./);
    expect(text).toMatch(/เลิกประชุมเวลา\s+12\.00 น\./);
    expect(squash(text)).toContain(squash(`ณ ${SAMPLE_MEETING.place}`));
    expect(squash(text)).toContain(squash(SAMPLE_MEETING.recorder));
    // The minutes carry no emblem and no number of the letter.
    expect(text).not.toContain(SAMPLE_NUMBER);
  });

  it('leaves out the lists of the minutes that have no one', async () => {
    const file = await write('minutes-all-present', sampleLetter('minutes', { meeting: { ...SAMPLE_MEETING, absentees: [], guests: [] } }));
    const text = run('pdftotext', file, '-');
    expect(text).toContain('ผู้มาประชุม');
    expect(text).not.toContain('ผู้ไม่มาประชุม');
    expect(text).not.toContain('ผู้เข้าร่วมประชุม');
  });

  it('prints the number, the date and the year in Thai digits when asked, and a draft with blanks and its watermark', () => {
    const command = run('pdftotext', files.thaiCommand, '-');
    expect(command).toContain('ที่ ๑๒๕/๒๕๖๙');
    expect(command).toContain('สั่ง ณ วันที่ ๒๕ พฤศจิกายน ๒๕๖๙');
    const draft = pageTexts(files.draftRegulation);
    expect(draft.join('')).toContain('พ.ศ. ....');
    expect(draft.join('')).toContain('ประกาศ ณ วันที่ ......');
    for (const page of draft) expect(page).toContain('ร่าง');
    expect(draft[1]?.split('\n').some((line) => line.trim() === '- ๒ -')).toBe(true);
  });

  it('keeps each table row whole on one page and repeats the header on every page the table spans', () => {
    const pages = pageTexts(files.longTable);
    expect(pages.length).toBeGreaterThan(1);
    const pageOf = (text: string): number[] => pages.flatMap((page, i) => (squash(page).includes(squash(text)) ? [i] : []));
    for (let n = 1; n <= 45; n += 1) {
      const [item, owner] = [`รายการที่ ${n} ของหน่วยงานในสังกัด`, `ผู้รับผิดชอบคนที่ ${n} ของกอง`];
      expect({ n, pages: pageOf(item).length, same: pageOf(item)[0] === pageOf(owner)[0] }).toEqual({ n, pages: 1, same: true });
    }
    const tablePages = [...new Set(Array.from({ length: 45 }, (_, i) => pageOf(`รายการที่ ${i + 1} ของ`)[0]))];
    expect(tablePages.length).toBeGreaterThan(1);
    for (const page of tablePages) expect(squash(pages[page ?? 0] ?? '')).toContain(squash('ลำดับ รายการ ผู้รับผิดชอบ'));
  });

  for (const form of LETTER_FORM_NAMES) {
    it(`draws page 1 of the ${form} form as its baseline`, () => {
      const page = firstPage(files[form]);
      const baseline = path.join(BASELINES, `${form}.png`);
      if (UPDATE) {
        mkdirSync(BASELINES, { recursive: true });
        writeFileSync(baseline, writeGrayPng(page));
        return;
      }
      expect({ baseline, exists: existsSync(baseline) }).toEqual({ baseline, exists: true });
      const share = differingShare(page, readGrayPng(readFileSync(baseline)), PIXEL_THRESHOLD);
      expect({ form, share, under: share < PAGE_TOLERANCE }).toEqual({ form, share, under: true });
    });
  }
});
