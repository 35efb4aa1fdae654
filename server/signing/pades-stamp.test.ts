/**
 * Visible signature stamps, checked through poppler: the stamp's Thai text extracts as typed,
 * its image is drawn inside the widget's box (and its transparency kept), and the signatures
 * stay valid for pdfsig when a second signer adds a stamp of their own.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rgbaPng } from '../pdf/png-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLetterPdf } from '../pdf/letter-pdf';
import { readPgm } from '../test-support/gray-png';
import { expectEmbeddedSubsetFonts } from '../test-support/poppler';
import { sampleLetter } from '../test-support/letter-samples';
import { createCertificateAuthority, issuePersonCertificate, type IssuedCertificate } from './certificate-authority';
import { signPdf } from './pades-sign';
import { thaiSigningDate } from './pades-stamp';
import { verifyPdf } from './pades-verify';

const FIRST = 'นายสมชาย ใจดี';
const SECOND = 'นางสาวสมหญิง รักงาน';
const CRL_URL = 'http://127.0.0.1:9/saraban/ca.crl';
const SIGNED_AT = new Date('2026-11-27T05:00:00Z');
const FIRST_RECT: [number, number, number, number] = [330, 90, 530, 190];
const SECOND_RECT: [number, number, number, number] = [70, 90, 270, 190];

let dir: string;
let ca: IssuedCertificate;
let once: Buffer;
let twice: Buffer;

/** An RGBA PNG: a dark blue diagonal stroke on a fully transparent background, like a drawn signature. */
function signaturePng(width: number, height: number): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (Math.abs(y - (x * height) / width) < height / 6) rgba.set([0x10, 0x20, 0x70, 0xff], (y * width + x) * 4);
  return rgbaPng(width, height, rgba);
}

