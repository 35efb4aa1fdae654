/**
 * Signing in the demo: the director and the registry clerk have certificates, signature images
 * and have accepted the use of their electronic signature, and one numbered demo letter carries
 * the director's valid signature, so a new user sees signing work at once. Runs after the
 * organisation's CA exists; does nothing twice (a person's valid certificate, image or acceptance
 * is kept, and a letter already signed is not signed again). Never in production.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { issueCertificateFor } from '../../signing/pki';
import { SIGNATURE_TERMS_VERSION, acceptSignatureUse, storeSignatureImage } from '../../signing/signature';
import { hasAcceptedSignature, signatureImageOf } from '../../signing/signing-readiness';
import { demoSignaturePng } from './demo-signature-image';
import { addLetterSignature, type SigningContext } from './sign-letter';

/** The demo people who sign: the director signs letters, the registry clerk may countersign. */
const SIGNERS = ['director', 'saraban'] as const;

export async function seedSignatureDemo(db: Kysely<Database>, signing: SigningContext, now: Date = new Date()): Promise<{ signed: boolean }> {
  const people = await db
    .selectFrom('people')
    .select(['id', 'username'])
    .where('username', 'in', [...SIGNERS])
    .execute();
  for (const [index, person] of people.entries()) {
    const personId = Number(person.id);
    const valid = await db
      .selectFrom('person_certificates')
      .select('id')
      .where('person_id', '=', personId)
      .where('revoked_at', 'is', null)
      .where('not_after', '>', now)
      .executeTakeFirst();
    if (!valid) await issueCertificateFor(db, signing.vault, personId, { now });
    const actor = { personId, ip: null, now };
    if (!(await signatureImageOf(db, personId))) await storeSignatureImage(db, actor, demoSignaturePng(index + 1));
    if (!(await hasAcceptedSignature(db, personId))) await acceptSignatureUse(db, actor, SIGNATURE_TERMS_VERSION);
  }
  const director = people.find((person) => person.username === 'director');
  if (!director) return { signed: false };
  const anySigned = await db.selectFrom('letter_signatures').select('id').limit(1).executeTakeFirst();
  if (anySigned) return { signed: false };
  // A numbered letter written on a form here, the newest first.
  const letter = await db
    .selectFrom('documents as d')
    .select('d.id')
    .where('d.doc_no', 'is not', null)
    .where('d.destroyed_at', 'is', null)
    .where((eb) => eb.exists(eb.selectFrom('letter_versions as v').select('v.id').whereRef('v.document_id', '=', 'd.id')))
    .orderBy('d.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!letter) return { signed: false };
  await db
    .transaction()
    .execute((trx) => addLetterSignature(trx, signing, { documentId: Number(letter.id), personId: Number(director.id), transactionId: null }, now));
  return { signed: true };
}
