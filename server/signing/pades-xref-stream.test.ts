/**
 * Signing a PDF the portal did not write: qpdf rewrites a letter with cross-reference and
 * object streams (how office suites and scanners save), and the signer must read it and append
 * its update as a stream section. pdfsig and qpdf are the independent judges: every signature
 * valid, the last covering the whole file, the file's structure sound. A later revision that
 * replaces an object kept inside an object stream counts as a change after the signature.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLetterPdf } from '../pdf/letter-pdf';
import { sampleLetter } from '../test-support/letter-samples';
import { pdfsigReport } from '../test-support/pdfsig';
import { createCertificateAuthority, issuePersonCertificate, type IssuedCertificate } from './certificate-authority';
import { signPdf, type PdfSigner } from './pades-sign';
import { verifyPdf } from './pades-verify';
import { appendUpdate, catalogRef, pageRefs, readObject, readStructure } from './pdf-incremental';
import { asDict, asRef, raw } from './pdf-objects';

let dir: string;
let ca: IssuedCertificate;
let signer: PdfSigner;
let compressed: Buffer;
let twice: Buffer;

const write = (name: string, bytes: Buffer): string => {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
};
const pdfsig = (bytes: Buffer, name: string): string => pdfsigReport(write(name, bytes));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pades-xref-'));
  ca = await createCertificateAuthority({ subject: { commonName: 'กรมตัวอย่าง CA', organization: 'กรมตัวอย่าง', country: 'TH' }, validityYears: 10 });
  const person = await issuePersonCertificate(ca, {
    name: 'นายสมชาย ใจดี',
    organization: 'กรมตัวอย่าง',
    country: 'TH',
    validityYears: 2,
    crlUrl: 'http://127.0.0.1:9/ca.crl',
  });
  signer = { key: person.privateKey, certificate: person.certificate, chain: [ca.certificate] };
  const plain = write('plain.pdf', await renderLetterPdf(sampleLetter('memo')));
  const packed = path.join(dir, 'packed.pdf');
  execFileSync('qpdf', ['--object-streams=generate', '--compress-streams=y', plain, packed]);
  compressed = readFileSync(packed);
  const signingTime = new Date();
  const once = await signPdf(compressed, signer, { name: 'นายสมชาย ใจดี', signingTime, rect: [320, 60, 520, 120] });
  twice = await signPdf(once, signer, { name: 'นายสมชาย ใจดี', signingTime });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a PDF with cross-reference and object streams', () => {
  it('is read through its streams: the catalog and pages sit compressed, and no classic table is left', () => {
    const structure = readStructure(compressed);
    expect(structure.xrefIsStream).toBe(true);
    expect(structure.compressed.size).toBeGreaterThan(0);
    expect(compressed.includes('\nxref')).toBe(false);
    const pages = pageRefs(structure);
    expect(pages.length).toBeGreaterThan(0);
    expect(asDict(readObject(structure, pages[0]!), 'page').get('Type')).toEqual({ kind: 'name', name: 'Page' });
  });

  it('takes two signatures that pdfsig and our verifier find valid, the second over the whole file, and qpdf finds sound', async () => {
    expect(twice.subarray(0, compressed.length).equals(compressed)).toBe(true);
    expect(readStructure(twice).xrefIsStream).toBe(true);
    const report = pdfsig(twice, 'twice.pdf');
    expect(report.match(/Signature is Valid/g)).toHaveLength(2);
    expect(report).toMatch(/Total document signed/);
    expect(spawnSync('qpdf', ['--check', write('check.pdf', twice)], { encoding: 'utf8' }).status).toBe(0);
    const checks = await verifyPdf(twice, [ca.certificate]);
    expect(checks.map((check) => [check.intact, check.changedAfter])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('reports a later revision that replaces an object kept in an object stream (the page tree) as a change after the signature', async () => {
    const once = await signPdf(compressed, signer, { name: 'นายสมชาย ใจดี', signingTime: new Date() });
    const structure = readStructure(once);
    const tree = asRef(asDict(readObject(structure, catalogRef(structure)), 'catalog').get('Pages'), 'Pages').num;
    expect(structure.compressed.has(tree)).toBe(true);
    const entries = new Map(asDict(readObject(structure, tree), 'page tree'));
    entries.set('Rotate', raw('90'));
    const changed = appendUpdate(structure, [{ num: tree, body: { kind: 'dict', entries } }]).bytes;
    const [check] = await verifyPdf(changed, [ca.certificate]);
    expect(check?.intact).toBe(true);
    expect(check?.changedAfter).toBe(true);
  });
});
