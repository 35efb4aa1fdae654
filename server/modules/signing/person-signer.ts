/**
 * What the signing action needs from the organisation's PKI: the person's signer (their key,
 * opened from the vault, with their certificate and its CA), the CAs a signature is trusted
 * against, the revoked serials, and the CRL.
 */
import type { Kysely } from 'kysely';
import type * as pkijs from 'pkijs';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { certificateFromDer } from '../../signing/certificate-authority';
import type { CmsSigner } from '../../signing/cms-signature';
import type { KeyVault } from '../../signing/key-vault';
import { importSigningKey } from '../../signing/pkcs12';
import { nameText, statusOf } from './pki';
import { CERT_MSG } from './signing-messages';

export { currentCrlDer, issueCertificateFor } from './pki';

export interface PersonSigner extends CmsSigner {
  certificateId: number;
  serialHex: string;
}

/**
 * The person's newest certificate that is valid at `now`, with its key opened and its chain (the
 * CA certificate). 409 with a Thai message when they have none, or theirs is revoked or expired.
 */
export async function loadPersonSigner(db: Kysely<Database>, vault: KeyVault, personId: number, now: Date): Promise<PersonSigner> {
  const rows = await db
    .selectFrom('person_certificates')
    .select(['id', 'serial_hex', 'certificate_der', 'sealed_key', 'authority_id', 'revoked_at', 'not_before', 'not_after'])
    .where('person_id', '=', personId)
    .orderBy('issued_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const usable = rows.find((row) => statusOf(row, now) === 'valid');
  if (!usable) {
    const newest = rows[0];
    if (!newest) throw new ApiError(409, CERT_MSG.noValidCertificate);
    throw new ApiError(409, statusOf(newest, now) === 'revoked' ? CERT_MSG.certificateRevoked : CERT_MSG.certificateOutOfDate);
  }
  const certificate = certificateFromDer(usable.certificate_der);
  let key: CryptoKey;
  try {
    key = await importSigningKey(vault.open(usable.sealed_key), certificate);
  } catch {
    throw new ApiError(500, CERT_MSG.vaultClosed);
  }
  return { key, certificate, chain: await chainOf(db, certificate, usable.authority_id), certificateId: usable.id, serialHex: usable.serial_hex };
}

/** The issuing CA's certificate: the one that issued it, or for an imported certificate an organisation CA of the same name. */
async function chainOf(db: Kysely<Database>, certificate: pkijs.Certificate, authorityId: number | null): Promise<pkijs.Certificate[]> {
  if (authorityId !== null) {
    const row = await db.selectFrom('certificate_authorities').select('certificate_der').where('id', '=', authorityId).executeTakeFirst();
    return row ? [certificateFromDer(row.certificate_der)] : [];
  }
  const issuer = nameText(certificate.issuer);
  return (await trustedAuthorities(db)).filter((ca) => nameText(ca.subject) === issuer);
}

/** Every CA certificate of the organisation, active or not: what a signature made here is trusted against. */
export async function trustedAuthorities(db: Kysely<Database>): Promise<pkijs.Certificate[]> {
  const rows = await db.selectFrom('certificate_authorities').select('certificate_der').orderBy('id').execute();
  return rows.map((row) => certificateFromDer(row.certificate_der));
}

/** Serial (lower-case hex) -> when it was revoked, for every revoked person certificate. */
export async function revokedSerials(db: Kysely<Database>): Promise<Map<string, Date>> {
  const rows = await db.selectFrom('person_certificates').select(['serial_hex', 'revoked_at']).where('revoked_at', 'is not', null).execute();
  return new Map(rows.map((row) => [row.serial_hex, new Date(row.revoked_at!)]));
}
