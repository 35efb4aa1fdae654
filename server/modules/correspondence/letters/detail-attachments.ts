/**
 * A letter's attachments in its detail, in the order they were uploaded, each with its download
 * address. A signed PDF attachment is described as it downloads: its newest signed file.
 */
import type { Kysely } from 'kysely';
import { routePath } from '../../../../engine/api/route-path';
import type { Database } from '../../../db/schema';
import { isoAt } from './detail-dates';

export async function readAttachments(db: Kysely<Database>, documentId: number) {
  // Signatures are numbered 1, 2, ... per attachment: the newest one's seq is also how many there are.
  const attachments = await db
    .selectFrom('attachments as a')
    .leftJoin('attachment_signatures as s', (join) =>
      join.onRef('s.attachment_id', '=', 'a.id').on('s.seq', '=', (eb) =>
        eb
          .selectFrom('attachment_signatures as n')
          .select((inner) => inner.fn.max('n.seq').as('seq'))
          .whereRef('n.attachment_id', '=', 'a.id'),
      ),
    )
    .leftJoin('signed_files as f', 'f.sha256', 's.file_sha256')
    .selectAll('a')
    .select(['s.seq as signatures', 'f.size as signed_size', 's.file_sha256 as signed_sha256'])
    .where('a.document_id', '=', documentId)
    .orderBy('a.id')
    .execute();
  return attachments.map((a) => ({
    ATTACH_ID: a.id,
    F_DOC_ID: a.document_id,
    FILE_NAME: a.file_name,
    CONTENT_TYPE: a.content_type,
    SIZE: Number(a.signed_size ?? a.size_bytes),
    SHA256: a.signed_sha256 ?? a.sha256,
    UPLOADED_AT: isoAt(a.uploaded_at),
    URL: routePath('downloadAttachment', { id: a.id }),
    SIGNATURES: Number(a.signatures ?? 0),
  }));
}
