/**
 * Reads a PKCS#12 file (.p12/.pfx) protected by a password: its certificates and its private key.
 * The file is what OpenSSL 3 writes by default (`openssl pkcs12 -export`): the key in a shrouded
 * key bag and the certificates in an encrypted safe, both PBES2 (PBKDF2 with HMAC-SHA256,
 * AES-256-CBC), and an HMAC over the whole; older files with the same structure read too when
 * pkijs knows their algorithms. The password is checked by the file's MAC when it has one.
 */
import * as pkijs from 'pkijs';
import { cryptoEngine, subtle } from './crypto-engine';

const BAG = {
  shroudedKey: '1.2.840.113549.1.12.10.1.2',
  key: '1.2.840.113549.1.12.10.1.1',
  certificate: '1.2.840.113549.1.12.10.1.3',
};
const OID_X509_CERTIFICATE = '1.2.840.113549.1.9.22.1';

export class Pkcs12Error extends Error {
  constructor(
    readonly reason: 'format' | 'password' | 'content',
    message: string,
  ) {
    super(message);
    this.name = 'Pkcs12Error';
  }
}

export interface Pkcs12Contents {
  /** Every certificate in the file, in the file's order. */
  certificates: pkijs.Certificate[];
  /** The private key as PKCS#8 DER. */
  privateKeyPkcs8: Buffer;
  /** The certificate whose public key matches the private key's. */
  certificate: pkijs.Certificate;
}

function passwordBytes(password: string): ArrayBuffer {
  return new TextEncoder().encode(password).buffer as ArrayBuffer;
}

/** Parses the file, or throws Pkcs12Error naming what is wrong: not PKCS#12, wrong password, or no key and certificate. */
export async function readPkcs12(der: Uint8Array, password: string): Promise<Pkcs12Contents> {
  let pfx: pkijs.PFX;
  try {
    pfx = pkijs.PFX.fromBER(new Uint8Array(der));
  } catch {
    throw new Pkcs12Error('format', 'not a PKCS#12 file');
  }
  try {
    await pfx.parseInternalValues({ password: passwordBytes(password), checkIntegrity: pfx.macData !== undefined }, cryptoEngine);
  } catch (error) {
    throw new Pkcs12Error('password', `PKCS#12 integrity check failed: ${(error as Error).message}`);
  }
  const safe = pfx.parsedValue?.authenticatedSafe;
  if (!safe) throw new Pkcs12Error('format', 'PKCS#12 without password integrity');
  try {
    await safe.parseInternalValues(
      { safeContents: safe.safeContents.map((info) => (info.contentType === '1.2.840.113549.1.7.6' ? { password: passwordBytes(password) } : {})) },
      cryptoEngine,
    );
  } catch (error) {
    throw new Pkcs12Error('password', `PKCS#12 contents cannot be decrypted: ${(error as Error).message}`);
  }
  const certificates: pkijs.Certificate[] = [];
  let privateKeyInfo: pkijs.PrivateKeyInfo | null = null;
  for (const contents of safe.parsedValue?.safeContents ?? []) {
    for (const bag of contents.value.safeBags) {
      if (bag.bagId === BAG.certificate) {
        const certBag = bag.bagValue as pkijs.CertBag;
        if (certBag.certId === OID_X509_CERTIFICATE && certBag.parsedValue instanceof pkijs.Certificate) certificates.push(certBag.parsedValue);
      } else if (bag.bagId === BAG.shroudedKey) {
        const shrouded = bag.bagValue as pkijs.PKCS8ShroudedKeyBag;
        try {
          // Protected in pkijs's typings, public at run time: the safe's parse leaves the key bag encrypted.
          const bag = shrouded as unknown as { parseInternalValues(parameters: { password: ArrayBuffer }, crypto: pkijs.ICryptoEngine): Promise<void> };
          if (!shrouded.parsedValue) await bag.parseInternalValues({ password: passwordBytes(password) }, cryptoEngine);
        } catch (error) {
          throw new Pkcs12Error('password', `PKCS#12 key cannot be decrypted: ${(error as Error).message}`);
        }
        privateKeyInfo ??= shrouded.parsedValue ?? null;
      } else if (bag.bagId === BAG.key) {
        privateKeyInfo ??= bag.bagValue as pkijs.PrivateKeyInfo;
      }
    }
  }
  if (!privateKeyInfo) throw new Pkcs12Error('content', 'PKCS#12 without a private key');
  const privateKeyPkcs8 = Buffer.from(privateKeyInfo.toSchema().toBER(false));
  const certificate = await certificateOfKey(certificates, privateKeyPkcs8);
  if (!certificate) throw new Pkcs12Error('content', 'PKCS#12 without the certificate of its key');
  return { certificates, privateKeyPkcs8, certificate };
}

/** The algorithm a certificate's key signs with, for WebCrypto's importKey. */
export function signingAlgorithmOf(certificate: pkijs.Certificate): RsaHashedImportParams | EcKeyImportParams | null {
  const algorithm = certificate.subjectPublicKeyInfo.algorithm.algorithmId;
  if (algorithm === '1.2.840.113549.1.1.1') return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' };
  if (algorithm === '1.2.840.10045.2.1') {
    const curve = certificate.subjectPublicKeyInfo.algorithm.algorithmParams as { valueBlock?: { toString(): string } } | undefined;
    const oid = curve?.valueBlock?.toString();
    const namedCurve = oid === '1.3.132.0.34' ? 'P-384' : oid === '1.3.132.0.35' ? 'P-521' : 'P-256';
    return { name: 'ECDSA', namedCurve };
  }
  return null;
}

/** Imports a PKCS#8 private key for signing with the algorithm of the certificate that carries its public key. */
export async function importSigningKey(pkcs8: Uint8Array, certificate: pkijs.Certificate): Promise<CryptoKey> {
  const algorithm = signingAlgorithmOf(certificate);
  if (!algorithm) throw new Pkcs12Error('content', 'the key is neither RSA nor ECDSA');
  return subtle.importKey('pkcs8', new Uint8Array(pkcs8), algorithm, true, ['sign']);
}

/** The certificate whose public key is the private key's: signing a probe with one and verifying with the other. */
async function certificateOfKey(certificates: pkijs.Certificate[], pkcs8: Buffer): Promise<pkijs.Certificate | null> {
  const probe = new TextEncoder().encode('which certificate is this key of');
  for (const certificate of certificates) {
    const algorithm = signingAlgorithmOf(certificate);
    if (!algorithm) continue;
    try {
      const privateKey = await subtle.importKey('pkcs8', new Uint8Array(pkcs8), algorithm, false, ['sign']);
      const params = algorithm.name === 'ECDSA' ? { name: 'ECDSA', hash: 'SHA-256' } : algorithm;
      const signature = await subtle.sign(params, privateKey, probe);
      const publicKey = await certificate.getPublicKey({ algorithm: { algorithm, usages: ['verify'] } }, cryptoEngine);
      if (await subtle.verify(params, publicKey, signature, probe)) return certificate;
    } catch {
      // A key of another algorithm or curve: not this certificate.
    }
  }
  return null;
}
