/**
 * The organisation's public-key infrastructure on top of the signing library (server/signing):
 * its CA (generated at first start from the manifest's issuer, or imported from a PKCS#12 file),
 * the certificates it issues to people, revocation and the CRL. Private keys are stored only as
 * the key vault sealed them; they are opened here to sign and never returned to a caller outside
 * the server.
 */
import * as asn1js from 'asn1js';
import { sql, type Kysely } from 'kysely';
import * as pkijs from 'pkijs';
import { organisationCertificateNames, parseDistinguishedName } from '../../../engine/tenant/certificate-names';
import type { TenantManifest } from '../../../engine/tenant/capabilities';
import type { Database } from '../../db/schema';
import type { StoredKeyType } from '../../db/schema-certificates';
import { ApiError } from '../../http/errors';
import {
  certificateFromDer,
  certificateToDer,
  commonName,
  createCertificateAuthority,
  issuePersonCertificate,
  type IssuedCertificate,
  type PersonKeyType,
} from '../../signing/certificate-authority';
import { crlToDer, issueCrl } from '../../signing/crl';
import { subtle } from '../../signing/crypto-engine';
import { VaultError, type KeyVault } from '../../signing/key-vault';
import { importSigningKey, Pkcs12Error, readPkcs12, signingAlgorithmOf } from '../../signing/pkcs12';
import { CERT_MSG } from './signing-messages';

/** A generated CA is valid this long; person certificates this long. */
export const CA_VALIDITY_YEARS = 20;
export const PERSON_VALIDITY_YEARS = 2;
/** A CRL is good for a day; one is signed again when less than half of that remains. */
const CRL_LIFETIME_MS = 24 * 3600 * 1000;

const OID = {
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  country: '2.5.4.6',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
};

