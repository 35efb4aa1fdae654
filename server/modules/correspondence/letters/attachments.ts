/**
 * Attachments: files kept in the file store by SHA-256 (content-addressed, so the same file
 * attached twice is stored once and a half-finished upload never overwrites a good file). Size and type are enforced while streaming: over the limit answers 413, a type not
 * on the list (by extension, declared type and the file's first bytes) answers 400.
 */
import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, type AttachmentMagic } from '../../../../engine/documents/attachment-rules';
import { OPEN_STEP_STATES } from '../../../../engine/documents/step-states';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { FileStore } from '../../../files/file-store';
import { ApiError } from '../../../http/errors';
import { audit } from '../../identity/audit';
import { holderPrincipal } from '../permissions';
import { MSG } from '../messages';
import type { Viewer } from '../viewer';
import { assertCanReadDocument } from '../visibility';
import { latestAttachmentSignature } from '../signatures/sign-attachments';
import { readSignedFile } from '../signatures/signed-files';
import { safeFileName } from './file-names';

export { MAX_ATTACHMENT_BYTES };

/** Declared types browsers send when they do not know better. */
const GENERIC_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', '']);

function magicMatches(magic: AttachmentMagic, head: Buffer): boolean {
  const starts = (bytes: number[]) => bytes.every((b, i) => head[i] === b);
  switch (magic) {
    case 'pdf':
      return starts([0x25, 0x50, 0x44, 0x46]);
    case 'ole':
      return starts([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    case 'zip':
      return starts([0x50, 0x4b, 0x03, 0x04]);
    case 'jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'text':
      // The head only: storeAttachment checks every byte of a text file for NUL while streaming.
      return !head.includes(0);
  }
}

/** Checks name and declared type; returns the canonical content type. */
export function checkFileType(fileName: string, declaredType: string | undefined): { type: string; magic: AttachmentMagic } {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  const allowed = ATTACHMENT_TYPES[ext];
  const declared = (declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!allowed || (!GENERIC_TYPES.has(declared) && declared !== allowed.type)) throw new ApiError(400, MSG.fileTypeNotAllowed);
  return allowed;
}

export function cleanFileName(raw: string | undefined): string {
  const name = safeFileName(raw ?? '');
  if (!name) throw new ApiError(400, MSG.fileNameRequired);
  return name;
}

/** May this viewer attach files to (or write) the letter? Its creator, or whoever holds an open step of it (one whose holder still owes work). */
/** Whether the viewer wrote the letter or holds an open step of it (they may add to it); reading is checked apart. */
export async function worksOnLetter(db: Kysely<Database>, viewer: Viewer, documentId: number): Promise<boolean> {
  const doc = await db.selectFrom('documents').select('created_by').where('id', '=', documentId).executeTakeFirstOrThrow();
  if (doc.created_by !== null && viewer.identities.includes(doc.created_by)) return true;
  const open = await db
    .selectFrom('transactions')
    .select(['to_person_id', 'to_department_id'])
    .where('document_id', '=', documentId)
    .where('state', 'in', OPEN_STEP_STATES)
    .execute();
  return open.some((step) => holderPrincipal(viewer, step) !== null);
}

export async function assertCanAttach(db: Kysely<Database>, viewer: Viewer, documentId: number): Promise<void> {
  await assertCanReadDocument(db, viewer, documentId);
  if (!(await worksOnLetter(db, viewer, documentId))) throw new ApiError(403, MSG.notAllowedActor);
}

export interface UploadInput {
  documentId: number;
  fileName: string | undefined;
  declaredType: string | undefined;
  declaredLength: number | null;
  body: Readable;
}

export async function storeAttachment(
  db: Kysely<Database>,
  ctx: { viewer: Viewer; ip: string | null; files: FileStore; now?: Date; maxBytes?: number },
  input: UploadInput,
) {
  const maxBytes = ctx.maxBytes ?? MAX_ATTACHMENT_BYTES;
  const tooLarge = () => new ApiError(413, MSG.fileTooLarge(Math.round(maxBytes / 1024 / 1024)));
  await assertCanAttach(db, ctx.viewer, input.documentId);
  const fileName = cleanFileName(input.fileName);
  const kind = checkFileType(fileName, input.declaredType);
  if (input.declaredLength !== null && input.declaredLength > maxBytes) throw tooLarge();

  return ctx.files.put(input.body, { maxBytes, tooLarge, headBytes: 16 }, async ({ size, head, sawNul, keep }) => {
    if (size === 0) throw new ApiError(400, MSG.fileEmpty);
    // A text file is text throughout: a NUL anywhere (not only in the first bytes) means binary content.
    if (!magicMatches(kind.magic, head) || (kind.magic === 'text' && sawNul)) throw new ApiError(400, MSG.fileContentMismatch);
    const sha256 = await keep();
    const now = ctx.now ?? new Date();
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('attachments')
        .values({
          document_id: input.documentId,
          file_name: fileName,
          content_type: kind.type,
          size_bytes: size,
          sha256,
          uploaded_by: ctx.viewer.personId,
          uploaded_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await audit(trx, {
        personId: ctx.viewer.personId,
        action: 'sarabun.attach',
        ip: ctx.ip,
        now,
        detail: { header: `แนบไฟล์ ${fileName}`, documentId: input.documentId, attachmentId: row.id, sha256, size },
      });
      return { ATTACH_ID: row.id, F_DOC_ID: input.documentId, FILE_NAME: fileName, CONTENT_TYPE: kind.type, SIZE: size, SHA256: sha256 };
    });
  });
}

/**
 * The attachment as it downloads: once signed, its newest signed file (the bytes every signature
 * covers), else the file as uploaded.
 */
export async function openAttachment(db: Kysely<Database>, viewer: Viewer, files: FileStore, attachmentId: number) {
  const row = await db.selectFrom('attachments').selectAll().where('id', '=', attachmentId).executeTakeFirst();
  if (!row) throw new ApiError(404, MSG.attachmentNotFound);
  await assertCanReadDocument(db, viewer, row.document_id, MSG.attachmentNotFound);
  const signed = await latestAttachmentSignature(db, attachmentId);
  if (signed) {
    const bytes = await readSignedFile(db, signed.fileSha256);
    return { row, stream: Readable.from([bytes]), size: bytes.length };
  }
  const file = await files.open(row.sha256);
  if (!file) throw new ApiError(404, MSG.attachmentNotFound);
  return { row, stream: file.stream, size: file.size };
}
