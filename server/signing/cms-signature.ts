/**
 * The CMS SignedData that goes into a PAdES signature's /Contents: detached (the PDF bytes are
 * not inside it), over id-data, with SHA-256. Its signed attributes are those PAdES baseline B-B
 * asks for: content-type, message-digest and signing-certificate-v2, which binds the signer's
 * certificate into what is signed so it cannot be swapped for another with the same key. The
 * signing-time attribute is left out on purpose: PAdES takes the claimed time from the
 * signature dictionary's /M instead.
 */
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { cryptoEngine, sha256 } from './crypto-engine';

export const OID_DATA = '1.2.840.113549.1.7.1';
const OID_SIGNED_DATA = '1.2.840.113549.1.7.2';
export const OID_CONTENT_TYPE = '1.2.840.113549.1.9.3';
export const OID_MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
export const OID_SIGNING_CERTIFICATE_V2 = '1.2.840.113549.1.9.16.2.47';
/** id-aa-signatureTimeStampToken: an RFC 3161 timestamp over the SignerInfo's signature value. */
export const OID_SIGNATURE_TIMESTAMP = '1.2.840.113549.1.9.16.2.14';

/** Gets a TimeStampToken (ContentInfo DER) for a signature value; see timestamp-authority.ts. */
export type Timestamper = (signatureValue: Buffer) => Promise<Buffer>;

/**
 * ESS signing-certificate-v2: the SHA-256 hash of the signer's certificate (SHA-256 is the
 * default algorithm, so it is not written) and the issuer and serial that name it.
 */
export async function signingCertificateV2(certificate: pkijs.Certificate): Promise<asn1js.Sequence> {
  const certHash = await sha256(certificate.toSchema(true).toBER(false));
  const issuerSerial = new asn1js.Sequence({
    value: [
      new asn1js.Sequence({ value: [new asn1js.Constructed({ idBlock: { tagClass: 3, tagNumber: 4 }, value: [certificate.issuer.toSchema()] })] }),
      certificate.serialNumber,
    ],
  });
  const essCertIdV2 = new asn1js.Sequence({ value: [new asn1js.OctetString({ valueHex: certHash }), issuerSerial] });
  return new asn1js.Sequence({ value: [new asn1js.Sequence({ value: [essCertIdV2] })] });
}

/** Who signs: the private key (ECDSA P-256 or RSA PKCS#1 v1.5, both with SHA-256) and its certificate. */
export interface CmsSigner {
  key: CryptoKey;
  certificate: pkijs.Certificate;
  /** Issuing certificates to carry along, so a verifier can build the chain. */
  chain: pkijs.Certificate[];
}

/**
 * Signs a SHA-256 digest of detached content; returns the DER of the ContentInfo. With a
 * timestamper, the timestamp token over the signature value is added as an unsigned attribute:
 * unsigned, since it is made after (and over) the signature.
 */
export async function signDetached(digest: ArrayBuffer, signer: CmsSigner, timestamp?: Timestamper): Promise<Buffer> {
  const attributes = [
    new pkijs.Attribute({ type: OID_CONTENT_TYPE, values: [new asn1js.ObjectIdentifier({ value: OID_DATA })] }),
    new pkijs.Attribute({ type: OID_MESSAGE_DIGEST, values: [new asn1js.OctetString({ valueHex: digest })] }),
    new pkijs.Attribute({ type: OID_SIGNING_CERTIFICATE_V2, values: [await signingCertificateV2(signer.certificate)] }),
  ];
  const signedData = new pkijs.SignedData({
    version: 1,
    encapContentInfo: new pkijs.EncapsulatedContentInfo({ eContentType: OID_DATA }),
    signerInfos: [
      new pkijs.SignerInfo({
        version: 1,
        sid: new pkijs.IssuerAndSerialNumber({ issuer: signer.certificate.issuer, serialNumber: signer.certificate.serialNumber }),
        signedAttrs: new pkijs.SignedAndUnsignedAttributes({ type: 0, attributes }),
      }),
    ],
    certificates: [signer.certificate, ...signer.chain],
  });
  await signedData.sign(signer.key, 0, 'SHA-256', undefined, cryptoEngine);
  const signerInfo = signedData.signerInfos[0];
  if (timestamp && signerInfo) {
    const token = await timestamp(Buffer.from(signerInfo.signature.valueBlock.valueHexView));
    const parsed = asn1js.fromBER(new Uint8Array(token));
    if (parsed.offset === -1) throw new Error('The timestamp token is not DER');
    signerInfo.unsignedAttrs = new pkijs.SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new pkijs.Attribute({ type: OID_SIGNATURE_TIMESTAMP, values: [parsed.result] })],
    });
  }
  const contentInfo = new pkijs.ContentInfo({ contentType: OID_SIGNED_DATA, content: signedData.toSchema(true) });
  return Buffer.from(contentInfo.toSchema().toBER(false));
}

export function parseSignedData(der: Uint8Array): pkijs.SignedData {
  const contentInfo = pkijs.ContentInfo.fromBER(new Uint8Array(der));
  if (contentInfo.contentType !== OID_SIGNED_DATA) throw new Error('CMS content is not SignedData');
  return new pkijs.SignedData({ schema: contentInfo.content });
}
