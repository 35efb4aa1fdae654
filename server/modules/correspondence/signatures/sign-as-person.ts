/**
 * One person's PAdES signature on a PDF, as every signature the portal gives is made: the CA's
 * certificates and current CRL go into the file first (its DSS, for long-term validation), then
 * the signature with the signer's chain, dated by the timestamp authority when there is one.
 * The caller has checked the signer and spent their one-time code's grant.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { certificateToDer } from '../../../signing/certificate-authority';
import { addValidationData } from '../../../signing/pades-ltv';
import { signPdf, type SignOptions } from '../../../signing/pades-sign';
import { currentCrlDer, type PersonSigner } from '../../signing/person-signer';
import type { SigningContext } from './sign-letter';

export interface SignedBytes {
  signed: Buffer;
  /** Where the signing time comes from: a timestamp authority's token, or the server's clock. */
  timeSource: 'timestamp' | 'claimed';
}

export async function signAsPerson(
  trx: Kysely<Database>,
  signing: SigningContext,
  signer: PersonSigner,
  base: Buffer,
  options: Pick<SignOptions, 'name' | 'reason' | 'rect' | 'page' | 'stamp'>,
  now: Date,
): Promise<SignedBytes> {
  const timestamper = await signing.timestamper(trx);
  // The chain and the CRL go in just before the signature, so the signature covers them and the
  // last signature still covers the whole file.
  const withValidation = addValidationData(base, {
    certificates: [signer.certificate, ...signer.chain].map((certificate) => certificateToDer(certificate)),
    crls: [await currentCrlDer(trx, signing.vault, now)],
  });
  const signed = await signPdf(withValidation, signer, {
    ...options,
    location: signing.location,
    signingTime: now,
    ...(timestamper ? { timestamp: timestamper } : {}),
  });
  return { signed, timeSource: timestamper ? 'timestamp' : 'claimed' };
}
