/**
 * Checks the letter PDFs as a reader gets them, through poppler's tools (pdfinfo, pdffonts,
 * pdftotext, pdfimages; Debian's poppler-utils): A4 portrait, embedded subset fonts, the
 * heading and body text as typed (justified lines included), lines broken between Thai words
 * only, continuation page numbers and the draft watermark.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGrayPng } from '../test-support/gray-png';
import { expectEmbeddedSubsetFonts, poppler } from '../test-support/poppler';
import { renderLetterPdf, type LetterBlock, type LetterContent } from './letter-pdf';

const SUBJECT = 'ขอความอนุเคราะห์ส่งผู้แทนเข้าร่วมประชุมเชิงปฏิบัติการการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์และการบริหารจัดการทรัพยากรน้ำอย่างยั่งยืน ประจำปีงบประมาณ พ.ศ. 2569';
const SALUTATION = 'ผู้อำนวยการสำนักงานเทคโนโลยีสารสนเทศและการสื่อสาร';
const PARAGRAPHS = [
  'ด้วยกรมตัวอย่างได้กำหนดจัดการประชุมเชิงปฏิบัติการเรื่องการพัฒนาระบบสารบรรณอิเล็กทรอนิกส์เพื่อรองรับการรับส่งหนังสือราชการระหว่างหน่วยงานภาครัฐ ในวันที่ 15 ธันวาคม 2569 เวลา 09.00 - 16.00 น. ณ ห้องประชุมใหญ่ ชั้น 3 อาคารศูนย์ราชการ โดยมีวัตถุประสงค์เพื่อให้ผู้ปฏิบัติงานด้านสารบรรณมีความรู้ความเข้าใจในการใช้งานระบบอย่างถูกต้องและเป็นไปในแนวทางเดียวกัน',
  'ในการนี้ กรมตัวอย่างจึงขอความอนุเคราะห์ท่านพิจารณาส่งผู้แทนจำนวน 2 คน เข้าร่วมการประชุมดังกล่าว โดยขอให้ผู้แทนที่ได้รับมอบหมายดำเนินการ ดังนี้',
  'จึงเรียนมาเพื่อโปรดพิจารณา หากมีข้อสงสัยประการใด โปรดติดต่อผู้อำนวยการกองบริหารทรัพยากรน้ำและเทคโนโลยีสารสนเทศ ซึ่งทำหน้าที่ผู้ประสานงานโครงการ และขอขอบคุณมา ณ โอกาสนี้',
];
const ITEMS = [
  'ลงทะเบียนล่วงหน้าผ่านระบบสารบรรณอิเล็กทรอนิกส์ภายในวันที่ 5 ธันวาคม 2569',
  'จัดเตรียมข้อมูลสถิติการรับส่งหนังสือของหน่วยงานย้อนหลังหนึ่งปีงบประมาณ เพื่อใช้ประกอบการอภิปรายกลุ่มย่อยในภาคบ่าย และส่งให้ฝ่ายเลขานุการล่วงหน้า',
  'นำเครื่องคอมพิวเตอร์แบบพกพามาด้วย เพื่อทดลองใช้งานระบบจริง',
];
const BODY: LetterBlock[] = [
  { kind: 'paragraph', text: PARAGRAPHS[0] ?? '' },
  { kind: 'paragraph', text: PARAGRAPHS[1] ?? '' },
  ...ITEMS.map((text, i): LetterBlock => ({ kind: 'item', label: `${i + 1}.`, text })),
  { kind: 'paragraph', text: PARAGRAPHS[2] ?? '' },
];
/** Each block's text as printed: an item's label comes first on its first line. */
const BLOCK_TEXTS = BODY.map((block) => (block.kind === 'item' ? `${block.label} ${block.text}` : block.kind === 'paragraph' ? block.text : ''));
const WATERMARK = 'ร่าง';

