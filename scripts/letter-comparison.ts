/**
 * Draws the side-by-side pictures of docs/letters.md: the same Thai paragraphs set (a) by our
 * letter renderer (server/pdf, a memo, page 1 cropped to the body) and (b) by Chromium printing an
 * HTML page in the same Sarabun files at 16 pt on the same 16 cm measure, both at 110 dpi; and
 * prints what pdftotext gives back from each PDF beside the typed text.
 *
 *   npx tsx scripts/letter-comparison.ts
 *
 * Needs poppler-utils (pdftoppm, pdftotext) and Chromium at /usr/bin/chromium (CHROMIUM_PATH);
 * nothing is downloaded. Writes docs/images/letter-ours.png and docs/images/letter-chromium.png
 * (LETTER_COMPARISON_OUT and LETTER_COMPARISON_DPI put them elsewhere, at another resolution).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { chromium } from 'playwright-core';
import { renderLetterPdf } from '../server/pdf/letter-pdf';
import { BODY, CM, MARGINS } from '../server/pdf/letter-layout';
import { lineHeight, registerThaiFonts } from '../server/pdf/thai-text';

const ROOT = path.resolve(import.meta.dirname, '..');
// Another folder or resolution only to look closer; the doc's pictures are the defaults.
const OUT = process.env.LETTER_COMPARISON_OUT ?? path.join(ROOT, 'docs/images');
const DPI = Number(process.env.LETTER_COMPARISON_DPI ?? 110);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Tone marks, sara am (ำ), tall consonants under upper vowels and marks (ปี่ ฝั่ง ฟื้น), อิเล็กทรอนิกส์. */
export const PARAGRAPHS = [
  'ด้วยสำนักงานเขตฝั่งธนบุรีได้รับความเสียหายจากเหตุน้ำท่วมเมื่อเดือนตุลาคม 2569 ทำให้ทะเบียนหนังสือรับและหนังสือส่งจำนวนมากชำรุด คณะทำงานจึงเร่งฟื้นฟูงานสารบรรณโดยนำระบบสารบรรณอิเล็กทรอนิกส์มาใช้รับส่งหนังสือแทนกระดาษ และกำหนดให้เจ้าหน้าที่ทุกคนผ่านการอบรมการใช้ลายมือชื่ออิเล็กทรอนิกส์ภายในสิ้นปีงบประมาณ',
  'ในพิธีเปิดศูนย์ปฏิบัติการ ผู้อำนวยการกล่าวขอบคุณเจ้าหน้าที่ที่ทุ่มเทแม้ในช่วงวิกฤต พร้อมชมการบรรเลงวงปี่พาทย์ของนักเรียนในชุมชน ซึ่งสะท้อนความกตัญญูต่อท้องถิ่นและความร่วมมือของทุกฝ่ายในการฟื้นฟูพื้นที่ริมฝั่งแม่น้ำเจ้าพระยาให้กลับคืนดังเดิมโดยเร็วที่สุด',
];

const px = (points: number): number => Math.round((points / 72) * DPI);

/** pdftotext's words with their boxes (points), in reading order. */
function words(pdf: string): { text: string; yMin: number; yMax: number }[] {
  const html = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-bbox', pdf, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => ({
    text: m[3]!,
    yMin: Number(m[1]),
    yMax: Number(m[2]),
  }));
}

const squash = (text: string): string => text.replace(/\s+/g, '');

/** Whether consecutive extracted lines join back into the paragraph exactly as it was typed. */
function rebuilt(lines: string[], paragraph: string): 'exact' | 'differs' {
  const start = lines.findIndex((line) => paragraph.startsWith(line.trim()));
  if (start < 0) return 'differs';
  let text = lines[start]!.trim();
  for (const line of lines.slice(start + 1)) {
    if (text === paragraph) break;
    const next = line.trim();
    text = paragraph.startsWith(`${text} ${next}`) ? `${text} ${next}` : `${text}${next}`;
  }
  return text === paragraph ? 'exact' : 'differs';
}

