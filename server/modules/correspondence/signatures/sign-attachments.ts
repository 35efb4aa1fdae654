/**
 * Signing a letter's PDF attachments along with the letter, in the same transaction and with the
 * same spent grant: each chosen attachment gets the signer's PAdES signature (invisible: the
 * portal did not lay the file out, so there is no room it knows to be free), over the file as
 * uploaded or, when someone signed it before, over that signed file, so earlier signatures stay
 * valid. The file as uploaded is never changed; the newest signed file is what the attachment
 * downloads as from then on. Anything that cannot be signed refuses the whole action.
 */
import { buffer } from 'node:stream/consumers';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { readStructure } from '../../../signing/pdf-incremental';
import { loadPersonSigner } from '../../signing/person-signer';
import { signAsPerson } from './sign-as-person';
import type { SigningContext } from './sign-letter';
import { SIGNATURE_MSG } from './signature-messages';
import { readSignedFile, storeSignedFile } from './signed-files';

const PDF_TYPE = 'application/pdf';

/** Why an attachment is signed, as a reader's signature panel shows it. */
const REASON = 'ลงนามรับรองเอกสารแนบหนังสือราชการ';

/** The attachment's newest signature, or null while it has none. */
export async function latestAttachmentSignature(db: Kysely<Database>, attachmentId: number): Promise<{ seq: number; fileSha256: string } | null> {
  const row = await db
    .selectFrom('attachment_signatures')
    .select(['seq', 'file_sha256'])
    .where('attachment_id', '=', attachmentId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: row.seq, fileSha256: row.file_sha256 } : null;
}

export async function signAttachments(
  trx: Kysely<Database>,
  signing: SigningContext,
  who: { documentId: number; personId: number; transactionId: number | null; attachmentIds: number[] },
  now: Date,
): Promise<void> {
  const ids = [...new Set(who.attachmentIds)];
  const rows = await trx
    .selectFrom('attachments')
    .select(['id', 'file_name', 'content_type', 'sha256'])
    .where('document_id', '=', who.documentId)
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  if (rows.length !== ids.length) throw new ApiError(404, SIGNATURE_MSG.attachmentNotFound);
  const notPdf = rows.find((row) => row.content_type !== PDF_TYPE);
  if (notPdf) throw new ApiError(400, SIGNATURE_MSG.attachmentNotPdf(notPdf.file_name));
  if (!signing.attachments) throw new Error('signing an attachment needs the attachment store');

  const signer = await loadPersonSigner(trx, signing.vault, who.personId, now);
  const person = await trx.selectFrom('people').select(['full_name', 'position_name']).where('id', '=', who.personId).executeTakeFirstOrThrow();
  for (const row of rows) {
    const attachmentId = Number(row.id);
    const previous = await latestAttachmentSignature(trx, attachmentId);
    let base: Buffer;
    if (previous) base = await readSignedFile(trx, previous.fileSha256);
    else {
      const file = await signing.attachments.open(row.sha256);
      if (!file) throw new ApiError(409, SIGNATURE_MSG.attachmentFileMissing(row.file_name));
      base = await buffer(file.stream);
    }
    let result;
    try {
      // An encrypted file would need its own key to update: refused like one that does not parse.
      if (readStructure(base).trailer.has('Encrypt')) throw new Error('encrypted');
      result = await signAsPerson(trx, signing, signer, base, { name: person.full_name, reason: REASON }, now);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(409, SIGNATURE_MSG.attachmentUnsignable(row.file_name));
    }
    const fileSha256 = await storeSignedFile(trx, result.signed);
    await trx
      .insertInto('attachment_signatures')
      .values({
        attachment_id: attachmentId,
        seq: (previous?.seq ?? 0) + 1,
        person_id: who.personId,
        transaction_id: who.transactionId,
        certificate_serial: signer.serialHex,
        signer_name: person.full_name,
        signer_position: person.position_name ?? '',
        signed_at: now,
        time_source: result.timeSource,
        file_sha256: fileSha256,
      })
      .execute();
  }
}
