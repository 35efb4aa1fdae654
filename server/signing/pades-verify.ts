/**
 * Checks the PAdES signatures in a PDF: for each signature dictionary, that its /ByteRange
 * covers the whole file as it was when signed except exactly its own /Contents, that the CMS
 * message-digest is the SHA-256 of those bytes, that the CMS signature verifies with the
 * certificate it names, and whether that certificate chains to one of the trusted CAs. A
 * signature timestamp (PAdES B-T) is checked and, when good, gives the signing time; what later
 * revisions changed is classified (changedAfter); the signer's certificate gets a status as of
 * the signing time, revocations included when the caller passes them.
 */
import type * as pkijs from 'pkijs';
import { commonName } from './certificate-authority';
import { OID_MESSAGE_DIGEST, OID_SIGNATURE_TIMESTAMP, parseSignedData } from './cms-signature';
import { cryptoEngine, sha256 } from './crypto-engine';
import { locationOf, objectNumbers, readObject, readStreamData, readStructure, resolve, type PdfStructure } from './pdf-incremental';
import { serialize, type PdfValue } from './pdf-objects';
import { readTimestampToken } from './timestamp-authority';

export type CertificateStatus = 'valid' | 'revoked' | 'expired' | 'unknownIssuer';

export interface VerifyOptions {
  /**
   * Revoked certificates by serial number (hex, case ignored, as in
   * Buffer.from(certificate.serialNumber.valueBlock.valueHexView).toString('hex')) with the time
   * each was revoked; revocationsFromCrl reads them from a CRL.
   */
  revoked?: Map<string, Date>;
}

export interface SignatureReport {
  /** The common name of the signer's certificate ('' when it cannot be read). */
  signerName: string;
  /** The claimed signing time from /M, if readable. */
  signingTime: Date | null;
  /** When it was signed: the timestamp's time when a good one is attached, else the claimed /M time. */
  time: Date | null;
  timeSource: 'timestamp' | 'claimed';
  /**
   * A later revision changes the document beyond what may follow a signature: only further
   * signatures (their dictionaries, fields, widgets and appearances, the page's /Annots and the
   * form's /Fields), and validation data (/DSS) may be added. See laterChangesAllowed.
   */
  changedAfter: boolean;
  /**
   * The signer's certificate at `time`: unknownIssuer when it does not chain to a trusted CA,
   * revoked when revoked at or before `time`, expired when `time` is outside its validity (or its
   * CA's), else valid.
   */
  certificateStatus: CertificateStatus;
  /** The signed bytes are unchanged and the signature over them verifies. */
  intact: boolean;
  /** The signature covers the file to its last byte: nothing was appended after it. */
  coversWholeFile: boolean;
  /** The signer's certificate chains to one of the trusted certificates. */
  chainTrusted: boolean;
  /** Why intact or chainTrusted is false, why the timestamp was not used, what changed after: for logs. */
  problems: string[];
}

interface FoundSignature {
  byteRange: number[];
  /** Where the /Contents hex string starts (at '<') and ends (after '>'). */
  contentsStart: number;
  contentsEnd: number;
  contents: Buffer;
  signingTime: Date | null;
}

/** Parses /M (D:YYYYMMDDHHmmSS with Z or an offset such as +07'00'). */
function parsePdfDate(text: string): Date | null {
  const match = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(Z|([+-])(\d{2})'?(\d{2})?'?)?/.exec(text);
  if (!match) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', zone, sign, oh = '00', om = '00'] = match;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const offset = zone && zone !== 'Z' ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) : 0;
  return new Date(utc - offset * 60_000);
}

/**
 * Finds every dictionary with a /ByteRange and reads its /Contents and /M. The search is
 * textual, bounded by the enclosing `obj` … `endobj`, which suffices for uncompressed signature
 * dictionaries: a signature dictionary is never inside a compressed object stream, since its
 * /Contents must be at a fixed byte position.
 */
function findSignatures(pdf: Buffer): FoundSignature[] {
  const text = pdf.toString('latin1');
  const found: FoundSignature[] = [];
  const byteRangePattern = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
  for (let match = byteRangePattern.exec(text); match; match = byteRangePattern.exec(text)) {
    const objStart = text.lastIndexOf(' obj', match.index);
    const objEnd = text.indexOf('endobj', match.index);
    if (objStart < 0 || objEnd < 0) continue;
    const body = text.slice(objStart, objEnd);
    const contents = /\/Contents\s*(<[0-9A-Fa-f\s]*>)/.exec(body);
    if (!contents?.[1]) continue;
    const contentsStart = objStart + contents.index + contents[0].length - contents[1].length;
    const date = /\/M\s*\((D:[^)]*)\)/.exec(body);
    found.push({
      byteRange: match.slice(1, 5).map(Number),
      contentsStart,
      contentsEnd: contentsStart + contents[1].length,
      contents: Buffer.from(contents[1].slice(1, -1).replace(/\s+/g, ''), 'hex'),
      signingTime: date?.[1] ? parsePdfDate(date[1]) : null,
    });
  }
  return found;
}

