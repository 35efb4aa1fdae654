/**
 * RFC 3161 timestamps for PAdES B-T. A timestamp proves that a signature existed at a time
 * vouched for by an authority other than the signer, whose own /M time is only a claim. The
 * timestamp is over the CMS signature value (its SHA-256 in the request's message imprint), and
 * goes back into the SignerInfo as the unsigned attribute signature-time-stamp.
 *
 * - The organisation's own authority (`createTimestampResponse`): a key and certificate issued
 *   by the organisation CA with id-kp-timeStamping (issueTimestampCertificate); it answers a
 *   DER TimeStampReq with a DER TimeStampResp, whoever carries the bytes (an HTTP route, or the
 *   same process through `localTimestamper`).
 * - A client for any RFC 3161 authority over HTTP (`requestTimestamp`, `httpTimestamper`),
 *   such as the one at TSA_URL.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { randomSerial, type IssuedCertificate } from './certificate-authority';
import { OID_CONTENT_TYPE, OID_MESSAGE_DIGEST, OID_SIGNING_CERTIFICATE_V2, signingCertificateV2, type Timestamper } from './cms-signature';
import { cryptoEngine, sha256 } from './crypto-engine';

export const OID_TST_INFO = '1.2.840.113549.1.9.16.1.4';
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
const OID_SHA256 = '2.16.840.1.101.3.4.2.1';
/** The policy our authority stamps under when the request names none: an arc of the product's own. */
export const DEFAULT_TSA_POLICY = '1.3.6.1.4.1.99999.1.1';
export const TIMESTAMP_QUERY_TYPE = 'application/timestamp-query';
export const TIMESTAMP_REPLY_TYPE = 'application/timestamp-reply';

/** PKIStatus values: granted, and rejection for a request we cannot answer. */
const GRANTED = 0;
const REJECTION = 2;
/** PKIFailureInfo bits: badAlg (0), badDataFormat (5). */
const BAD_ALG = 0;
const BAD_DATA_FORMAT = 5;

export interface TimestampAuthority {
  /** The TSA's key and certificate (issueTimestampCertificate). */
  issued: IssuedCertificate;
  /** Certificates to send along with the TSA's own, so a verifier can build its chain (the CA). */
  chain: pkijs.Certificate[];
  policy?: string;
  /** The clock; the system clock by default. */
  now?: () => Date;
}

function rejection(failBit: number, text: string): Buffer {
  const bits = new Uint8Array(1);
  bits[0] = 0x80 >> failBit;
  const status = new pkijs.PKIStatusInfo({
    status: REJECTION,
    statusStrings: [new asn1js.Utf8String({ value: text })],
    failInfo: new asn1js.BitString({ valueHex: bits.buffer, unusedBits: 7 - failBit }),
  });
  return Buffer.from(new pkijs.TimeStampResp({ status }).toSchema().toBER(false));
}

/**
 * Answers a DER TimeStampReq with a DER TimeStampResp: granted with a token for a SHA-256
 * imprint, rejected for anything else. The token's TSTInfo echoes the imprint and the nonce, and
 * its SignerInfo signs content-type, message-digest and signing-certificate-v2 (RFC 3161 asks
 * for the ESS signing certificate, so the TSA certificate cannot be substituted).
 */
export async function createTimestampResponse(tsa: TimestampAuthority, requestDer: Uint8Array): Promise<Buffer> {
  let request: pkijs.TimeStampReq;
  try {
    request = pkijs.TimeStampReq.fromBER(new Uint8Array(requestDer));
  } catch {
    return rejection(BAD_DATA_FORMAT, 'Not a TimeStampReq');
  }
  const imprint = request.messageImprint;
  if (imprint.hashAlgorithm.algorithmId !== OID_SHA256 || imprint.hashedMessage.valueBlock.valueHexView.length !== 32) {
    return rejection(BAD_ALG, 'Only SHA-256 imprints are accepted');
  }
  // Whole seconds: what PDF viewers show, and no fraction for a verifier to misread.
  const genTime = new Date(Math.floor((tsa.now?.() ?? new Date()).getTime() / 1000) * 1000);
  const tstInfo = new pkijs.TSTInfo({
    version: 1,
    policy: request.reqPolicy || tsa.policy || DEFAULT_TSA_POLICY,
    messageImprint: imprint,
    serialNumber: randomSerial(),
    genTime,
    ...(request.nonce ? { nonce: request.nonce } : {}),
  });
  const content = tstInfo.toSchema().toBER(false);
  const attributes = [
    new pkijs.Attribute({ type: OID_CONTENT_TYPE, values: [new asn1js.ObjectIdentifier({ value: OID_TST_INFO })] }),
    new pkijs.Attribute({ type: OID_MESSAGE_DIGEST, values: [new asn1js.OctetString({ valueHex: await sha256(content) })] }),
    new pkijs.Attribute({ type: OID_SIGNING_CERTIFICATE_V2, values: [await signingCertificateV2(tsa.issued.certificate)] }),
  ];
  const certificate = tsa.issued.certificate;
  const signedData = new pkijs.SignedData({
    version: 3,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID_TST_INFO, eContent: new asn1js.OctetString({ valueHex: content }) }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: certificate.issuer, serialNumber: certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
      }),
    ],
    // The TSA certificate is sent when asked for (certReq), as RFC 3161 says.
    ...(request.certReq ? { certificates: [certificate, ...tsa.chain] } : {}),
  });
  await signedData.sign(tsa.issued.privateKey, 0, 'SHA-256', undefined, cryptoEngine);
  const token = new pkijs.ContentInfo({ contentType: OID_SIGNED_DATA, content: signedData.toSchema(true) });
  return Buffer.from(new pkijs.TimeStampResp({ status: new pkijs.PKIStatusInfo({ status: GRANTED }), timeStampToken: token }).toSchema().toBER(false));
}

