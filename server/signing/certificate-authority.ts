/**
 * An organisation's certificate authority and the certificates it issues to the people who sign
 * its letters. The CA key is ECDSA P-256 with SHA-256; a person's key may be ECDSA P-256 or
 * RSA 3072, both signed by the CA with SHA-256.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { cryptoEngine, sha256, subtle } from './crypto-engine';

/** The names a certificate's subject may carry; the common name is required. */
export interface SubjectFields {
  commonName: string;
  organization?: string;
  organizationalUnit?: string;
  /** Two-letter country code, e.g. TH. */
  country?: string;
}

export interface IssuedCertificate {
  certificate: pkijs.Certificate;
  /** The private key, usable with WebCrypto's sign. */
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export type PersonKeyType = 'ecdsa-p256' | 'rsa-3072';

const OID = {
  commonName: '2.5.4.3',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  crlDistributionPoints: '2.5.29.31',
  authorityKeyIdentifier: '2.5.29.35',
  extendedKeyUsage: '2.5.29.37',
  /** id-kp-documentSigning: the key signs documents, not TLS or mail. */
  documentSigning: '1.3.6.1.5.5.7.3.36',
  /** id-kp-timeStamping: the key signs RFC 3161 timestamps and nothing else. */
  timeStamping: '1.3.6.1.5.5.7.3.8',
};

/** keyUsage bits, counted from the most significant bit of the first byte. */
const KEY_USAGE = { digitalSignature: 0, nonRepudiation: 1, keyCertSign: 5, cRLSign: 6 };

const ECDSA_P256: EcKeyGenParams = { name: 'ECDSA', namedCurve: 'P-256' };
const RSA_3072: RsaHashedKeyGenParams = { name: 'RSASSA-PKCS1-v1_5', modulusLength: 3072, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };

/**
 * Builds a distinguished name, one attribute to each relative name as is usual (pkijs would put
 * them all in one multi-valued set). Country is a PrintableString as X.520 requires; the other
 * names are UTF8String so a Thai name is carried as written.
 */
function distinguishedName(fields: SubjectFields): pkijs.RelativeDistinguishedNames {
  const attributes: pkijs.AttributeTypeAndValue[] = [];
  const add = (type: string, value: asn1js.BaseStringBlock): void => {
    attributes.push(new pkijs.AttributeTypeAndValue({ type, value }));
  };
  if (fields.country) add(OID.country, new asn1js.PrintableString({ value: fields.country }));
  if (fields.organization) add(OID.organization, new asn1js.Utf8String({ value: fields.organization }));
  if (fields.organizationalUnit) add(OID.organizationalUnit, new asn1js.Utf8String({ value: fields.organizationalUnit }));
  add(OID.commonName, new asn1js.Utf8String({ value: fields.commonName }));
  const sequence = new asn1js.Sequence({ value: attributes.map((attribute) => new asn1js.Set({ value: [attribute.toSchema()] })) });
  return pkijs.RelativeDistinguishedNames.fromBER(sequence.toBER(false));
}

/** The common name of a certificate's subject, or '' when it has none. */
export function commonName(certificate: pkijs.Certificate): string {
  const cn = certificate.subject.typesAndValues.find((entry) => entry.type === OID.commonName);
  return cn ? String(cn.value.valueBlock.value) : '';
}

/** A keyUsage bit string with the given bits set (unused trailing bits counted as DER asks). */
function keyUsageBits(bits: number[]): asn1js.BitString {
  const bytes = new Uint8Array(1);
  for (const bit of bits) bytes[0] = (bytes[0] ?? 0) | (0x80 >> bit);
  const highest = Math.max(...bits);
  return new asn1js.BitString({ valueHex: bytes.buffer, unusedBits: 7 - highest });
}

function extension(extnID: string, critical: boolean, value: asn1js.AsnType | { toSchema(): asn1js.AsnType }): pkijs.Extension {
  const schema = 'toSchema' in value ? value.toSchema() : value;
  return new pkijs.Extension({ extnID, critical, extnValue: schema.toBER(false) });
}

/** Sixteen random bytes, the top bit cleared so the INTEGER stays positive. */
export function randomSerial(): asn1js.Integer {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[0] = ((bytes[0] ?? 0) & 0x7f) | 0x01;
  return new asn1js.Integer({ valueHex: bytes.buffer });
}

/** The key identifier of RFC 5280's first method: SHA-1 would do, SHA-256 truncated is allowed and avoids SHA-1. */
async function keyIdentifier(certificate: pkijs.Certificate): Promise<ArrayBuffer> {
  const digest = await sha256(new Uint8Array(certificate.subjectPublicKeyInfo.subjectPublicKey.valueBlock.valueHexView));
  return digest.slice(0, 20);
}

/**
 * The issuer's key identifier as its own certificate states it (subjectKeyIdentifier): verifiers
 * match the two byte for byte, and an imported CA may have computed its own another way (OpenSSL
 * uses SHA-1). Computed like ours when the CA states none.
 */
async function authorityKeyId(ca: pkijs.Certificate): Promise<ArrayBuffer> {
  const ski = ca.extensions?.find((entry) => entry.extnID === OID.subjectKeyIdentifier);
  if (!ski) return keyIdentifier(ca);
  const value = asn1js.fromBER(ski.extnValue.valueBlock.valueHexView).result as asn1js.OctetString;
  return value.valueBlock.valueHexView.slice().buffer;
}

/**
 * The time to the whole second: a certificate's validity is written in whole seconds, and so is a
 * PDF signature's time, so a letter signed in the very second its signer's certificate was
 * issued must still fall within the certificate's validity.
 */
function wholeSecond(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date);
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

async function generateKeys(type: PersonKeyType): Promise<CryptoKeyPair> {
  return subtle.generateKey(type === 'rsa-3072' ? RSA_3072 : ECDSA_P256, true, ['sign', 'verify']);
}

/**
 * A certificate or CRL time: UTCTime through 2049 and GeneralizedTime from 2050 on, as RFC 5280
 * requires (UTCTime cannot hold 2050: a 20-year CA made from 2030 on ends after it).
 */
export function certificateTime(date: Date): pkijs.Time {
  return new pkijs.Time({ type: date.getUTCFullYear() < 2050 ? 0 : 1, value: date });
}

export interface CaOptions {
  subject: SubjectFields;
  validityYears: number;
  /** Start of validity; defaults to now. */
  notBefore?: Date;
}

/** A self-signed organisation CA: may sign certificates and CRLs, nothing else. */
export async function createCertificateAuthority(options: CaOptions): Promise<IssuedCertificate> {
  const keys = await generateKeys('ecdsa-p256');
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = randomSerial();
  certificate.subject = distinguishedName(options.subject);
  certificate.issuer = distinguishedName(options.subject);
  const notBefore = wholeSecond(options.notBefore ?? new Date());
  certificate.notBefore = certificateTime(notBefore);
  certificate.notAfter = certificateTime(addYears(notBefore, options.validityYears));
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, cryptoEngine);
  const ski = await keyIdentifier(certificate);
  certificate.extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: true })),
    extension(OID.keyUsage, true, keyUsageBits([KEY_USAGE.keyCertSign, KEY_USAGE.cRLSign])),
    extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: ski })),
  ];
  await certificate.sign(keys.privateKey, 'SHA-256', cryptoEngine);
  return { certificate, privateKey: keys.privateKey, publicKey: keys.publicKey };
}