/** Spaces inside extracted lines where the typed text runs on without one (four letters each side). */
function strayGaps(lines: string[]): string[] {
  const typed = PARAGRAPHS.join(' ');
  return lines.flatMap((line) =>
    [...line.matchAll(/ +/g)].flatMap((m) => {
      const left = line.slice(Math.max(0, m.index - 4), m.index);
      const right = line.slice(m.index + m[0].length, m.index + m[0].length + 4);
      return typed.includes(left + right) && !typed.includes(`${left} ${right}`) ? [`${left} ${right}`] : [];
    }),
  );
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'letter-comparison-'));
  try {
    // (a) Ours: a numbered memo (no watermark) whose body is the paragraphs.
    const ours = path.join(dir, 'ours.pdf');
    writeFileSync(
      ours,
      await renderLetterPdf({
        form: 'memo',
        number: 'ตย 0103/125',
        date: new Date('2026-11-25T03:00:00Z'),
        subject: 'รายงานการฟื้นฟูงานสารบรรณหลังเหตุน้ำท่วม',
        salutation: 'ผู้อำนวยการ',
        body: PARAGRAPHS.map((text) => ({ kind: 'paragraph', text })),
        signerName: 'นางวิภาวรรณ ศรีสุข',
        signerPosition: 'นักวิเคราะห์นโยบายและแผนปฏิบัติการ',
        office: 'กองนโยบายและแผน โทร. 0 2141 9000',
        digits: 'arabic',
        emblem: readFileSync(path.join(ROOT, 'tenants/_base/assets/emblem-placeholder.png')),
      }),
    );
    // The body runs from the first paragraph's first word to the second paragraph's last line.
    const placed = words(ours);
    const first = placed.find((w) => PARAGRAPHS[0]!.startsWith(w.text) && w.text.length > 2)!;
    const lastStart = PARAGRAPHS[1]!.slice(-12);
    const last = [...placed]
      .reverse()
      .find((w) => squash(PARAGRAPHS[1]!).includes(squash(w.text)) && squash(w.text).length > 2 && lastStart.includes(w.text.slice(-4)))!;
    const pad = 0.3 * CM;
    // pdftotext's box of a word starts below the marks above its first line.
    const top = first.yMin - 2 * pad;
    const bottom = last.yMax + pad;
    const left = MARGINS.left - pad;
    const width = 16 * CM + 2 * pad;
    execFileSync('pdftoppm', [
      '-f',
      '1',
      '-l',
      '1',
      '-r',
      String(DPI),
      '-png',
      '-singlefile',
      '-x',
      String(px(left)),
      '-y',
      String(px(top)),
      '-W',
      String(px(width)),
      '-H',
      String(px(bottom - top)),
      ours,
      path.join(OUT, 'letter-ours'),
    ]);

    // (b) Chromium: the same font files, size, measure, indent and line height, justified.
    const require = createRequire(import.meta.url);
    const font = (file: string) => readFileSync(require.resolve(`@expo-google-fonts/sarabun/${file}`)).toString('base64');
    const probe = new PDFDocument({ autoFirstPage: false });
    registerThaiFonts(probe);
    const leading = lineHeight(probe, BODY);
    const html = `<!doctype html><html lang="th"><head><meta charset="utf-8"><style>
      @font-face { font-family: Sarabun; src: url(data:font/ttf;base64,${font('400Regular/Sarabun_400Regular.ttf')}) format('truetype'); }
      @page { size: A4; margin: 0; }
      html, body { margin: 0; background: white; }
      #body { box-sizing: content-box; width: 16cm; padding: 0.3cm; font: 16pt/${leading}pt Sarabun; color: black; }
      #body p { margin: 0; text-indent: 2.5cm; text-align: justify; }
    </style></head><body><div id="body">${PARAGRAPHS.map((text) => `<p>${text}</p>`).join('')}</div></body></html>`;
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage({ deviceScaleFactor: DPI / 96, viewport: { width: 900, height: 600 } });
      await page.setContent(html);
      await page.evaluate(() => document.fonts.ready);
      await page.locator('#body').screenshot({ path: path.join(OUT, 'letter-chromium.png') });
      const printed = path.join(dir, 'chromium.pdf');
      writeFileSync(printed, await page.pdf({ format: 'A4', printBackground: true }));
      for (const [name, file] of [
        ['ours', ours],
        ['chromium', printed],
      ] as const) {
        const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
        const lines = text.split('\n').filter((line) => line.trim() !== '');
        console.log(`\n== ${name}: pdftotext`);
        console.log(lines.join('\n'));
        console.log(
          `-- paragraphs rebuilt from the lines (a space at a break only where the typed text has one): ${PARAGRAPHS.map((p) => rebuilt(lines, p)).join(', ')}`,
        );
        console.log(`-- spaces inside a line that the typed text does not have: ${strayGaps(lines).join(' | ') || 'none'}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
