/**
 * Signs a rendered letter twice, as two people of the same organisation, and checks the result
 * both with this library's verifier and with poppler's pdfsig, an independent implementation:
 * both signatures valid, the second covering the whole file and the first not, and any changed
 * byte in the signed revision breaking them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as asn1js from 'asn1js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLetterPdf } from '../pdf/letter-pdf';
import { sampleLetter } from '../test-support/letter-samples';
import { pdfsigReport } from '../test-support/pdfsig';
import { certificateFromPem, certificateToPem, createCertificateAuthority, issuePersonCertificate, type IssuedCertificate } from './certificate-authority';
import { OID_MESSAGE_DIGEST, OID_SIGNING_CERTIFICATE_V2, parseSignedData } from './cms-signature';
import { signPdf } from './pades-sign';
import { catalogRef, pageRefs, readObject, readStructure } from './pdf-incremental';
import { asDict, raw, serialize } from './pdf-objects';
import { verifyPdf } from './pades-verify';

const FIRST = 'นายสมชาย ใจดี';
const SECOND = 'นางสาวสมหญิง รักงาน';
const CRL_URL = 'http://127.0.0.1:9/saraban/ca.crl';
const OID_SIGNING_TIME = '1.2.840.113549.1.9.5';

let dir: string;
let ca: IssuedCertificate;
let unsigned: Buffer;
let once: Buffer;
let twice: Buffer;

/** pdfsig's report; it exits non-zero when a signature fails, so the status is not checked. */
function pdfsig(bytes: Buffer, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  // No OCSP: the test must not reach the network; trust is left unset, so only the certificate line suffers.
  return pdfsigReport(file);
}

