/**
 * The certificate revocation list an organisation CA publishes at the URL its person
 * certificates name: the serial numbers of certificates withdrawn before they expire (a key
 * lost, a person moved on), signed by the CA with SHA-256.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { IssuedCertificate } from './certificate-authority';
import { certificateTime, toPem } from './certificate-authority';
import { cryptoEngine } from './crypto-engine';

const OID_AUTHORITY_KEY_IDENTIFIER = '2.5.29.35';
const OID_SUBJECT_KEY_IDENTIFIER = '2.5.29.14';
const OID_CRL_NUMBER = '2.5.29.20';

export interface Revocation {
  /** The certificate's serial number as bytes (pkijs: certificate.serialNumber.valueBlock.valueHexView). */
  serial: Uint8Array;
  revokedAt: Date;
}

export interface CrlOptions {
  /** Increases with every CRL the CA issues, so relying parties can tell the newest. */
  number: number;
  thisUpdate: Date;
  /** When relying parties should fetch a fresh one. */
  nextUpdate: Date;
  revoked: Revocation[];
}

/** UTCTime up to 2049 and GeneralizedTime after, as RFC 5280 asks for both certificates and CRLs. */
/** The CA's subject key identifier, repeated in the CRL so a verifier picks the right CA key. */
function authorityKeyIdentifier(ca: pkijs.Certificate): pkijs.Extension | null {
  const ski = ca.extensions?.find((extension) => extension.extnID === OID_SUBJECT_KEY_IDENTIFIER);
  if (!ski) return null;
  const keyIdentifier = asn1js.fromBER(ski.extnValue.valueBlock.valueHexView).result as asn1js.OctetString;
  const aki = new pkijs.AuthorityKeyIdentifier({ keyIdentifier });
  return new pkijs.Extension({ extnID: OID_AUTHORITY_KEY_IDENTIFIER, critical: false, extnValue: aki.toSchema().toBER(false) });
}

export async function issueCrl(ca: IssuedCertificate, options: CrlOptions): Promise<pkijs.CertificateRevocationList> {
  const crl = new pkijs.CertificateRevocationList();
  crl.version = 1;
  crl.issuer = ca.certificate.subject;
  crl.thisUpdate = certificateTime(options.thisUpdate);
  crl.nextUpdate = certificateTime(options.nextUpdate);
  if (options.revoked.length > 0) {
    crl.revokedCertificates = options.revoked.map(
      (revocation) =>
        new pkijs.RevokedCertificate({
          userCertificate: new asn1js.Integer({ valueHex: new Uint8Array(revocation.serial) }),
          revocationDate: certificateTime(revocation.revokedAt),
        }),
    );
  }
  const extensions = [new pkijs.Extension({ extnID: OID_CRL_NUMBER, critical: false, extnValue: new asn1js.Integer({ value: options.number }).toBER(false) })];
  const aki = authorityKeyIdentifier(ca.certificate);
  if (aki) extensions.unshift(aki);
  crl.crlExtensions = new pkijs.Extensions({ extensions });
  await crl.sign(ca.privateKey, 'SHA-256', cryptoEngine);
  return crl;
}

export function crlToDer(crl: pkijs.CertificateRevocationList): Buffer {
  return Buffer.from(crl.toSchema(true).toBER(false));
}

export function crlToPem(crl: pkijs.CertificateRevocationList): string {
  return toPem(crlToDer(crl), 'X509 CRL');
}

/**
 * The revoked serial numbers of a CRL (lowercase hex) with their revocation times, in the form
 * verifyPdf takes. It does not check the CRL's signature: read only a CRL already verified
 * against its CA (or one this organisation issued itself).
 */
export function revocationsFromCrl(crl: pkijs.CertificateRevocationList): Map<string, Date> {
  return new Map(
    (crl.revokedCertificates ?? []).map((entry) => [Buffer.from(entry.userCertificate.valueBlock.valueHexView).toString('hex'), entry.revocationDate.value]),
  );
}