export interface PersonOptions {
  /** The person's name as written in Thai; it becomes the subject's common name. */
  name: string;
  organization?: string;
  organizationalUnit?: string;
  country?: string;
  keyType?: PersonKeyType;
  validityYears: number;
  notBefore?: Date;
  /** Where relying parties fetch the CA's CRL. */
  crlUrl: string;
  /**
   * Mark the key for document signing only (extended key usage id-kp-documentSigning). Off by
   * default: NSS, and so poppler's pdfsig, checks signers as e-mail signers and then refuses a
   * certificate whose extended key usage lists document signing alone.
   */
  documentSigning?: boolean;
}

/** A person's signing certificate, issued by the CA: the key signs and commits to what it signs. */
export async function issuePersonCertificate(ca: IssuedCertificate, options: PersonOptions): Promise<IssuedCertificate> {
  const keys = await generateKeys(options.keyType ?? 'ecdsa-p256');
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = randomSerial();
  certificate.subject = distinguishedName({
    commonName: options.name,
    organization: options.organization,
    organizationalUnit: options.organizationalUnit,
    country: options.country,
  });
  certificate.issuer = ca.certificate.subject;
  const notBefore = wholeSecond(options.notBefore ?? new Date());
  certificate.notBefore = certificateTime(notBefore);
  certificate.notAfter = certificateTime(addYears(notBefore, options.validityYears));
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, cryptoEngine);
  const crlPoint = new pkijs.DistributionPoint({ distributionPoint: [new pkijs.GeneralName({ type: 6, value: options.crlUrl })] });
  certificate.extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: false })),
    extension(OID.keyUsage, true, keyUsageBits([KEY_USAGE.digitalSignature, KEY_USAGE.nonRepudiation])),
    extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: await keyIdentifier(certificate) })),
    extension(
      OID.authorityKeyIdentifier,
      false,
      new pkijs.AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: await authorityKeyId(ca.certificate) }) }),
    ),
    extension(OID.crlDistributionPoints, false, new pkijs.CRLDistributionPoints({ distributionPoints: [crlPoint] })),
  ];
  if (options.documentSigning) {
    certificate.extensions.push(extension(OID.extendedKeyUsage, false, new pkijs.ExtKeyUsage({ keyPurposes: [OID.documentSigning] })));
  }
  await certificate.sign(ca.privateKey, 'SHA-256', cryptoEngine);
  return { certificate, privateKey: keys.privateKey, publicKey: keys.publicKey };
}

