/**
 * The organisation's own RFC 3161 timestamp authority, which dates every signature made here
 * unless TSA_URL names an external one (a national TSA). Its certificate is issued by the
 * organisation's CA for time-stamping only, the first time a signature needs it, and its key is
 * sealed in the key vault like every other private key.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { certificateFromDer, certificateToDer, issueTimestampCertificate, privateKeyToPem, fromPem } from '../../../signing/certificate-authority';
import type { KeyVault } from '../../../signing/key-vault';
import { importSigningKey } from '../../../signing/pkcs12';
import type { Timestamper } from '../../../signing/cms-signature';
import { httpTimestamper, localTimestamper, type TimestampAuthority } from '../../../signing/timestamp-authority';
import { loadAuthority } from '../../signing/pki';

/** The authority's certificate lasts this long; it is reissued when it has run out. */
const TSA_VALIDITY_YEARS = 10;

export async function organisationTimestampAuthority(db: Kysely<Database>, vault: KeyVault, now: Date = new Date()): Promise<TimestampAuthority> {
  const ca = await loadAuthority(db, vault);
  const existing = await db
    .selectFrom('timestamp_authorities')
    .select(['certificate_der', 'sealed_key', 'not_after'])
    .where('authority_id', '=', ca.id)
    .where('not_after', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (existing) {
    const certificate = certificateFromDer(existing.certificate_der);
    const privateKey = await importSigningKey(vault.open(existing.sealed_key), certificate);
    const publicKey = await certificate.getPublicKey();
    return { issued: { certificate, privateKey, publicKey }, chain: [ca.certificate] };
  }
  const organization = organizationOf(ca.certificate);
  const issued = await issueTimestampCertificate(ca, {
    name: `${organization || 'Organisation'} Timestamp Authority`,
    ...(organization ? { organization } : {}),
    country: 'TH',
    validityYears: TSA_VALIDITY_YEARS,
    notBefore: now,
    crlUrl: ca.crlUrl,
  });
  const pkcs8 = fromPem(await privateKeyToPem(issued.privateKey), 'PRIVATE KEY');
  await db
    .insertInto('timestamp_authorities')
    .values({
      authority_id: ca.id,
      certificate_der: certificateToDer(issued.certificate),
      sealed_key: vault.seal(pkcs8),
      not_after: issued.certificate.notAfter.value,
    })
    .execute();
  return { issued, chain: [ca.certificate] };
}

/** The organisation name (O) of the CA, which the timestamp authority shares. */
function organizationOf(certificate: { subject: { typesAndValues: { type: string; value: { valueBlock: { value: string } } }[] } }): string {
  const o = certificate.subject.typesAndValues.find((tv) => tv.type === '2.5.4.10');
  return o?.value.valueBlock.value ?? '';
}

/** TSA_URL when set, otherwise the organisation's own authority. */
export function timestamperFor(tsaUrl: string | null, vault: KeyVault): (db: Kysely<Database>) => Promise<Timestamper> {
  return async (db) => (tsaUrl ? httpTimestamper(tsaUrl) : localTimestamper(await organisationTimestampAuthority(db, vault)));
}