/** The CRL's address: every person certificate names it as its distribution point. */
export function crlUrlOf(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/pki/crl`;
}

/** The certificate's serial number as lower-case hex without leading zero bytes. */
export function serialHexOf(certificate: pkijs.Certificate): string {
  const bytes = Buffer.from(certificate.serialNumber.valueBlock.valueHexView);
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start).toString('hex');
}

/** A name as a readable distinguished name (CN=..., O=..., C=...). */
export function nameText(name: pkijs.RelativeDistinguishedNames): string {
  const labels: Record<string, string> = { [OID.commonName]: 'CN', [OID.organization]: 'O', [OID.organizationalUnit]: 'OU', [OID.country]: 'C' };
  return name.typesAndValues
    .map((entry) => `${labels[entry.type] ?? entry.type}=${String(entry.value.valueBlock.value).replace(/,/g, '\\,')}`)
    .reverse()
    .join(', ');
}

/** keyUsage bits of a certificate (digitalSignature is bit 0), or null when it has no keyUsage. */
function keyUsageOf(certificate: pkijs.Certificate): Set<number> | null {
  const extension = certificate.extensions?.find((entry) => entry.extnID === OID.keyUsage);
  if (!extension) return null;
  const bits = asn1js.fromBER(extension.extnValue.valueBlock.valueHexView).result as asn1js.BitString;
  const bytes = bits.valueBlock.valueHexView;
  const set = new Set<number>();
  for (let bit = 0; bit < bytes.length * 8; bit++) if (((bytes[bit >> 3] ?? 0) & (0x80 >> (bit & 7))) !== 0) set.add(bit);
  return set;
}

function isCaCertificate(certificate: pkijs.Certificate): boolean {
  const extension = certificate.extensions?.find((entry) => entry.extnID === OID.basicConstraints);
  if (!extension) return false;
  const constraints = new pkijs.BasicConstraints({ schema: asn1js.fromBER(extension.extnValue.valueBlock.valueHexView).result });
  const usage = keyUsageOf(certificate);
  return constraints.cA === true && (usage === null || usage.has(5));
}

function keyTypeOf(certificate: pkijs.Certificate): StoredKeyType {
  const algorithm = signingAlgorithmOf(certificate);
  if (!algorithm) return 'other';
  if (algorithm.name === 'ECDSA') return (algorithm as EcKeyImportParams).namedCurve === 'P-256' ? 'ecdsa-p256' : 'other';
  const modulus = (certificate.subjectPublicKeyInfo.parsedKey as pkijs.RSAPublicKey | undefined)?.modulus.valueBlock.valueHexView;
  return modulus && modulus.length >= 384 && modulus.length <= 385 ? 'rsa-3072' : 'other';
}

function openSealed(vault: KeyVault, sealed: Uint8Array): Buffer {
  try {
    return vault.open(sealed);
  } catch (error) {
    if (error instanceof VaultError) throw new ApiError(500, CERT_MSG.vaultClosed);
    throw error;
  }
}

async function exportPkcs8(key: CryptoKey): Promise<Buffer> {
  return Buffer.from(await subtle.exportKey('pkcs8', key));
}

export interface AuthorityRow {
  id: number;
  certificate: pkijs.Certificate;
  crlUrl: string;
  personSubject: string;
}

/** The active CA's row, or null when the organisation has none yet. */
async function activeAuthorityRow(db: Kysely<Database>) {
  return db.selectFrom('certificate_authorities').selectAll().where('active', '=', true).executeTakeFirst();
}

/** The active CA with its opened key, able to issue and sign CRLs; 409 when there is none. */
export async function loadAuthority(db: Kysely<Database>, vault: KeyVault): Promise<IssuedCertificate & AuthorityRow> {
  const row = await activeAuthorityRow(db);
  if (!row) throw new ApiError(409, CERT_MSG.noAuthority);
  const certificate = certificateFromDer(row.certificate_der);
  const privateKey = await importSigningKey(openSealed(vault, row.sealed_key), certificate);
  const publicKey = await certificate.getPublicKey(undefined, undefined);
  return { id: row.id, certificate, privateKey, publicKey, crlUrl: row.crl_url, personSubject: row.person_subject };
}

export interface PkiSettings {
  manifest: Pick<TenantManifest, 'organization'>;
  publicUrl: string;
}

/**
 * At start: the organisation has an active CA (generated from the manifest's issuer when it has
 * none), and the CA row carries the current CRL address and person subject. Returns whether a CA
 * was generated.
 */
export async function ensureAuthority(db: Kysely<Database>, vault: KeyVault, settings: PkiSettings, now: Date = new Date()): Promise<boolean> {
  const crlUrl = crlUrlOf(settings.publicUrl);
  const personSubject = settings.manifest.organization.certificate.subject;
  const existing = await activeAuthorityRow(db);
  if (existing) {
    if (existing.crl_url !== crlUrl || existing.person_subject !== personSubject) {
      await db.updateTable('certificate_authorities').set({ crl_url: crlUrl, person_subject: personSubject }).where('id', '=', existing.id).execute();
    }
    return false;
  }
  const names = organisationCertificateNames(settings.manifest);
  const ca = await createCertificateAuthority({ subject: names.issuer, validityYears: CA_VALIDITY_YEARS, notBefore: now });
  const inserted = await db
    .insertInto('certificate_authorities')
    .values({
      certificate_der: certificateToDer(ca.certificate),
      sealed_key: vault.seal(await exportPkcs8(ca.privateKey)),
      source: 'generated',
      subject: nameText(ca.certificate.subject),
      not_before: ca.certificate.notBefore.value,
      not_after: ca.certificate.notAfter.value,
      crl_url: crlUrl,
      person_subject: personSubject,
    })
    // Another instance starting at the same moment may have made one: the first one stays.
    .onConflict((oc) => oc.column('active').where('active', '=', true).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Replaces the active CA with one from a PKCS#12 file (its key must sign certificates); earlier CAs stay trusted for what they issued. */
export async function importAuthority(
  db: Kysely<Database>,
  vault: KeyVault,
  file: Uint8Array,
  password: string,
  settings: PkiSettings,
  now: Date,
): Promise<number> {
  const contents = await readPkcs12Checked(file, password);
  if (!isCaCertificate(contents.certificate)) throw new ApiError(400, CERT_MSG.notCaCertificate);
  assertCurrent(contents.certificate, now);
  const sealed = vault.seal(contents.privateKeyPkcs8);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('certificate_authorities').set({ active: false }).where('active', '=', true).execute();
    const row = await trx
      .insertInto('certificate_authorities')
      .values({
        certificate_der: certificateToDer(contents.certificate),
        sealed_key: sealed,
        source: 'imported',
        subject: nameText(contents.certificate.subject),
        not_before: contents.certificate.notBefore.value,
        not_after: contents.certificate.notAfter.value,
        crl_url: crlUrlOf(settings.publicUrl),
        person_subject: settings.manifest.organization.certificate.subject,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

async function readPkcs12Checked(file: Uint8Array, password: string) {
  try {
    return await readPkcs12(file, password);
  } catch (error) {
    if (!(error instanceof Pkcs12Error)) throw error;
    const message = error.reason === 'format' ? CERT_MSG.pkcs12Format : error.reason === 'password' ? CERT_MSG.pkcs12Password : CERT_MSG.pkcs12Content;
    throw new ApiError(400, message);
  }
}

function assertCurrent(certificate: pkijs.Certificate, now: Date): void {
  if (certificate.notBefore.value > now || certificate.notAfter.value <= now) throw new ApiError(400, CERT_MSG.certificateExpired);
}

export type CertificateStatus = 'valid' | 'revoked' | 'expired' | 'not-yet-valid';

/** Whether a certificate may sign now: follows from its revocation and validity, never stored. */
export function statusOf(row: { revoked_at: Date | null; not_before: Date; not_after: Date }, now: Date): CertificateStatus {
  if (row.revoked_at !== null) return 'revoked';
  if (new Date(row.not_after) <= now) return 'expired';
  if (new Date(row.not_before) > now) return 'not-yet-valid';
  return 'valid';
}

export interface IssueOptions {
  keyType?: PersonKeyType;
  /** issued: by an administrator or on request; auto: by an auto-issue rule. */
  source?: 'issued' | 'auto';
  now?: Date;
  /** Who issued it (revokes the person's earlier certificates in their name). */
  by?: number | null;
}

export interface IssuedPersonCertificate {
  certificateId: number;
  serialHex: string;
  notAfter: Date;
}

/**
 * Issues a certificate to a person from the active CA: their Thai name as common name, the
 * manifest's default subject fields, the CRL address. It supersedes the person's earlier valid
 * certificates (revoked, so only one of theirs signs at a time).
 */
export async function issueCertificateFor(
  db: Kysely<Database>,
  vault: KeyVault,
  personId: number,
  options: IssueOptions = {},
): Promise<IssuedPersonCertificate> {
  const now = options.now ?? new Date();
  const person = await db.selectFrom('people').select(['id', 'first_name', 'last_name']).where('id', '=', personId).executeTakeFirst();
  if (!person) throw new ApiError(404, CERT_MSG.unknownPerson);
  const ca = await loadAuthority(db, vault);
  const subject = parseDistinguishedName(ca.personSubject);
  const keyType = options.keyType ?? 'ecdsa-p256';
  const issued = await issuePersonCertificate(ca, {
    name: `${person.first_name} ${person.last_name}`.trim(),
    organization: subject.organization,
    organizationalUnit: subject.organizationalUnit,
    country: subject.country,
    keyType,
    validityYears: PERSON_VALIDITY_YEARS,
    notBefore: now,
    crlUrl: ca.crlUrl,
  });
  const sealed = vault.seal(await exportPkcs8(issued.privateKey));
  const serialHex = serialHexOf(issued.certificate);
  const id = await db.transaction().execute(async (trx) => {
    await revokeValidOf(trx, personId, now, CERT_MSG.superseded, options.by ?? null);
    const row = await trx
      .insertInto('person_certificates')
      .values({
        person_id: personId,
        authority_id: ca.id,
        serial_hex: serialHex,
        certificate_der: certificateToDer(issued.certificate),
        sealed_key: sealed,
        key_type: keyType,
        subject: nameText(issued.certificate.subject),
        source: options.source ?? 'issued',
        issued_at: now,
        not_before: issued.certificate.notBefore.value,
        not_after: issued.certificate.notAfter.value,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  return { certificateId: id, serialHex, notAfter: issued.certificate.notAfter.value };
}

/** Revokes a person's certificates that are still valid; their authorities' CRLs are signed again on the next fetch. */
async function revokeValidOf(db: Kysely<Database>, personId: number, now: Date, reason: string, by: number | null): Promise<void> {
  const revoked = await db
    .updateTable('person_certificates')
    .set({ revoked_at: now, revoke_reason: reason, revoked_by: by })
    .where('person_id', '=', personId)
    .where('revoked_at', 'is', null)
    .where('not_after', '>', now)
    .returning('authority_id')
    .execute();
  await staleCrls(
    db,
    revoked.map((row) => row.authority_id),
  );
}

async function staleCrls(db: Kysely<Database>, authorityIds: (number | null)[]): Promise<void> {
  const ids = [...new Set(authorityIds.filter((id): id is number => id !== null))];
  if (ids.length > 0) await db.updateTable('certificate_authorities').set({ crl_der: null, crl_next_update: null }).where('id', 'in', ids).execute();
}

/** Revokes one certificate; its serial is on the next CRL. */
export async function revokeCertificate(
  db: Kysely<Database>,
  certificateId: number,
  options: { reason: string; by: number | null; now: Date },
): Promise<{ personId: number; serialHex: string }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('person_certificates')
      .select(['id', 'person_id', 'serial_hex', 'revoked_at', 'authority_id'])
      .where('id', '=', certificateId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new ApiError(404, CERT_MSG.unknownCertificate);
    if (row.revoked_at !== null) throw new ApiError(409, CERT_MSG.alreadyRevoked);
    await trx
      .updateTable('person_certificates')
      .set({ revoked_at: options.now, revoke_reason: options.reason, revoked_by: options.by })
      .where('id', '=', certificateId)
      .execute();
    await staleCrls(trx, [row.authority_id]);
    return { personId: row.person_id, serialHex: row.serial_hex };
  });
}

/**
 * The active CA's CRL as DER: the one last signed while it is fresh (no revocation since, more
 * than half its day left), otherwise a new one with the next CRL number listing every
 * certificate of this CA revoked before it expired.
 */
export async function currentCrlDer(db: Kysely<Database>, vault: KeyVault, now: Date = new Date()): Promise<Buffer> {
  const row = await activeAuthorityRow(db);
  if (!row) throw new ApiError(404, CERT_MSG.noAuthority);
  if (row.crl_der && row.crl_next_update && row.crl_next_update.getTime() - now.getTime() > CRL_LIFETIME_MS / 2) return Buffer.from(row.crl_der);
  const ca = await loadAuthority(db, vault);
  const revoked = await db
    .selectFrom('person_certificates')
    .select(['serial_hex', 'revoked_at'])
    .where('authority_id', '=', ca.id)
    .where('revoked_at', 'is not', null)
    .orderBy('revoked_at')
    .execute();
  // Inside a caller's transaction (a signature embedding the CRL) it joins that one.
  const inTransaction = <T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> => (db.isTransaction ? work(db) : db.transaction().execute(work));
  return inTransaction(async (trx) => {
    const numbered = await trx
      .updateTable('certificate_authorities')
      .set({ crl_number: sql<number>`crl_number + 1` })
      .where('id', '=', ca.id)
      .returning('crl_number')
      .executeTakeFirstOrThrow();
    const nextUpdate = new Date(now.getTime() + CRL_LIFETIME_MS);
    const crl = await issueCrl(ca, {
      number: numbered.crl_number,
      thisUpdate: now,
      nextUpdate,
      revoked: revoked.map((entry) => ({
        serial: Buffer.from(entry.serial_hex.length % 2 ? `0${entry.serial_hex}` : entry.serial_hex, 'hex'),
        revokedAt: entry.revoked_at!,
      })),
    });
    const der = crlToDer(crl);
    await trx.updateTable('certificate_authorities').set({ crl_der: der, crl_next_update: nextUpdate }).where('id', '=', ca.id).execute();
    return der;
  });
}

/** A person imports their own certificate and key (PKCS#12): it must be current and allow signing. */
export async function importPersonCertificate(
  db: Kysely<Database>,
  vault: KeyVault,
  personId: number,
  file: Uint8Array,
  password: string,
  now: Date,
): Promise<IssuedPersonCertificate> {
  const contents = await readPkcs12Checked(file, password);
  const certificate = contents.certificate;
  const usage = keyUsageOf(certificate);
  if (!usage || !(usage.has(0) || usage.has(1))) throw new ApiError(400, CERT_MSG.notSigningCertificate);
  assertCurrent(certificate, now);
  const keyType = keyTypeOf(certificate);
  if (!signingAlgorithmOf(certificate)) throw new ApiError(400, CERT_MSG.keyTypeUnsupported);
  const serialHex = serialHexOf(certificate);
  const sealed = vault.seal(contents.privateKeyPkcs8);
  const row = await db
    .insertInto('person_certificates')
    .values({
      person_id: personId,
      authority_id: null,
      serial_hex: serialHex,
      certificate_der: certificateToDer(certificate),
      sealed_key: sealed,
      key_type: keyType,
      subject: nameText(certificate.subject),
      source: 'imported',
      issued_at: now,
      not_before: certificate.notBefore.value,
      not_after: certificate.notAfter.value,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { certificateId: row.id, serialHex, notAfter: certificate.notAfter.value };
}

/** The certificate's common name (the person's name as written in it). */
export function certificateName(der: Uint8Array): string {
  return commonName(certificateFromDer(der));
}

/**
 * Issues a certificate to every active person an auto-issue rule names (their department, a role
 * they hold, or a role in a department) who has no valid certificate. Returns how many were issued.
 */
export async function applyAutoRules(db: Kysely<Database>, vault: KeyVault, now: Date = new Date(), onlyRuleId?: number): Promise<number> {
  let rules = db.selectFrom('certificate_auto_rules').select(['id', 'department_id', 'role_id', 'key_type']);
  if (onlyRuleId !== undefined) rules = rules.where('id', '=', onlyRuleId);
  const found = await rules.orderBy('id').execute();
  const done = new Set<number>();
  let issued = 0;
  for (const rule of found) {
    let people = db
      .selectFrom('people as p')
      .select('p.id')
      .distinct()
      .where('p.active', '=', true)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('person_certificates as c')
              .select('c.id')
              .whereRef('c.person_id', '=', 'p.id')
              .where('c.revoked_at', 'is', null)
              .where('c.not_before', '<=', now)
              .where('c.not_after', '>', now),
          ),
        ),
      );
    if (rule.role_id !== null) {
      const roleId = rule.role_id;
      const departmentId = rule.department_id;
      people = people.where((eb) =>
        eb.exists(
          eb
            .selectFrom('person_roles as r')
            .select('r.person_id')
            .whereRef('r.person_id', '=', 'p.id')
            .where('r.role_id', '=', roleId)
            .$if(departmentId !== null, (qb) => qb.where('r.department_id', '=', departmentId!)),
        ),
      );
    } else if (rule.department_id !== null) {
      people = people.where('p.department_id', '=', rule.department_id);
    }
    for (const person of await people.orderBy('p.id').execute()) {
      if (done.has(person.id)) continue;
      done.add(person.id);
      await issueCertificateFor(db, vault, person.id, { keyType: rule.key_type, source: 'auto', now });
      issued++;
    }
  }
  return issued;
}

/** At start: a CA exists, and the auto-issue rules have issued to whoever lacks a certificate. */
export async function preparePki(
  db: Kysely<Database>,
  vault: KeyVault,
  settings: PkiSettings,
  now: Date = new Date(),
): Promise<{ generated: boolean; issued: number }> {
  const generated = await ensureAuthority(db, vault, settings, now);
  const issued = await applyAutoRules(db, vault, now);
  return { generated, issued };
}
