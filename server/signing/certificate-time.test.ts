/**
 * Certificates whose validity ends in 2050 or later are written with GeneralizedTime (UTCTime
 * cannot hold those years): a 20-year CA made in 2031 is valid, and openssl reads its end date.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { certificateToPem, createCertificateAuthority, issuePersonCertificate } from './certificate-authority';
import { crlToPem, issueCrl } from './crl';

describe('certificate times', () => {
  it('writes years from 2050 on as GeneralizedTime, in certificates and CRLs', async () => {
    const notBefore = new Date('2031-03-01T00:00:00Z');
    const ca = await createCertificateAuthority({ subject: { commonName: 'ทดสอบ CA', country: 'TH' }, validityYears: 20, notBefore });
    const text = execFileSync('openssl', ['x509', '-noout', '-enddate'], { input: certificateToPem(ca.certificate), encoding: 'utf8' });
    expect(text).toContain('2051');
    const person = await issuePersonCertificate(ca, { name: 'นายทดสอบ', validityYears: 20, notBefore, crlUrl: 'http://127.0.0.1/api/pki/crl' });
    expect(person.certificate.notAfter.value.getUTCFullYear()).toBe(2051);
    const crl = await issueCrl(ca, { number: 1, thisUpdate: new Date('2050-01-01T00:00:00Z'), nextUpdate: new Date('2050-01-02T00:00:00Z'), revoked: [] });
    expect(execFileSync('openssl', ['crl', '-noout', '-nextupdate'], { input: crlToPem(crl), encoding: 'utf8' })).toContain('2050');
  });
});