function letter(form: LetterContent['form'], digits: LetterContent['digits'], extra: Partial<LetterContent> = {}): LetterContent {
  return {
    form,
    digits,
    number: 'ตย 0102/123',
    date: new Date('2026-11-25T03:00:00Z'),
    subject: SUBJECT,
    salutation: SALUTATION,
    reference: 'หนังสือกรมตัวอย่าง ที่ ตย 0102/45 ลงวันที่ 3 พฤศจิกายน 2569',
    enclosures: ['กำหนดการประชุม', 'แบบตอบรับการเข้าร่วมประชุม'],
    body: BODY,
    signerName: 'นายสมชาย ใจดี',
    signerPosition: 'อธิบดีกรมตัวอย่าง',
    office: form === 'external' ? 'กรมตัวอย่าง\nถนนราชดำเนินนอก เขตดุสิต\nกรุงเทพมหานคร 10300' : 'กองกลาง สำนักงานเลขานุการกรม โทร. 0 2123 4567',
    ownerContact: 'กองกลาง\nโทร. 0 2123 4567\nไปรษณีย์อิเล็กทรอนิกส์ saraban@example.go.th',
    copies: 'สำนักงานปลัดกระทรวงตัวอย่าง',
    ...extra,
  };
}

/** A 4 x 4 grey PNG, enough to check that a given emblem is embedded as an image. */
const tinyPng = (): Buffer => writeGrayPng({ width: 4, height: 4, pixels: new Uint8Array(16).fill(0x80) });

let dir: string;
const run = poppler;
const squash = (text: string): string => text.replace(/\s+/g, '');
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
const isPageNumber = (line: string): boolean => /^-\s*[\d๐-๙]+\s*-$/.test(line.trim());

async function writeLetter(name: string, content: LetterContent): Promise<string> {
  const file = path.join(dir, name);
  writeFileSync(file, await renderLetterPdf(content));
  return file;
}

/** Offsets in the whitespace-free text where one Intl.Segmenter word ends and the next begins. */
function wordBoundaries(text: string): Set<number> {
  const bounds = new Set([0]);
  let at = 0;
  for (const { segment } of segmenter.segment(text)) {
    at += squash(segment).length;
    bounds.add(at);
  }
  return bounds;
}

/**
 * The lines of the text that print a block, in order: from the line its text starts with, the
 * following non-empty lines (a page break and page number aside) until the text is complete.
 */
function blockLines(text: string, lines: string[]): string[] {
  const target = squash(text);
  const start = lines.findIndex((line) => squash(line) !== '' && target.startsWith(squash(line)));
  const found: string[] = [];
  let at = 0;
  for (const line of lines.slice(Math.max(start, 0))) {
    if (at === target.length || start < 0) break;
    if (squash(line) === '' || isPageNumber(line)) continue;
    if (!target.startsWith(squash(line), at)) break;
    found.push(line.trim());
    at += squash(line).length;
  }
  return at === target.length ? found : [];
}

const pageTexts = (text: string): string[] => text.split('\f').filter((page) => page.trim() !== '');
const pageCount = (file: string): number => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', file))?.[1]);