export interface TimestampAuthorityOptions {
  /** Such as 'กรมตัวอย่าง Timestamp Authority'. */
  name: string;
  organization?: string;
  country?: string;
  validityYears: number;
  notBefore?: Date;
  crlUrl: string;
}

/**
 * The certificate of the organisation's timestamp authority, issued by its CA: an ECDSA P-256
 * key for digitalSignature, with the extended key usage id-kp-timeStamping alone and critical, as
 * RFC 3161 requires of a TSA's certificate (so its key can sign nothing else that is relied on).
 */
export async function issueTimestampCertificate(ca: IssuedCertificate, options: TimestampAuthorityOptions): Promise<IssuedCertificate> {
  const keys = await generateKeys('ecdsa-p256');
  const certificate = new pkijs.Certificate();
  certificate.version = 2;
  certificate.serialNumber = randomSerial();
  certificate.subject = distinguishedName({ commonName: options.name, organization: options.organization, country: options.country });
  certificate.issuer = ca.certificate.subject;
  const notBefore = wholeSecond(options.notBefore ?? new Date());
  certificate.notBefore = certificateTime(notBefore);
  certificate.notAfter = certificateTime(addYears(notBefore, options.validityYears));
  await certificate.subjectPublicKeyInfo.importKey(keys.publicKey, cryptoEngine);
  const crlPoint = new pkijs.DistributionPoint({ distributionPoint: [new pkijs.GeneralName({ type: 6, value: options.crlUrl })] });
  certificate.extensions = [
    extension(OID.basicConstraints, true, new pkijs.BasicConstraints({ cA: false })),
    extension(OID.keyUsage, true, keyUsageBits([KEY_USAGE.digitalSignature, KEY_USAGE.nonRepudiation])),
    extension(OID.extendedKeyUsage, true, new pkijs.ExtKeyUsage({ keyPurposes: [OID.timeStamping] })),
    extension(OID.subjectKeyIdentifier, false, new asn1js.OctetString({ valueHex: await keyIdentifier(certificate) })),
    extension(
      OID.authorityKeyIdentifier,
      false,
      new pkijs.AuthorityKeyIdentifier({ keyIdentifier: new asn1js.OctetString({ valueHex: await keyIdentifier(ca.certificate) }) }),
    ),
    extension(OID.crlDistributionPoints, false, new pkijs.CRLDistributionPoints({ distributionPoints: [crlPoint] })),
  ];
  await certificate.sign(ca.privateKey, 'SHA-256', cryptoEngine);
  return { certificate, privateKey: keys.privateKey, publicKey: keys.publicKey };
}

export function certificateToDer(certificate: pkijs.Certificate): Buffer {
  return Buffer.from(certificate.toSchema(true).toBER(false));
}

export function certificateFromDer(der: Uint8Array): pkijs.Certificate {
  return pkijs.Certificate.fromBER(new Uint8Array(der));
}

/** PEM armour: base64 in 64-character lines between BEGIN and END labels. */
export function toPem(der: Uint8Array, label: string): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

export function fromPem(pem: string, label: string): Buffer {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`).exec(pem);
  if (!match?.[1]) throw new Error(`No ${label} in PEM text`);
  return Buffer.from(match[1].replace(/\s+/g, ''), 'base64');
}

export function certificateToPem(certificate: pkijs.Certificate): string {
  return toPem(certificateToDer(certificate), 'CERTIFICATE');
}

export function certificateFromPem(pem: string): pkijs.Certificate {
  return certificateFromDer(fromPem(pem, 'CERTIFICATE'));
}

/** The private key as PKCS#8 PEM, for storage by whoever keeps keys. */
export async function privateKeyToPem(key: CryptoKey): Promise<string> {
  return toPem(new Uint8Array(await subtle.exportKey('pkcs8', key)), 'PRIVATE KEY');
}
