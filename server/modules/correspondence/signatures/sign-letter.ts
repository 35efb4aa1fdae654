/**
 * Signing a letter electronically, inside the signElectronic action's transaction, after the
 * register has given the letter its number:
 *
 *  1. the signer is ready: a signature image, and the use of their electronic signature accepted;
 *  2. the grant of a confirmed one-time code is spent (single use), and only then is their private
 *     key opened from the vault;
 *  3. the PDF signed is the letter's signed file when it already has one (a later signer adds an
 *     incremental signature; the earlier ones stay valid), or the newest version rendered now,
 *     with the number just taken;
 *  4. the signature (PAdES, ETSI.CAdES.detached, SHA-256, the chain embedded) shows as a stamp in
 *     the room the letter leaves for it: the signature image, the name, the position and the date
 *     in the Buddhist era; a timestamp token dates it, and the CA's certificates and CRL travel in
 *     the file (its DSS) so it validates later without the portal;
 *  5. the new file is stored once by its hash and the signature recorded; the file is never
 *     rendered again;
 *  6. the PDF attachments the signer chose are signed too (sign-attachments.ts).
 * Any refusal rolls the whole action back: no number, no step, no signature.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FileStore } from '../../../files/file-store';
import { ApiError } from '../../../http/errors';
import { contentLeft } from '../../../pdf/letter-layout';
import { placeForSigner, type SignaturePlace } from '../../../pdf/signature-places';
import type { KeyVault } from '../../../signing/key-vault';
import { thaiSigningDate } from '../../../signing/pades-stamp';
import type { Timestamper } from '../../../signing/cms-signature';
import { loadPersonSigner } from '../../signing/person-signer';
import { requireSigningReadiness, signatureImageOf, spendSigningGrant } from '../../signing/signing-readiness';
import type { CheckedAction } from '../letters/action-check';
import type { ActionContext, ActionInput, Trx } from '../letters/action-types';
import { renderForSigning } from '../letters/letter-versions';
import type { Viewer } from '../viewer';
import { signAsPerson } from './sign-as-person';
import { signAttachments } from './sign-attachments';
import { latestSignature, readSignedFile, recordSignature } from './signed-files';
import { SIGNATURE_MSG } from './signature-messages';

export interface SigningContext {
  vault: KeyVault;
  digits: 'thai' | 'arabic';
  emblem?: Buffer;
  /** Where the signature says it was made: the organisation's name. */
  location: string;
  /** The timestamp authority to date signatures with (TSA_URL or the organisation's own), read in the transaction. */
  timestamper: (db: Kysely<Database>) => Promise<Timestamper | null>;
  /** Where uploaded attachments are kept, to sign a PDF attachment; without it none is signed. */
  attachments?: FileStore;
}

/** Why the signature was made, as a reader's signature panel shows it. */
const REASON = 'ลงนามหนังสือราชการ';

export async function signLetter(trx: Trx, viewer: Viewer, ctx: ActionContext, input: ActionInput, checked: CheckedAction, now: Date): Promise<void> {
  // The signer is the person at the keyboard, never the one they stand in for: the key is theirs.
  const personId = viewer.personId;
  await requireSigningReadiness(trx, personId);
  await spendSigningGrant(trx, personId, input.signGrant ?? '', now);
  const signing = ctx.signing;
  if (!signing) throw new Error('signing an action needs a signing context');
  const who = { documentId: checked.doc.id, personId, transactionId: checked.step.id };
  await addLetterSignature(trx, signing, who, now);
  if (input.signAttachmentIds?.length) await signAttachments(trx, signing, { ...who, attachmentIds: input.signAttachmentIds }, now);
}

/**
 * Adds one signature to the letter's PDF and records it: the signer's key, certificate and
 * signature image are theirs; the caller has checked they may sign and spent their one-time
 * code's grant.
 */
export async function addLetterSignature(
  trx: Kysely<Database>,
  signing: SigningContext,
  who: { documentId: number; personId: number; transactionId: number | null },
  now: Date,
): Promise<{ seq: number; fileSha256: string }> {
  const { documentId, personId } = who;
  const signer = await loadPersonSigner(trx, signing.vault, personId, now);
  const image = await signatureImageOf(trx, personId);
  const previous = await latestSignature(trx, documentId);
  let base: Buffer;
  let versionNo: number;
  let places: SignaturePlace[];
  if (previous) {
    base = await readSignedFile(trx, previous.fileSha256);
    versionNo = previous.versionNo;
    places = await placesOf(trx, documentId);
  } else {
    const rendered = await renderForSigning(trx, documentId, signing.digits, signing.emblem);
    if (!rendered) throw new ApiError(409, SIGNATURE_MSG.notWrittenHere);
    ({ body: base, versionNo, places } = rendered);
  }

  const person = await trx.selectFrom('people').select(['full_name', 'position_name']).where('id', '=', personId).executeTakeFirstOrThrow();
  const name = person.full_name;
  const position = person.position_name ?? '';
  const seq = (previous?.seq ?? 0) + 1;
  const place = placeForSigner(places, seq - 1, contentLeft);
  const stamp = {
    ...(image ? { image: { bytes: image.bytes, format: image.format } } : {}),
    lines: [`(${name})`, ...(position ? [position] : []), `ลงนามเมื่อ ${thaiSigningDate(now, signing.digits)}`],
  };
  const { signed, timeSource } = await signAsPerson(
    trx,
    signing,
    signer,
    base,
    { name, reason: REASON, ...(place ? { rect: place.rect, page: place.page, stamp } : {}) },
    now,
  );
  const recorded = await recordSignature(
    trx,
    {
      document_id: documentId,
      version_no: versionNo,
      person_id: personId,
      transaction_id: who.transactionId,
      certificate_serial: signer.serialHex,
      signer_name: name,
      signer_position: position,
      signed_at: now,
      time_source: timeSource,
      signature_places: JSON.stringify(places),
    },
    signed,
  );
  return { seq: recorded.seq, fileSha256: recorded.fileSha256 };
}

/** The rooms the letter left for signatures, as recorded with its first signature. */
async function placesOf(db: Kysely<Database>, documentId: number): Promise<SignaturePlace[]> {
  const row = await db
    .selectFrom('letter_signatures')
    .select('signature_places')
    .where('document_id', '=', documentId)
    .orderBy('seq', 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.signature_places ?? [];
}