/** pdfsig's report split per signature, '#1' first. */
function signatureBlocks(report: string): string[] {
  return report.split(/^Signature #\d+:$/m).slice(1);
}

const squash = (text: string): string => text.replace(/\s+/g, '');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pades-'));
  ca = await createCertificateAuthority({ subject: { commonName: 'กรมตัวอย่าง CA', organization: 'กรมตัวอย่าง', country: 'TH' }, validityYears: 10 });
  const rsaPerson = await issuePersonCertificate(ca, {
    name: FIRST,
    organization: 'กรมตัวอย่าง',
    country: 'TH',
    keyType: 'rsa-3072',
    validityYears: 2,
    crlUrl: CRL_URL,
  });
  const ecPerson = await issuePersonCertificate(ca, { name: SECOND, organization: 'กรมตัวอย่าง', country: 'TH', validityYears: 2, crlUrl: CRL_URL });
  // Signed after the certificates were issued: the chain is checked as of the claimed signing time.
  const signingTime = new Date();
  unsigned = await renderLetterPdf(sampleLetter('external'));
  once = await signPdf(
    unsigned,
    { key: rsaPerson.privateKey, certificate: rsaPerson.certificate, chain: [ca.certificate] },
    { name: FIRST, reason: 'ลงนามหนังสือราชการ', location: 'กรุงเทพมหานคร', signingTime, rect: [320, 60, 520, 120] },
  );
  twice = await signPdf(once, { key: ecPerson.privateKey, certificate: ecPerson.certificate, chain: [ca.certificate] }, { name: SECOND, signingTime });
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('signPdf', () => {
  it('only appends: the unsigned letter is a prefix of the signed one, and the first signed revision of the second', () => {
    expect(twice.length).toBeGreaterThan(once.length);
    expect(once.subarray(0, unsigned.length).equals(unsigned)).toBe(true);
    expect(twice.subarray(0, once.length).equals(once)).toBe(true);
  });

  it('signs so that pdfsig finds two valid signatures, only the second covering the whole file', () => {
    const report = pdfsig(twice, 'twice.pdf');
    const [first = '', second = ''] = signatureBlocks(report);
    expect(signatureBlocks(report)).toHaveLength(2);
    expect(first).toContain('Signature Field Name: Signature1');
    expect(first).toContain(`Signer Certificate Common Name: ${FIRST}`);
    expect(first).toContain('Signature Type: ETSI.CAdES.detached');
    expect(first).toContain('Signature Validation: Signature is Valid.');
    expect(first).toContain('Not total document signed');
    expect(second).toContain('Signature Field Name: Signature2');
    expect(second).toContain(`Signer Certificate Common Name: ${SECOND}`);
    expect(second).toContain('Signature Validation: Signature is Valid.');
    expect(second).toContain('Total document signed');
    expect(second).not.toContain('Not total document signed');
  });

  it('lists both fields in the form, with SigFlags 3, and both widgets on the first page', () => {
    const structure = readStructure(twice);
    const catalog = asDict(readObject(structure, catalogRef(structure)), 'catalog');
    const form = asDict(catalog.get('AcroForm'), 'AcroForm');
    expect(serialize(form.get('SigFlags') ?? raw(''))).toBe('3');
    const fields = form.get('Fields');
    expect(fields?.kind === 'array' ? fields.items.length : 0).toBe(2);
    const [firstPage] = pageRefs(structure);
    const page = asDict(readObject(structure, firstPage ?? -1), 'page');
    expect(serialize(page.get('Annots') ?? raw(''))).toBe(serialize(fields ?? raw('')));
    // The previous revision's cross-reference section is chained, so older objects stay reachable.
    expect(structure.trailer.get('Prev')).toBeDefined();
    expect(structure.trailer.get('ID')).toEqual(readStructure(unsigned).trailer.get('ID'));
  });

  it('leaves the letter text readable', () => {
    const text = (bytes: Buffer, name: string): string => {
      const file = path.join(dir, name);
      writeFileSync(file, bytes);
      return spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' }).stdout;
    };
    const signedText = squash(text(twice, 'text-signed.pdf'));
    expect(signedText.length).toBeGreaterThan(200);
    expect(signedText).toBe(squash(text(unsigned, 'text-unsigned.pdf')));
  });

  it('puts content-type, message-digest and signing-certificate-v2 in the signed attributes, and no signing-time', () => {
    const hex = /\/Contents\s*<([0-9a-fA-F]+)>/.exec(twice.toString('latin1'))?.[1] ?? '';
    const der = Buffer.from(hex, 'hex');
    const parsed = asn1js.fromBER(new Uint8Array(der));
    expect(parsed.offset).toBeGreaterThan(0);
    const types = parseSignedData(new Uint8Array(der.subarray(0, parsed.offset))).signerInfos[0]?.signedAttrs?.attributes.map((a) => a.type);
    expect(types).toEqual(expect.arrayContaining([OID_MESSAGE_DIGEST, OID_SIGNING_CERTIFICATE_V2, '1.2.840.113549.1.9.3']));
    expect(types).not.toContain(OID_SIGNING_TIME);
  });
});

describe('the CMS inside', () => {
  it('verifies with openssl cms against the CA, over exactly the bytes the ByteRange covers', () => {
    const text = twice.toString('latin1');
    const caFile = path.join(dir, 'ca.pem');
    writeFileSync(caFile, certificateToPem(ca.certificate));
    const ranges = [...text.matchAll(/\/ByteRange \[0 (\d+) (\d+) (\d+)\s*\]/g)];
    expect(ranges).toHaveLength(2);
    for (const [i, range] of ranges.entries()) {
      const [b, c, d] = range.slice(1, 4).map(Number) as [number, number, number];
      const padded = Buffer.from(text.slice(b + 1, c - 1), 'hex');
      const der = padded.subarray(0, asn1js.fromBER(new Uint8Array(padded)).offset);
      const sigFile = path.join(dir, `sig${i}.der`);
      const dataFile = path.join(dir, `data${i}.bin`);
      writeFileSync(sigFile, der);
      writeFileSync(dataFile, Buffer.concat([twice.subarray(0, b), twice.subarray(c, c + d)]));
      const result = spawnSync(
        'openssl',
        ['cms', '-verify', '-binary', '-inform', 'DER', '-in', sigFile, '-content', dataFile, '-CAfile', caFile, '-out', '/dev/null'],
        {
          encoding: 'utf8',
        },
      );
      expect(result.stderr).toContain('Verification successful');
    }
  });
});

describe('signPdf on another page', () => {
  it('puts the widget on the page asked for, and refuses a page the letter does not have', async () => {
    const ca2 = await createCertificateAuthority({ subject: { commonName: 'CA' }, validityYears: 1 });
    const person = await issuePersonCertificate(ca2, { name: FIRST, validityYears: 1, crlUrl: CRL_URL });
    const signer = { key: person.privateKey, certificate: person.certificate, chain: [ca2.certificate] };
    const structure = readStructure(unsigned);
    const pages = pageRefs(structure);
    expect(pages.length).toBeGreaterThan(1);
    const signed = await signPdf(unsigned, signer, { name: FIRST, signingTime: new Date(), page: 1 });
    const after = readStructure(signed);
    const second = asDict(readObject(after, pages[1] ?? -1), 'page 2');
    const annots = second.get('Annots');
    expect(annots?.kind === 'array' ? annots.items.length : 0).toBe(1);
    expect(asDict(readObject(after, pages[0] ?? -1), 'page 1').get('Annots')).toBeUndefined();
    expect(signatureBlocks(pdfsig(signed, 'page2.pdf'))[0]).toContain('Signature is Valid.');
    await expect(signPdf(unsigned, signer, { name: FIRST, signingTime: new Date(), page: pages.length })).rejects.toThrow(/no page/);
  });
});

describe('verifyPdf', () => {
  it('reports both signatures intact and trusted, the last covering the whole file', async () => {
    const reports = await verifyPdf(twice, [ca.certificate]);
    expect(reports.map((r) => [r.signerName, r.intact, r.chainTrusted, r.coversWholeFile])).toEqual([
      [FIRST, true, true, false],
      [SECOND, true, true, true],
    ]);
    expect(reports.flatMap((r) => r.problems)).toEqual([]);
    expect(reports[0]?.signingTime).toBeInstanceOf(Date);
    // No timestamp: the time is the claimed /M; the second signature is no change to the first.
    expect(reports.map((r) => [r.timeSource, r.time?.getTime(), r.changedAfter, r.certificateStatus])).toEqual([
      ['claimed', reports[0]?.signingTime?.getTime(), false, 'valid'],
      ['claimed', reports[1]?.signingTime?.getTime(), false, 'valid'],
    ]);
  });

  it('does not trust a chain to another CA, though the signatures stay intact', async () => {
    const other = await createCertificateAuthority({ subject: { commonName: 'Another CA' }, validityYears: 1 });
    const reports = await verifyPdf(twice, [other.certificate]);
    expect(reports.map((r) => [r.intact, r.chainTrusted])).toEqual([
      [true, false],
      [true, false],
    ]);
  });

  it('trusts a letter signed in the very second its certificate was issued (validity and signing time are whole seconds)', async () => {
    const issued = new Date('2026-11-27T03:00:00.900Z');
    const authority = await createCertificateAuthority({ subject: { commonName: 'กรมตัวอย่าง CA', country: 'TH' }, validityYears: 1, notBefore: issued });
    const person = await issuePersonCertificate(authority, { name: SECOND, country: 'TH', validityYears: 1, crlUrl: CRL_URL, notBefore: issued });
    const signed = await signPdf(
      unsigned,
      { key: person.privateKey, certificate: person.certificate, chain: [authority.certificate] },
      { name: SECOND, signingTime: new Date('2026-11-27T03:00:00.950Z') },
    );
    const [report] = await verifyPdf(signed, [authority.certificate]);
    expect({ intact: report?.intact, chainTrusted: report?.chainTrusted, problems: report?.problems }).toEqual({
      intact: true,
      chainTrusted: true,
      problems: [],
    });
  });

  it('round-trips the CA certificate through PEM', async () => {
    const reports = await verifyPdf(once, [certificateFromPem(certificateToPem(ca.certificate))]);
    expect(reports.map((r) => [r.intact, r.chainTrusted, r.coversWholeFile])).toEqual([[true, true, true]]);
  });
});

describe('a changed byte', () => {
  it('inside the first revision breaks both signatures, for pdfsig and for verifyPdf', async () => {
    const tampered = Buffer.from(twice);
    // A byte of the letter itself, well inside what both signatures cover.
    const at = Math.floor(unsigned.length / 2);
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    const blocks = signatureBlocks(pdfsig(tampered, 'tampered.pdf'));
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).not.toContain('Signature is Valid');
    const reports = await verifyPdf(tampered, [ca.certificate]);
    expect(reports.map((r) => r.intact)).toEqual([false, false]);
  });

  it('after the first signature breaks only the second', async () => {
    const tampered = Buffer.from(twice);
    const at = once.length + 10;
    tampered[at] = (tampered[at] ?? 0) ^ 0x01;
    const reports = await verifyPdf(tampered, [ca.certificate]);
    expect(reports.map((r) => r.intact)).toEqual([true, false]);
  });

  it('in a ByteRange that leaves more than /Contents out is caught', async () => {
    const text = once.toString('latin1');
    const match = /\/ByteRange \[0 (\d+) (\d+) (\d+)\s*\]/.exec(text);
    if (!match?.[0]) throw new Error('no ByteRange');
    const widened = `/ByteRange [0 ${Number(match[1]) - 1} ${match[2]} ${match[3]}]`.padEnd(match[0].length, ' ');
    const tampered = Buffer.from(once);
    tampered.write(widened, match.index, 'latin1');
    const [report] = await verifyPdf(tampered, [ca.certificate]);
    expect(report?.intact).toBe(false);
    expect(report?.problems.join()).toMatch(/ByteRange/);
  });
});
