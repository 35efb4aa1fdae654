/**
 * The CA's CRL, checked by OpenSSL as a relying party would: signed by the CA, and a listed
 * certificate refused while an unlisted one passes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateToPem, createCertificateAuthority, issuePersonCertificate, type IssuedCertificate } from './certificate-authority';
import { crlToPem, issueCrl } from './crl';

let dir: string;
let ca: IssuedCertificate;
let revoked: IssuedCertificate;
let kept: IssuedCertificate;

const write = (name: string, text: string): string => {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'crl-'));
  ca = await createCertificateAuthority({ subject: { commonName: 'กรมตัวอย่าง CA', country: 'TH' }, validityYears: 10 });
  const person = { validityYears: 2, crlUrl: 'http://127.0.0.1:9/ca.crl' };
  revoked = await issuePersonCertificate(ca, { ...person, name: 'นายสมชาย ใจดี' });
  kept = await issuePersonCertificate(ca, { ...person, name: 'นางสาวสมหญิง รักงาน' });
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('issueCrl', () => {
  it('lists the revoked serial, signed by the CA, and OpenSSL refuses that certificate only', async () => {
    const now = new Date();
    const crl = await issueCrl(ca, {
      number: 7,
      thisUpdate: now,
      nextUpdate: new Date(now.getTime() + 7 * 86_400_000),
      revoked: [{ serial: revoked.certificate.serialNumber.valueBlock.valueHexView, revokedAt: now }],
    });
    expect(crl.isCertificateRevoked(revoked.certificate)).toBe(true);
    expect(crl.isCertificateRevoked(kept.certificate)).toBe(false);
    const caFile = write('ca.pem', certificateToPem(ca.certificate));
    const crlFile = write('ca.crl', crlToPem(crl));
    const parsed = spawnSync('openssl', ['crl', '-in', crlFile, '-CAfile', caFile, '-noout', '-text'], { encoding: 'utf8' });
    expect(parsed.stderr).toContain('verify OK');
    const text = parsed.stdout;
    expect(text).toContain('X509v3 CRL Number');
    expect(text).toContain(Buffer.from(revoked.certificate.serialNumber.valueBlock.valueHexView).toString('hex').toUpperCase());
    const check = (person: IssuedCertificate, name: string) =>
      spawnSync('openssl', ['verify', '-crl_check', '-CAfile', caFile, '-CRLfile', crlFile, write(name, certificateToPem(person.certificate))], {
        encoding: 'utf8',
      });
    expect(check(kept, 'kept.pem').status).toBe(0);
    const refused = check(revoked, 'revoked.pem');
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toMatch(/revoked/);
  });
});