/** A request for a SHA-256 digest, with a random nonce and the TSA's certificate asked for. */
export function createTimestampRequest(digest: ArrayBuffer | Uint8Array): { der: Buffer; nonce: asn1js.Integer } {
  const nonce = randomSerial();
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID_SHA256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: new Uint8Array(digest) }),
    }),
    nonce,
    certReq: true,
  });
  return { der: Buffer.from(request.toSchema().toBER(false)), nonce };
}

/** What a timestamp token says: when, over which SHA-256 digest, and the SignedData to verify. */
export interface TimestampToken {
  genTime: Date;
  /** The SHA-256 digest the token was made over. */
  digest: Buffer;
  nonce: asn1js.Integer | undefined;
  signedData: pkijs.SignedData;
}

/** Reads a TimeStampToken (a ContentInfo holding SignedData over a TSTInfo); throws on anything else. */
export function readTimestampToken(der: Uint8Array): TimestampToken {
  const contentInfo = pkijs.ContentInfo.fromBER(new Uint8Array(der));
  if (contentInfo.contentType !== OID_SIGNED_DATA) throw new Error('The timestamp token is not SignedData');
  const signedData = new pkijs.SignedData({ schema: contentInfo.content });
  const eContent = signedData.encapContentInfo.eContent;
  if (signedData.encapContentInfo.eContentType !== OID_TST_INFO || !eContent) throw new Error('The timestamp token holds no TSTInfo');
  const tstInfo = pkijs.TSTInfo.fromBER(eContent.getValue());
  if (tstInfo.messageImprint.hashAlgorithm.algorithmId !== OID_SHA256) throw new Error('The timestamp is not over a SHA-256 digest');
  return { genTime: tstInfo.genTime, digest: Buffer.from(tstInfo.messageImprint.hashedMessage.valueBlock.valueHexView), nonce: tstInfo.nonce, signedData };
}

/**
 * The token out of a TimeStampResp, after checking that it was granted and that it answers this
 * request: the same digest and the same nonce (a replayed or misrouted answer says otherwise).
 */
export function tokenFromResponse(responseDer: Uint8Array, digest: ArrayBuffer | Uint8Array, nonce: asn1js.Integer): Buffer {
  const response = pkijs.TimeStampResp.fromBER(new Uint8Array(responseDer));
  if (response.status.status !== GRANTED && response.status.status !== 1) {
    const text = response.status.statusStrings?.map((s) => String(s.valueBlock.value)).join('; ') ?? '';
    throw new Error(`The timestamp authority refused (status ${response.status.status}) ${text}`.trim());
  }
  if (!response.timeStampToken) throw new Error('The timestamp response has no token');
  const tokenDer = Buffer.from(response.timeStampToken.toSchema().toBER(false));
  const token = readTimestampToken(tokenDer);
  if (!token.digest.equals(Buffer.from(new Uint8Array(digest)))) throw new Error('The timestamp is over another digest');
  if (!token.nonce?.isEqual(nonce)) throw new Error('The timestamp answers another request (nonce differs)');
  return tokenDer;
}

/** Asks an RFC 3161 authority over HTTP for a token over a SHA-256 digest; returns the token (ContentInfo DER). */
export async function requestTimestamp(url: string, digest: ArrayBuffer | Uint8Array): Promise<Buffer> {
  const { der, nonce } = createTimestampRequest(digest);
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': TIMESTAMP_QUERY_TYPE }, body: new Uint8Array(der) });
  if (!response.ok) throw new Error(`The timestamp authority at ${url} answered HTTP ${response.status}`);
  return tokenFromResponse(new Uint8Array(await response.arrayBuffer()), digest, nonce);
}

/** A timestamper for signPdf that asks the authority at `url` (such as TSA_URL). */
export function httpTimestamper(url: string): Timestamper {
  return async (signatureValue) => requestTimestamp(url, await sha256(new Uint8Array(signatureValue)));
}

/** A timestamper for signPdf that asks our own authority in this process, through the same request and response. */
export function localTimestamper(tsa: TimestampAuthority): Timestamper {
  return async (signatureValue) => {
    const digest = await sha256(new Uint8Array(signatureValue));
    const { der, nonce } = createTimestampRequest(digest);
    return tokenFromResponse(await createTimestampResponse(tsa, der), digest, nonce);
  };
}

/** The external authority at TSA_URL when it is set, otherwise our own. */
export function configuredTimestamper(tsa: TimestampAuthority, env: NodeJS.ProcessEnv = process.env): Timestamper {
  const url = env.TSA_URL?.trim();
  return url ? httpTimestamper(url) : localTimestamper(tsa);
}
