/**
 * PAdES B-T and B-LT: our timestamp authority answering over HTTP as an external one would, the
 * token read by openssl ts, a timestamped signature still valid for pdfsig and its time taken
 * from the timestamp by verifyPdf; validation data added after the signatures in a /DSS that
 * leaves them valid; and what verifyPdf says of later changes and of the signer's certificate.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderLetterPdf } from '../pdf/letter-pdf';
import { sampleLetter } from '../test-support/letter-samples';
import { pdfsigReport } from '../test-support/pdfsig';
import {
  certificateToDer,
  certificateToPem,
  createCertificateAuthority,
  issuePersonCertificate,
  issueTimestampCertificate,
  type IssuedCertificate,
} from './certificate-authority';
import { crlToDer, issueCrl, revocationsFromCrl } from './crl';
import { sha256 } from './crypto-engine';
import { addValidationData } from './pades-ltv';
import { signPdf } from './pades-sign';
import { verifyPdf } from './pades-verify';
import { appendUpdate, catalogRef, pageRefs, readObject, readStreamData, readStructure } from './pdf-incremental';
import { asDict, raw } from './pdf-objects';
import {
  TIMESTAMP_QUERY_TYPE,
  TIMESTAMP_REPLY_TYPE,
  configuredTimestamper,
  createTimestampRequest,
  createTimestampResponse,
  httpTimestamper,
  localTimestamper,
  readTimestampToken,
  requestTimestamp,
  tokenFromResponse,
  type TimestampAuthority,
} from './timestamp-authority';

const FIRST = 'นายสมชาย ใจดี';
const SECOND = 'นางสาวสมหญิง รักงาน';
const CRL_URL = 'http://127.0.0.1:9/saraban/ca.crl';
const ISSUED = new Date('2026-01-05T00:00:00Z');
/** What the signer claims (/M), and the later time the authority's clock gives: they must differ to tell them apart. */
const CLAIMED = new Date('2026-11-27T03:00:00Z');
const STAMPED = new Date('2026-11-27T03:05:00Z');

let dir: string;
let ca: IssuedCertificate;
let first: IssuedCertificate;
let second: IssuedCertificate;
let tsa: TimestampAuthority;
let server: Server;
let url: string;
let requests = 0;
let unsigned: Buffer;
let stamped: Buffer;
let twice: Buffer;

const signerOf = (person: IssuedCertificate) => ({ key: person.privateKey, certificate: person.certificate, chain: [ca.certificate] });