function write(bytes: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

const run = (tool: string, ...args: string[]): string => spawnSync(tool, args, { encoding: 'utf8' }).stdout;
const squash = (text: string): string => text.replace(/\s+/g, '');

/** The share of dark pixels in a rectangle (PDF points, origin bottom left) of the first page rendered at 72 dpi. */
function darkShare(file: string, rect: [number, number, number, number]): number {
  const base = path.join(dir, `page-${path.basename(file)}`);
  spawnSync('pdftoppm', ['-gray', '-r', '72', '-f', '1', '-l', '1', '-singlefile', file, base]);
  const image = readPgm(readFileSync(`${base}.pgm`));
  let dark = 0;
  let total = 0;
  const [x0, y0, x1, y1] = rect;
  for (let y = Math.ceil(image.height - y1); y < Math.floor(image.height - y0); y++) {
    for (let x = Math.ceil(x0); x < Math.floor(x1); x++) {
      total++;
      if ((image.pixels[y * image.width + x] ?? 255) < 128) dark++;
    }
  }
  return dark / total;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pades-stamp-'));
  ca = await createCertificateAuthority({
    subject: { commonName: 'กรมตัวอย่าง CA', country: 'TH' },
    validityYears: 10,
    notBefore: new Date('2026-01-01T00:00:00Z'),
  });
  const first = await issuePersonCertificate(ca, { name: FIRST, validityYears: 2, crlUrl: CRL_URL, notBefore: new Date('2026-01-01T00:00:00Z') });
  const second = await issuePersonCertificate(ca, { name: SECOND, validityYears: 2, crlUrl: CRL_URL, notBefore: new Date('2026-01-01T00:00:00Z') });
  const unsigned = await renderLetterPdf(sampleLetter('external'));
  once = await signPdf(
    unsigned,
    { key: first.privateKey, certificate: first.certificate, chain: [ca.certificate] },
    {
      name: FIRST,
      signingTime: SIGNED_AT,
      rect: FIRST_RECT,
      stamp: { image: { bytes: signaturePng(120, 40), format: 'png' }, lines: [`(${FIRST})`, 'อธิบดีกรมตัวอย่าง', thaiSigningDate(SIGNED_AT)] },
    },
  );
  twice = await signPdf(
    once,
    { key: second.privateKey, certificate: second.certificate, chain: [ca.certificate] },
    { name: SECOND, signingTime: SIGNED_AT, rect: SECOND_RECT, stamp: { lines: [`(${SECOND})`, 'ผู้อำนวยการกองกลาง', thaiSigningDate(SIGNED_AT)] } },
  );
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('thaiSigningDate', () => {
  it('gives the day, the full month and the Buddhist-era year in Bangkok', () => {
    expect(thaiSigningDate(new Date('2026-11-27T05:00:00Z'))).toBe('27 พฤศจิกายน 2569');
    // 20:00 UTC is already the next day in Bangkok (UTC+7).
    expect(thaiSigningDate(new Date('2026-11-27T20:00:00Z'))).toBe('28 พฤศจิกายน 2569');
  });

  it('writes Thai digits for an organisation whose letters use them', () => {
    expect(thaiSigningDate(new Date('2026-11-27T05:00:00Z'), 'thai')).toBe('๒๗ พฤศจิกายน ๒๕๖๙');
  });
});

describe('a visible stamp', () => {
  it('extracts as typed: the names in parentheses, the positions and the Buddhist-era date', () => {
    const text = squash(run('pdftotext', '-f', '1', '-l', '1', write(twice, 'text.pdf'), '-'));
    for (const expected of [`(${FIRST})`, `(${SECOND})`, 'ผู้อำนวยการกองกลาง', '27พฤศจิกายน2569']) expect(text).toContain(squash(expected));
  });

  it('embeds its font as a subset, like the letter', () => {
    expectEmbeddedSubsetFonts(write(twice, 'fonts.pdf'));
  });

  it('draws the image inside the box, keeps its transparency as a soft mask, and draws nothing outside', () => {
    const file = write(once, 'once.pdf');
    const inside = darkShare(file, FIRST_RECT);
    expect(inside).toBeGreaterThan(0.03);
    // Transparent pixels let the page show through: most of the box stays light.
    expect(inside).toBeLessThan(0.6);
    expect(once.toString('latin1')).toMatch(/\/SMask \d+ 0 R/);
    expect(run('pdfimages', '-list', file)).toMatch(/smask/);
  });

  it('refuses an image that is not in the format it is said to be', async () => {
    const person = await issuePersonCertificate(ca, { name: FIRST, validityYears: 1, crlUrl: CRL_URL, notBefore: new Date('2026-01-01T00:00:00Z') });
    const signer = { key: person.privateKey, certificate: person.certificate, chain: [ca.certificate] };
    const stamp = { image: { bytes: signaturePng(10, 10), format: 'jpeg' as const }, lines: [FIRST] };
    await expect(signPdf(once, signer, { name: FIRST, signingTime: SIGNED_AT, rect: SECOND_RECT, stamp })).rejects.toThrow(/not a JPEG/);
  });

  it('leaves both signatures valid for pdfsig and verifyPdf, the second stamp at its own box', async () => {
    const blocks = run('pdfsig', '-no-ocsp', write(twice, 'twice.pdf'))
      .split(/^Signature #\d+:$/m)
      .slice(1);
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).toContain('Signature Validation: Signature is Valid.');
    expect(twice.subarray(0, once.length).equals(once)).toBe(true);
    expect(darkShare(write(twice, 'twice-page.pdf'), SECOND_RECT)).toBeGreaterThan(0.01);
    const reports = await verifyPdf(twice, [ca.certificate]);
    // A second stamp (new objects, the page's /Annots) is no change to what the first signer signed.
    expect(reports.map((r) => [r.signerName, r.intact, r.chainTrusted, r.changedAfter])).toEqual([
      [FIRST, true, true, false],
      [SECOND, true, true, false],
    ]);
  });
});