/** DER ends where its outer length says; the zero padding after it is not part of the CMS. */
function trimDer(padded: Buffer): Buffer {
  if (padded[0] !== 0x30) throw new Error('Contents is not a DER SEQUENCE');
  const first = padded[1] ?? 0;
  if (first < 0x80) return padded.subarray(0, 2 + first);
  const count = first & 0x7f;
  const length = padded.subarray(2, 2 + count).reduce((total, byte) => total * 256 + byte, 0);
  return padded.subarray(0, 2 + count + length);
}

function messageDigest(signedData: pkijs.SignedData): Buffer | null {
  const attribute = signedData.signerInfos[0]?.signedAttrs?.attributes.find((a) => a.type === OID_MESSAGE_DIGEST);
  const value = attribute?.values[0] as { valueBlock?: { valueHexView?: Uint8Array } } | undefined;
  return value?.valueBlock?.valueHexView ? Buffer.from(value.valueBlock.valueHexView) : null;
}

async function checkSignature(pdf: Buffer, found: FoundSignature, trusted: pkijs.Certificate[], options: VerifyOptions): Promise<SignatureReport> {
  const problems: string[] = [];
  const [a = -1, b = -1, c = -1, d = -1] = found.byteRange;
  const report: SignatureReport = {
    signerName: '',
    signingTime: found.signingTime,
    time: found.signingTime,
    timeSource: 'claimed',
    intact: false,
    coversWholeFile: c + d === pdf.length,
    changedAfter: false,
    certificateStatus: 'unknownIssuer',
    chainTrusted: false,
    problems,
  };
  // The one gap must be exactly this dictionary's /Contents string, angle brackets included:
  // anything else left out of the range could be changed without breaking the signature.
  if (a !== 0 || b !== found.contentsStart || c !== found.contentsEnd || c + d > pdf.length) {
    problems.push('ByteRange does not cover the file except its own /Contents');
    return report;
  }
  let signedData: pkijs.SignedData;
  try {
    signedData = parseSignedData(trimDer(found.contents));
  } catch (error) {
    problems.push(`Contents is not CMS SignedData: ${(error as Error).message}`);
    return report;
  }
  // The signer is named by issuer and serial number; this library never uses the key-identifier form.
  const sid = signedData.signerInfos[0]?.sid as pkijs.IssuerAndSerialNumber | undefined;
  const signer = signedData.certificates?.find(
    (cert): cert is pkijs.Certificate =>
      'subject' in cert && !!sid?.serialNumber && cert.serialNumber.isEqual(sid.serialNumber) && cert.issuer.isEqual(sid.issuer),
  );
  if (signer) report.signerName = commonName(signer);
  const signed = Buffer.concat([pdf.subarray(0, b), pdf.subarray(c, c + d)]);
  const digest = Buffer.from(await sha256(signed));
  if (!messageDigest(signedData)?.equals(digest)) problems.push('message-digest differs from the hash of the signed bytes');
  const data = new Uint8Array(signed).buffer;
  try {
    const result = await signedData.verify({ signer: 0, data, checkChain: false, extendedMode: true }, cryptoEngine);
    if (!result.signatureVerified) problems.push('CMS signature does not verify');
  } catch (error) {
    problems.push(`CMS signature does not verify: ${(error as Error).message}`);
  }
  report.intact = problems.length === 0;
  report.changedAfter = !report.coversWholeFile && !laterChangesAllowed(pdf, c + d, problems);
  const stamped = await timestampTime(signedData, trusted, problems);
  if (stamped) {
    report.time = stamped;
    report.timeSource = 'timestamp';
  }
  const checkDate = report.time ?? new Date();
  const chainAt = async (date: Date): Promise<boolean> => {
    try {
      const result = await signedData.verify({ signer: 0, data, checkChain: true, trustedCerts: trusted, checkDate: date, extendedMode: true }, cryptoEngine);
      return result.signerCertificateVerified === true;
    } catch (error) {
      if (date === checkDate) problems.push(`Certificate chain not trusted: ${(error as Error).message}`);
      return false;
    }
  };
  report.chainTrusted = await chainAt(checkDate);
  if (signer) report.certificateStatus = await certificateStatus(signer, checkDate, report.chainTrusted, chainAt, options);
  return report;
}