describe('renderLetterPdf', () => {
  const files: Record<'external' | 'memo' | 'longMemo' | 'draft', string> = { external: '', memo: '', longMemo: '', draft: '' };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'letter-pdf-'));
    const long = [...BODY, ...BODY, ...BODY];
    files.external = await writeLetter('external.pdf', letter('external', 'thai', { emblem: tinyPng() }));
    files.memo = await writeLetter('memo.pdf', letter('memo', 'arabic', { emblem: tinyPng() }));
    files.longMemo = await writeLetter('long-memo.pdf', letter('memo', 'arabic', { body: long }));
    files.draft = await writeLetter('draft.pdf', letter('external', 'thai', { body: long, number: null, date: null, watermark: WATERMARK }));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('renders both forms as A4 portrait, titled by the subject, in Thai', () => {
    for (const file of Object.values(files)) {
      const info = run('pdfinfo', file);
      const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info);
      expect(Math.abs(Number(size?.[1]) - 595)).toBeLessThanOrEqual(1);
      expect(Math.abs(Number(size?.[2]) - 842)).toBeLessThanOrEqual(1);
      expect(info).toContain(`Title:           ${SUBJECT}`);
    }
  });

  it('states the document language', async () => {
    const pdf = await renderLetterPdf(letter('memo', 'thai'));
    expect(pdf.toString('latin1')).toContain('/Lang (th-TH)');
  });

  it('embeds only subset fonts', () => {
    for (const file of Object.values(files)) {
      expectEmbeddedSubsetFonts(file);
    }
  });

  it('embeds a given emblem as an image, and draws none of its own otherwise', () => {
    const images = (file: string): number => run('pdfimages', '-list', file).trim().split('\n').slice(2).length;
    expect(images(files.external)).toBe(1);
    expect(images(files.memo)).toBe(1);
    expect(images(files.longMemo)).toBe(0);
  });

  it('gives back the number and the date in Thai digits, and the heading as typed', () => {
    const text = run('pdftotext', '-layout', files.external, '-');
    expect(text).toMatch(/ที่\s+ตย ๐๑๐๒\/๑๒๓/);
    expect(text).toContain('๒๕ พฤศจิกายน ๒๕๖๙');
    expect(squash(text)).toContain(squash(`เรื่อง ${SUBJECT}`));
    expect(text).toMatch(new RegExp(`เรียน\\s+${SALUTATION}`));
    // The font draws ำ as nikhahit + sara aa glyphs; the text must not come back as either pair.
    expect(text).not.toMatch(/\u0E33\u0E32|\u0E4D\u0E32/);
  });

  it('gives back the memo heading with Arabic digits', () => {
    const text = run('pdftotext', '-layout', files.memo, '-');
    expect(text).toContain('บันทึกข้อความ');
    expect(text).toMatch(/ส่วนราชการ\s+กองกลาง/);
    expect(text).toMatch(/ที่\s+ตย 0102\/123\s+วันที่\s+25 พฤศจิกายน 2569/);
    expect(squash(text)).toContain(squash(`เรื่อง ${SUBJECT}`));
    expect(text).toMatch(new RegExp(`เรียน\\s+${SALUTATION}`));
  });

  it('wraps a long subject onto lines hanging under its start', () => {
    const lines = blockLines(`เรื่อง ${SUBJECT}`, run('pdftotext', '-layout', files.external, '-').split('\n'));
    expect(lines.length).toBeGreaterThan(1);
  });

  for (const form of ['external', 'memo'] as const) {
    it(`gives back every paragraph and item of the ${form} letter whole, justified lines as typed`, () => {
      const lines = run('pdftotext', '-layout', files[form], '-').split('\n');
      BODY.forEach((block, b) => {
        const text = BLOCK_TEXTS[b] ?? '';
        const found = blockLines(text, lines);
        expect({ text, found: found.length > 0 }).toEqual({ text, found: true });
        // An item's label and text are apart by layout; within them, as within every line,
        // justification adds room between words and never a character: each line is typed text.
        const typed = found.map((line, i) => (i === 0 && block.kind === 'item' ? line.replace(/^(\S+)\s+/, '$1 ') : line));
        for (const line of typed) expect({ line, typed: text.includes(line) }).toEqual({ line, typed: true });
      });
      expect(blockLines(PARAGRAPHS[0] ?? '', lines).length).toBeGreaterThan(2);
    });

    it(`breaks the ${form} letter's body lines between Thai words only`, () => {
      const lines = run('pdftotext', '-layout', files[form], '-').split('\n');
      for (const text of BLOCK_TEXTS) {
        const bounds = wordBoundaries(text);
        const fragments = blockLines(text, lines).map(squash);
        expect({ text, lines: fragments.length > 0 }).toEqual({ text, lines: true });
        let at = 0;
        for (const fragment of fragments) {
          expect({ fragment, wholeWords: bounds.has(at) && bounds.has(at + fragment.length) }).toEqual({ fragment, wholeWords: true });
          at += fragment.length;
        }
      }
    });
  }

  it('numbers continuation pages at the top, and not the first page', () => {
    for (const [file, number] of [
      [files.longMemo, (page: number) => `- ${page} -`],
      [files.draft, (page: number) => `- ${String.fromCharCode(0x0e50 + page)} -`],
    ] as const) {
      const pages = pageTexts(run('pdftotext', '-layout', file, '-'));
      expect(pages.length).toBeGreaterThan(1);
      expect(pages.length).toBe(pageCount(file));
      expect(pages[0]?.split('\n').some(isPageNumber)).toBe(false);
      pages.slice(1).forEach((page, i) => {
        const first = page.split('\n').find((line) => line.trim() !== '');
        expect(first?.trim()).toBe(number(i + 2));
      });
    }
  });

  it('shows a draft with blank number and date, and its watermark on every page', () => {
    const text = run('pdftotext', '-layout', files.draft, '-');
    expect(text).toMatch(/ที่\s+\.\.\.\.\.\./);
    expect(text).not.toContain('พฤศจิกายน ๒๕๖๙');
    const pages = pageTexts(text);
    expect(pages.length).toBe(pageCount(files.draft));
    for (const page of pages) expect(page).toContain(WATERMARK);
    expect(run('pdftotext', files.external, '-')).not.toContain(WATERMARK);
  });
});
