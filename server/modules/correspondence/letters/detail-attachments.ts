/** A letter's attachments in its detail, in the order they were uploaded, each with its download address. */
import type { Kysely } from 'kysely';
import { routePath } from '../../../../engine/api/route-path';
import type { Database } from '../../../db/schema';
import { isoAt } from './detail-dates';

export async function readAttachments(db: Kysely<Database>, documentId: number) {
  const attachments = await db.selectFrom('attachments').selectAll().where('document_id', '=', documentId).orderBy('id').execute();
  return attachments.map((a) => ({
    ATTACH_ID: a.id,
    F_DOC_ID: a.document_id,
    FILE_NAME: a.file_name,
    CONTENT_TYPE: a.content_type,
    SIZE: Number(a.size_bytes),
    SHA256: a.sha256,
    UPLOADED_AT: isoAt(a.uploaded_at),
    URL: routePath('downloadAttachment', { id: a.id }),
  }));
}