async function certificateStatus(
  signer: pkijs.Certificate,
  at: Date,
  trustedAtTime: boolean,
  chainAt: (date: Date) => Promise<boolean>,
  options: VerifyOptions,
): Promise<CertificateStatus> {
  // A chain that fails at the signing time but holds within the certificate's own validity failed on dates alone.
  if (!trustedAtTime && !(await chainAt(signer.notBefore.value))) return 'unknownIssuer';
  const serial = Buffer.from(signer.serialNumber.valueBlock.valueHexView).toString('hex');
  const revokedAt = [...(options.revoked ?? [])].find(([hex]) => hex.toLowerCase() === serial)?.[1];
  // Revoked after it signed, the signature stands: the key was still the signer's when used.
  if (revokedAt && revokedAt.getTime() <= at.getTime()) return 'revoked';
  return trustedAtTime ? 'valid' : 'expired';
}

/**
 * The time of the signature's timestamp token (unsigned attribute signature-time-stamp), when
 * there is one, it is over this SignerInfo's signature value, its own signature verifies and its
 * authority chains to a trusted CA; null otherwise, with the reason in problems.
 */
async function timestampTime(signedData: pkijs.SignedData, trusted: pkijs.Certificate[], problems: string[]): Promise<Date | null> {
  const signerInfo = signedData.signerInfos[0];
  const attribute = signerInfo?.unsignedAttrs?.attributes.find((a) => a.type === OID_SIGNATURE_TIMESTAMP);
  const value = attribute?.values[0] as { toBER(): ArrayBuffer } | undefined;
  if (!signerInfo || !value) return null;
  try {
    const token = readTimestampToken(new Uint8Array(value.toBER()));
    const signatureValue = new Uint8Array(signerInfo.signature.valueBlock.valueHexView);
    if (!token.digest.equals(Buffer.from(await sha256(signatureValue)))) throw new Error('it is over another signature value');
    // pkijs checks a TSTInfo's imprint against `data` itself, so it is given the timestamped bytes.
    const result = await token.signedData.verify(
      { signer: 0, data: signatureValue.slice().buffer, checkChain: true, trustedCerts: trusted, checkDate: token.genTime, extendedMode: true },
      cryptoEngine,
    );
    if (!result.signatureVerified) throw new Error('its signature does not verify');
    if (!result.signerCertificateVerified) throw new Error('its authority is not trusted');
    // RFC 3161: a token counts only from a certificate whose key is for time-stamping.
    if (!result.signerCertificate || !isTimestampingCertificate(result.signerCertificate)) throw new Error('its certificate is not for time-stamping');
    return token.genTime;
  } catch (error) {
    problems.push(`Timestamp not used: ${(error as Error).message}`);
    return null;
  }
}

const OID_EXTENDED_KEY_USAGE = '2.5.29.37';
const OID_TIME_STAMPING = '1.3.6.1.5.5.7.3.8';

function isTimestampingCertificate(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((e) => e.extnID === OID_EXTENDED_KEY_USAGE);
  const usage = extension?.parsedValue as pkijs.ExtKeyUsage | undefined;
  return usage?.keyPurposes?.includes(OID_TIME_STAMPING) === true;
}

// ---------------------------------------------------------------------------------------------
// What later revisions change

const isSignatureField = (structure: PdfStructure, value: PdfValue): boolean => {
  const field = resolve(structure, value);
  const type = field?.kind === 'dict' ? field.entries.get('FT') : undefined;
  return type?.kind === 'name' && type.name === 'Sig';
};

/** The keys whose values differ between two dictionaries, added and removed keys included. */
function changedKeys(before: Map<string, PdfValue>, after: Map<string, PdfValue>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => {
    const [x, y] = [before.get(key), after.get(key)];
    return !x || !y || serialize(x) !== serialize(y);
  });
}

/** An array entry that keeps every earlier item and adds only signature fields (resolved in `after`). */
function addsOnlySignatureFields(before: PdfStructure, after: PdfStructure, old: PdfValue | undefined, next: PdfValue | undefined): boolean {
  const oldItems = resolve(before, old);
  const newItems = resolve(after, next);
  const kept = new Set(oldItems?.kind === 'array' ? oldItems.items.map(serialize) : []);
  if (newItems?.kind !== 'array') return kept.size === 0;
  const newSet = new Set(newItems.items.map(serialize));
  if ([...kept].some((item) => !newSet.has(item))) return false;
  return newItems.items.filter((item) => !kept.has(serialize(item))).every((item) => isSignatureField(after, item));
}

