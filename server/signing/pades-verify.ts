/**
 * Checks the PAdES signatures in a PDF: for each signature dictionary, that its /ByteRange
 * covers the whole file as it was when signed except exactly its own /Contents, that the CMS
 * message-digest is the SHA-256 of those bytes, that the CMS signature verifies with the
 * certificate it names, and whether that certificate chains to one of the trusted CAs.
 */
import type * as pkijs from 'pkijs';
import { commonName } from './certificate-authority';
import { OID_MESSAGE_DIGEST, parseSignedData } from './cms-signature';
import { cryptoEngine, sha256 } from './crypto-engine';

export interface SignatureReport {
  /** The common name of the signer's certificate ('' when it cannot be read). */
  signerName: string;
  /** The claimed signing time from /M, if readable. */
  signingTime: Date | null;
  /** The signed bytes are unchanged and the signature over them verifies. */
  intact: boolean;
  /** The signature covers the file to its last byte: nothing was appended after it. */
  coversWholeFile: boolean;
  /** The signer's certificate chains to one of the trusted certificates. */
  chainTrusted: boolean;
  /** Why intact or chainTrusted is false, for logs. */
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

async function checkSignature(pdf: Buffer, found: FoundSignature, trusted: pkijs.Certificate[]): Promise<SignatureReport> {
  const problems: string[] = [];
  const [a = -1, b = -1, c = -1, d = -1] = found.byteRange;
  const report: SignatureReport = {
    signerName: '',
    signingTime: found.signingTime,
    intact: false,
    coversWholeFile: c + d === pdf.length,
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
  try {
    const checkDate = found.signingTime ?? undefined;
    const result = await signedData.verify({ signer: 0, data, checkChain: true, trustedCerts: trusted, checkDate, extendedMode: true }, cryptoEngine);
    report.chainTrusted = result.signerCertificateVerified === true;
  } catch (error) {
    problems.push(`Certificate chain not trusted: ${(error as Error).message}`);
  }
  return report;
}

/** A report for each signature in the file, in the order they were made. */
export async function verifyPdf(pdf: Buffer, trusted: pkijs.Certificate[]): Promise<SignatureReport[]> {
  const reports: SignatureReport[] = [];
  for (const found of findSignatures(pdf)) reports.push(await checkSignature(pdf, found, trusted));
  return reports;
}
