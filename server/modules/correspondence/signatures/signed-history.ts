/**
 * What a person signed: their signatures, newest first, each with its letter and the signed file
 * as it was right after it. The file of a signature is given to its signer and to whoever may
 * read the letter.
 */
import type { Kysely } from 'kysely';
import { routePath } from '../../../../engine/api/route-path';
import type { SignedHistoryItem } from '../../../../schemas/generated/api/signed-history.reply';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import type { Viewer } from '../viewer';
import { assertCanReadDocument } from '../visibility';
import { readSignedFile } from './signed-files';
import { SIGNATURE_MSG } from './signature-messages';

export const HISTORY_PAGE_ROWS = 20;

export async function signedHistory(db: Kysely<Database>, viewer: Viewer, page: number): Promise<{ items: SignedHistoryItem[]; total: number }> {
  const rows = await db
    .selectFrom('letter_signatures as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .select(['s.id', 's.document_id', 's.seq', 's.signed_at', 's.time_source', 'd.subject', 'd.doc_no'])
    .where('s.person_id', '=', viewer.personId)
    .orderBy('s.signed_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(HISTORY_PAGE_ROWS)
    .offset((page - 1) * HISTORY_PAGE_ROWS)
    .execute();
  const count = await db
    .selectFrom('letter_signatures')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('person_id', '=', viewer.personId)
    .executeTakeFirstOrThrow();
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      SIGNATURE_ID: Number(row.id),
      F_DOC_ID: Number(row.document_id),
      SUBJECT: row.subject,
      DOC_NO: row.doc_no,
      SIGNED_AT: new Date(row.signed_at).toISOString(),
      TIME_SOURCE: row.time_source,
      SEQ: row.seq,
      URL: `${routePath('signedFile')}?SIGNATURE_ID=${Number(row.id)}`,
    })),
  };
}

/** The signed file right after one signature, with a name from the letter's number or subject. */
export async function signedFileOf(db: Kysely<Database>, viewer: Viewer, signatureId: number): Promise<{ fileName: string; body: Buffer }> {
  const row = await db
    .selectFrom('letter_signatures as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .select(['s.document_id', 's.person_id', 's.seq', 's.file_sha256', 'd.subject', 'd.doc_no'])
    .where('s.id', '=', signatureId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, SIGNATURE_MSG.noSignature);
  if (Number(row.person_id) !== viewer.personId) await assertCanReadDocument(db, viewer, Number(row.document_id), SIGNATURE_MSG.noSignature);
  const base = (row.doc_no ?? row.subject).replace(/[\\/:*?"<>|]+/g, '-').slice(0, 120);
  return { fileName: `${base}-signed-${row.seq}.pdf`, body: await readSignedFile(db, row.file_sha256) };
}