function write(bytes: Buffer | string, name: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

function pdfsigBlocks(bytes: Buffer, name: string): string[] {
  return pdfsigReport(write(bytes, name))
    .split(/^Signature #\d+:$/m)
    .slice(1);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'pades-tsa-'));
  ca = await createCertificateAuthority({ subject: { commonName: 'กรมตัวอย่าง CA', country: 'TH' }, validityYears: 10, notBefore: ISSUED });
  first = await issuePersonCertificate(ca, { name: FIRST, validityYears: 2, crlUrl: CRL_URL, notBefore: ISSUED, keyType: 'rsa-3072' });
  second = await issuePersonCertificate(ca, { name: SECOND, validityYears: 2, crlUrl: CRL_URL, notBefore: ISSUED });
  const tsaCertificate = await issueTimestampCertificate(ca, { name: 'กรมตัวอย่าง TSA', country: 'TH', validityYears: 5, crlUrl: CRL_URL, notBefore: ISSUED });
  tsa = { issued: tsaCertificate, chain: [ca.certificate], now: () => STAMPED };
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests++;
      if (request.method !== 'POST' || request.headers['content-type'] !== TIMESTAMP_QUERY_TYPE) {
        response.writeHead(415).end();
        return;
      }
      void createTimestampResponse(tsa, Buffer.concat(chunks)).then((body) => response.writeHead(200, { 'Content-Type': TIMESTAMP_REPLY_TYPE }).end(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsa`;
  unsigned = await renderLetterPdf(sampleLetter('memo'));
  stamped = await signPdf(unsigned, signerOf(first), { name: FIRST, signingTime: CLAIMED, timestamp: httpTimestamper(url) });
  twice = await signPdf(stamped, signerOf(second), { name: SECOND, signingTime: CLAIMED });
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the timestamp authority', () => {
  it('has a certificate for time-stamping only, the extended key usage critical', () => {
    const text = spawnSync('openssl', ['x509', '-noout', '-text', '-in', write(certificateToPem(tsa.issued.certificate), 'tsa.pem')], {
      encoding: 'utf8',
    }).stdout;
    expect(text).toMatch(/X509v3 Extended Key Usage: critical\s+Time Stamping/);
  });

  it('answers over HTTP with a reply openssl ts reads and verifies against the CA', async () => {
    const digest = await sha256(Buffer.from('หนังสือราชการ'));
    const { der } = createTimestampRequest(digest);
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': TIMESTAMP_QUERY_TYPE }, body: new Uint8Array(der) });
    expect(response.headers.get('content-type')).toBe(TIMESTAMP_REPLY_TYPE);
    const reply = write(Buffer.from(await response.arrayBuffer()), 'resp.tsr');
    const text = spawnSync('openssl', ['ts', '-reply', '-in', reply, '-text'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('Status: Granted.');
    expect(text).toContain(
      Buffer.from(digest)
        .subarray(0, 4)
        .toString('hex')
        .replace(/(..)(?!$)/g, '$1 '),
    );
    expect(text).toMatch(/Time stamp: Nov 27 03:05:00 2026 GMT/);
    const verified = spawnSync(
      'openssl',
      ['ts', '-verify', '-in', reply, '-digest', Buffer.from(digest).toString('hex'), '-CAfile', write(certificateToPem(ca.certificate), 'ca.pem')],
      { encoding: 'utf8' },
    );
    expect(verified.stdout + verified.stderr).toContain('Verification: OK');
  });

  it('gives the client a token over the digest it asked for; refuses a reply to another request, and a rejection', async () => {
    const digest = await sha256(Buffer.from('x'));
    const token = readTimestampToken(await requestTimestamp(url, digest));
    expect(token.genTime).toEqual(STAMPED);
    expect(token.digest.equals(Buffer.from(digest))).toBe(true);
    const asked = createTimestampRequest(digest);
    const other = createTimestampRequest(digest);
    const replyToOther = await createTimestampResponse(tsa, other.der);
    expect(() => tokenFromResponse(replyToOther, digest, asked.nonce)).toThrow(/nonce/);
    expect(() => tokenFromResponse(replyToOther, new Uint8Array(32), other.nonce)).toThrow(/another digest/);
    // Not a SHA-256 digest: the authority rejects it, and the client says so.
    await expect(requestTimestamp(url, new Uint8Array(3))).rejects.toThrow(/refused \(status 2\)/);
  });

  it('is used through TSA_URL when set, and in process otherwise', async () => {
    const before = requests;
    const value = Buffer.from('signature value');
    const viaUrl = readTimestampToken(await configuredTimestamper(tsa, { TSA_URL: url })(value));
    expect(requests).toBe(before + 1);
    const local = readTimestampToken(await configuredTimestamper(tsa, {})(value));
    expect(requests).toBe(before + 1);
    expect(local.digest.equals(viaUrl.digest)).toBe(true);
    expect(readTimestampToken(await localTimestamper(tsa)(value)).genTime).toEqual(STAMPED);
  });
});

describe('a timestamped signature (B-T)', () => {
  it('stays valid for pdfsig, next to a signature without a timestamp', () => {
    const blocks = pdfsigBlocks(twice, 'twice.pdf');
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).toContain('Signature Validation: Signature is Valid.');
  });

  it('takes its time from the timestamp in verifyPdf; the other keeps its claimed time', async () => {
    const reports = await verifyPdf(twice, [ca.certificate]);
    expect(reports.map((r) => [r.signerName, r.intact, r.chainTrusted, r.timeSource, r.time?.toISOString(), r.signingTime?.toISOString()])).toEqual([
      [FIRST, true, true, 'timestamp', STAMPED.toISOString(), CLAIMED.toISOString()],
      [SECOND, true, true, 'claimed', CLAIMED.toISOString(), CLAIMED.toISOString()],
    ]);
    expect(reports.flatMap((r) => r.problems)).toEqual([]);
  });

  it('falls back to the claimed time when the timestamp authority is not trusted', async () => {
    const other = await createCertificateAuthority({ subject: { commonName: 'Another CA' }, validityYears: 1, notBefore: ISSUED });
    const otherTsa = await issueTimestampCertificate(other, { name: 'Other TSA', validityYears: 1, crlUrl: CRL_URL, notBefore: ISSUED });
    const signed = await signPdf(unsigned, signerOf(first), {
      name: FIRST,
      signingTime: CLAIMED,
      timestamp: localTimestamper({ issued: otherTsa, chain: [other.certificate], now: () => STAMPED }),
    });
    const [report] = await verifyPdf(signed, [ca.certificate]);
    expect([report?.intact, report?.timeSource, report?.time?.toISOString()]).toEqual([true, 'claimed', CLAIMED.toISOString()]);
    expect(report?.problems.join()).toMatch(/Timestamp not used/);
  });

  it('falls back to the claimed time when the token is signed by a certificate not for time-stamping', async () => {
    const signed = await signPdf(unsigned, signerOf(first), {
      name: FIRST,
      signingTime: CLAIMED,
      timestamp: localTimestamper({ issued: second, chain: [ca.certificate], now: () => STAMPED }),
    });
    const [report] = await verifyPdf(signed, [ca.certificate]);
    expect([report?.intact, report?.timeSource]).toEqual([true, 'claimed']);
    expect(report?.problems.join()).toMatch(/not for time-stamping/);
  });
});

describe('validation data (B-LT)', () => {
  let withDss: Buffer;

  beforeAll(async () => {
    const crl = await issueCrl(ca, { number: 1, thisUpdate: STAMPED, nextUpdate: new Date('2026-12-27T00:00:00Z'), revoked: [] });
    withDss = addValidationData(twice, {
      certificates: [first.certificate, second.certificate, ca.certificate, tsa.issued.certificate].map(certificateToDer),
      crls: [crlToDer(crl)],
    });
  });

  it('adds a /DSS with the certificates and the CRL to the catalog, in an incremental update', () => {
    expect(withDss.subarray(0, twice.length).equals(twice)).toBe(true);
    const structure = readStructure(withDss);
    const catalog = asDict(readObject(structure, catalogRef(structure)), 'catalog');
    const dss = catalog.get('DSS');
    if (dss?.kind !== 'ref') throw new Error('no /DSS reference');
    const store = asDict(readObject(structure, dss.num), 'DSS');
    const certs = store.get('Certs');
    const crls = store.get('CRLs');
    expect(certs?.kind === 'array' ? certs.items.length : 0).toBe(4);
    expect(crls?.kind === 'array' ? crls.items.length : 0).toBe(1);
    const firstCert = certs?.kind === 'array' && certs.items[0]?.kind === 'ref' ? certs.items[0].num : -1;
    expect(readStreamData(structure, firstCert)?.equals(certificateToDer(first.certificate))).toBe(true);
  });

  it('keeps every signature valid for pdfsig and counts as no change to the signed document', async () => {
    const blocks = pdfsigBlocks(withDss, 'dss.pdf');
    expect(blocks).toHaveLength(2);
    for (const block of blocks) expect(block).toContain('Signature Validation: Signature is Valid.');
    const reports = await verifyPdf(withDss, [ca.certificate]);
    expect(reports.map((r) => [r.intact, r.coversWholeFile, r.changedAfter])).toEqual([
      [true, false, false],
      [true, false, false],
    ]);
  });

  it('does not store a certificate twice when added again', () => {
    const again = addValidationData(withDss, { certificates: [certificateToDer(ca.certificate)], crls: [] });
    const structure = readStructure(again);
    const catalog = asDict(readObject(structure, catalogRef(structure)), 'catalog');
    const dss = catalog.get('DSS');
    const store = asDict(dss?.kind === 'ref' ? readObject(structure, dss.num) : undefined, 'DSS');
    const certs = store.get('Certs');
    expect(certs?.kind === 'array' ? certs.items.length : 0).toBe(4);
  });
});

describe('changedAfter', () => {
  it('is false for a signature followed only by another signature', async () => {
    const reports = await verifyPdf(twice, [ca.certificate]);
    expect(reports.map((r) => r.changedAfter)).toEqual([false, false]);
  });

  it('is true when a later revision changes a page, though the signature itself stays intact', async () => {
    const structure = readStructure(stamped);
    const [pageNum = -1] = pageRefs(structure);
    const page = new Map(asDict(readObject(structure, pageNum), 'page'));
    page.set('Rotate', raw('90'));
    const changed = appendUpdate(structure, [{ num: pageNum, body: { kind: 'dict', entries: page } }]).bytes;
    const [report] = await verifyPdf(changed, [ca.certificate]);
    expect([report?.intact, report?.coversWholeFile, report?.changedAfter]).toEqual([true, false, true]);
    expect(report?.problems.join()).toContain(`object ${pageNum}`);
  });
});

describe('certificateStatus', () => {
  const serialOf = (person: IssuedCertificate): string => Buffer.from(person.certificate.serialNumber.valueBlock.valueHexView).toString('hex');

  it('is valid for a good certificate, and unknownIssuer when no trusted CA issued it', async () => {
    expect((await verifyPdf(twice, [ca.certificate])).map((r) => r.certificateStatus)).toEqual(['valid', 'valid']);
    const other = await createCertificateAuthority({ subject: { commonName: 'Another CA' }, validityYears: 1 });
    expect((await verifyPdf(twice, [other.certificate])).map((r) => r.certificateStatus)).toEqual(['unknownIssuer', 'unknownIssuer']);
  });

  it('is revoked only when revoked at or before the signing time (the timestamp time when there is one)', async () => {
    const crl = await issueCrl(ca, {
      number: 2,
      thisUpdate: STAMPED,
      nextUpdate: new Date('2026-12-27T00:00:00Z'),
      revoked: [
        // Between the claimed time and the timestamp: the timestamp's time counts, so revoked.
        { serial: first.certificate.serialNumber.valueBlock.valueHexView, revokedAt: new Date('2026-11-27T03:01:00Z') },
        // After the signature: it stands.
        { serial: second.certificate.serialNumber.valueBlock.valueHexView, revokedAt: new Date('2026-11-28T00:00:00Z') },
      ],
    });
    const revoked = revocationsFromCrl(crl);
    expect([...revoked.keys()]).toEqual([serialOf(first), serialOf(second)]);
    expect((await verifyPdf(twice, [ca.certificate], { revoked })).map((r) => r.certificateStatus)).toEqual(['revoked', 'valid']);
  });

  it('is expired when the signing time is after the certificate ends', async () => {
    // Valid from ISSUED for a year, signing a year and a month later.
    const old = await issuePersonCertificate(ca, { name: SECOND, validityYears: 1, crlUrl: CRL_URL, notBefore: ISSUED });
    const signed = await signPdf(unsigned, signerOf(old), { name: SECOND, signingTime: new Date('2027-02-05T00:00:00Z') });
    const [report] = await verifyPdf(signed, [ca.certificate]);
    expect([report?.intact, report?.chainTrusted, report?.certificateStatus]).toEqual([true, false, 'expired']);
  });
});