/** The form dictionary may gain signature fields and set SigFlags; its default resources may change. */
function formChangeAllowed(before: PdfStructure, after: PdfStructure, old: Map<string, PdfValue>, next: Map<string, PdfValue>): boolean {
  const keys = changedKeys(old, next);
  if (keys.some((key) => !['Fields', 'SigFlags', 'DR'].includes(key))) return false;
  return !keys.includes('Fields') || addsOnlySignatureFields(before, after, old.get('Fields'), next.get('Fields'));
}

/** Whether the change to one existing object is one a later signature or validation data may make. */
function objectChangeAllowed(before: PdfStructure, after: PdfStructure, num: number): boolean {
  const old = readObject(before, num);
  const next = readObject(after, num);
  const oldData = readStreamData(before, num);
  const newData = readStreamData(after, num);
  if (oldData || newData) return !!oldData && !!newData && oldData.equals(newData) && serialize(old) === serialize(next);
  if (old.kind !== 'dict' || next.kind !== 'dict') return serialize(old) === serialize(next);
  const keys = changedKeys(old.entries, next.entries);
  if (keys.length === 0) return true;
  const type = old.entries.get('Type');
  const typeName = type?.kind === 'name' ? type.name : '';
  if (typeName === 'Catalog') {
    if (keys.some((key) => key !== 'AcroForm' && key !== 'DSS')) return false;
    if (!keys.includes('AcroForm')) return true;
    const oldForm = resolve(before, old.entries.get('AcroForm'));
    const newForm = resolve(after, next.entries.get('AcroForm'));
    return newForm?.kind === 'dict' && formChangeAllowed(before, after, oldForm?.kind === 'dict' ? oldForm.entries : new Map(), newForm.entries);
  }
  if (typeName === 'Page')
    return keys.every((key) => key === 'Annots') && addsOnlySignatureFields(before, after, old.entries.get('Annots'), next.entries.get('Annots'));
  if (old.entries.has('Fields')) return formChangeAllowed(before, after, old.entries, next.entries);
  // An empty signature field being signed: it gains its value and appearance.
  if (isSignatureField(before, old) && !old.entries.has('V')) return keys.every((key) => ['V', 'AP', 'F'].includes(key));
  return false;
}

/**
 * Whether every revision after `signedEnd` (the end of the signature's own revision) only adds
 * signatures and validation data. The rule: objects new in a revision are allowed (they count
 * only through what refers to them); an object that existed before may change only as
 * objectChangeAllowed says (the catalog in /AcroForm and /DSS, a page in /Annots, the form in
 * /Fields, /SigFlags and /DR, an empty signature field being filled); a changed stream, a
 * changed /Root, or anything unreadable counts as a change.
 */
function laterChangesAllowed(pdf: Buffer, signedEnd: number, problems: string[]): boolean {
  try {
    let before = readStructure(pdf.subarray(0, signedEnd));
    const text = pdf.toString('latin1', signedEnd);
    for (const match of text.matchAll(/%%EOF[ \t]*(\r\n|\r|\n)?/g)) {
      const after = readStructure(pdf.subarray(0, signedEnd + match.index + match[0].length));
      if (after.xrefOffset === before.xrefOffset) continue;
      if (serialize(after.trailer.get('Root') ?? { kind: 'raw', text: '' }) !== serialize(before.trailer.get('Root') ?? { kind: 'raw', text: '' })) {
        problems.push('A later revision replaces the catalog');
        return false;
      }
      for (const num of objectNumbers(after)) {
        const was = locationOf(before, num);
        if (was === undefined || was === locationOf(after, num)) continue;
        if (!objectChangeAllowed(before, after, num)) {
          problems.push(`A later revision changes object ${num}`);
          return false;
        }
      }
      before = after;
    }
    return true;
  } catch (error) {
    problems.push(`Later revisions unreadable: ${(error as Error).message}`);
    return false;
  }
}

/** A report for each signature in the file, in the order they were made. */
export async function verifyPdf(pdf: Buffer, trusted: pkijs.Certificate[], options: VerifyOptions = {}): Promise<SignatureReport[]> {
  const reports: SignatureReport[] = [];
  for (const found of findSignatures(pdf)) reports.push(await checkSignature(pdf, found, trusted, options));
  return reports;
}
