/**
 * Manuals and related documents as readers get them, and the file an administrator uploads for
 * one (the settings pages DocumentManual and relatedDocuments keep the records themselves).
 *
 * A file is stored like a letter's attachment: by its SHA-256 in the file store (the same file
 * uploaded twice is kept once, and a half-finished upload never overwrites a good file),
 * streamed with the size limit enforced on the way (413), its name made safe, and its
 * type checked three ways (the name's ending fits the record's medium, the declared type agrees,
 * and the first bytes are those of a PDF, an MP4 or a WebM file: 400 otherwise). The record
 * then names the file in the same transaction as its audit row.
 */
import type { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import {
  MANUAL_MAX_BYTES,
  MANUAL_SECTIONS,
  MANUAL_SHELF_PAGES,
  manualFileType,
  type ManualMedia,
  type ManualSection,
} from '../../../engine/manuals/manual-rules';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import { settingsPageOf, type SettingsPage } from '../../../engine/settings/settings-pages';
import type { Database } from '../../db/schema';
import type { FileStore } from '../../files/file-store';
import { ApiError } from '../../http/errors';
import { safeFileName } from '../correspondence/letters/file-names';
import { audit } from '../identity/audit';
import { assertCanWrite, canRead, settingsAccessOf } from './settings-permissions';

export const MANUAL_MSG = {
  listed: 'สำเร็จ',
  uploaded: (file: string) => `อัปโหลดไฟล์ ${file} เรียบร้อยแล้ว`,
  notFound: 'ไม่พบรายการที่ระบุ อาจถูกลบไปแล้ว',
  fileNotFound: 'ไม่พบไฟล์ที่ร้องขอ อาจถูกลบหรือยังไม่ได้อัปโหลด',
  fileNameRequired: 'กรุณาระบุชื่อไฟล์',
  notPdf: 'รายการชนิดเอกสาร PDF รับเฉพาะไฟล์ PDF (.pdf)',
  notVideo: 'รายการชนิดวิดีโอรับเฉพาะไฟล์วิดีโอ MP4 (.mp4) หรือ WebM (.webm)',
  contentMismatch: 'เนื้อหาของไฟล์ไม่ตรงกับชนิดของไฟล์ (อาจเป็นไฟล์อื่นที่ถูกเปลี่ยนนามสกุล) กรุณาเลือกไฟล์ที่ถูกต้อง',
  // The upload dialog's own words for the same refusals.
  empty: thaiText('settings.manualFile.empty'),
  tooLarge: (mb: number) => thaiText('settings.manualFile.tooLarge', { mb }),
} as const;

/** Declared types browsers send when they do not know better. */
const GENERIC_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', '']);

/** Does the file start like a file of its type? (PDF: %PDF; MP4: an ftyp box; WebM: an EBML header naming webm.) */
function magicMatches(type: string, head: Buffer): boolean {
  if (type === 'application/pdf') return head.subarray(0, 5).toString('latin1') === '%PDF-';
  if (type === 'video/mp4') return head.length >= 12 && head.subarray(4, 8).toString('latin1') === 'ftyp';
  if (type === 'video/webm') return head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])) && head.includes(Buffer.from('webm', 'latin1'));
  return false;
}

/** The settings page keeping a record of that shelf. */
function pageOfShelf(shelf: 'manual' | 'related'): SettingsPage {
  return settingsPageOf(MANUAL_SHELF_PAGES[shelf])!;
}

/** The published items of one readers' page: active, with a link or a file of their medium, in the administrator's order. */
export async function listManuals(db: Kysely<Database>, section: ManualSection) {
  const { shelf, topic, media } = MANUAL_SECTIONS[section];
  const rows = await db
    .selectFrom('manuals')
    .select(['id', 'title_th', 'description', 'media', 'url', 'file_name', 'file_type', 'file_size'])
    .where('active', '=', true)
    .where('shelf', '=', shelf)
    .$if(topic !== null, (query) => query.where('topic', '=', topic!))
    .$if(media !== null, (query) => query.where('media', '=', media!))
    // A record whose medium was changed after its file was uploaded has no file of its kind until a new one is.
    .where(
      sql<boolean>`(url IS NOT NULL OR (file_sha256 IS NOT NULL AND CASE media WHEN 'pdf' THEN file_type = 'application/pdf' ELSE file_type LIKE 'video/%' END))`,
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title_th,
    description: row.description,
    media: row.media,
    url: row.url,
    // A link wins over a file the record may also have.
    file:
      row.url === null && row.file_name !== null
        ? { name: row.file_name, type: row.file_type as 'application/pdf' | 'video/mp4' | 'video/webm', size: Number(row.file_size) }
        : null,
  }));
}

export interface ManualUpload {
  id: number;
  fileName: string | undefined;
  declaredType: string | undefined;
  declaredLength: number | null;
  body: Readable;
}

/** Stores the file of one record for a person who may write its page, and names it on the record. */
export async function storeManualFile(db: Kysely<Database>, ctx: { personId: number; ip: string | null; files: FileStore; now?: Date }, input: ManualUpload) {
  const record = await db.selectFrom('manuals').select(['id', 'shelf', 'media', 'file_name']).where('id', '=', input.id).executeTakeFirst();
  if (!record) throw new ApiError(404, MANUAL_MSG.notFound);
  const page = pageOfShelf(record.shelf);
  assertCanWrite(await settingsAccessOf(db, ctx.personId), page);

  const fileName = safeFileName(input.fileName ?? '');
  if (!fileName) throw new ApiError(400, MANUAL_MSG.fileNameRequired);
  const media: ManualMedia = record.media;
  const known = manualFileType(fileName, media);
  const declared = (input.declaredType ?? '').split(';')[0]!.trim().toLowerCase();
  if (!known || (!GENERIC_TYPES.has(declared) && declared !== known.type)) throw new ApiError(400, media === 'pdf' ? MANUAL_MSG.notPdf : MANUAL_MSG.notVideo);
  const maxBytes = MANUAL_MAX_BYTES[media];
  const tooLarge = () => new ApiError(413, MANUAL_MSG.tooLarge(Math.round(maxBytes / 1024 / 1024)));
  if (input.declaredLength !== null && input.declaredLength > maxBytes) throw tooLarge();

  return ctx.files.put(input.body, { maxBytes, tooLarge, headBytes: 64 }, async ({ size, head, keep }) => {
    if (size === 0) throw new ApiError(400, MANUAL_MSG.empty);
    if (!magicMatches(known.type, head)) throw new ApiError(400, MANUAL_MSG.contentMismatch);
    const sha256 = await keep();
    const now = ctx.now ?? new Date();
    return await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('manuals')
        .set({ file_name: fileName, file_type: known.type, file_size: size, file_sha256: sha256 })
        .where('id', '=', record.id)
        .returning('id')
        .executeTakeFirst();
      // Deleted while the file was on its way: nothing to name it on.
      if (!updated) throw new ApiError(404, MANUAL_MSG.notFound);
      // The same shape as the engine's update rows, so the activity log reads it as a change of the page.
      await audit(trx, {
        personId: ctx.personId,
        action: `settings.${page.page}.update`,
        ip: ctx.ip,
        now,
        detail: { page: page.page, id: record.id, changes: { file_name: { from: record.file_name, to: fileName } }, sha256, size },
      });
      return { id: record.id, file_name: fileName, file_type: known.type, file_size: size };
    });
  });
}

/**
 * A record's file for a signed-in person: any one for a published record (the readers' pages
 * are everyone's); an unpublished one's only for who may open its settings page (a preview).
 */
export async function openManualFile(db: Kysely<Database>, personId: number, files: FileStore, id: number) {
  const row = await db
    .selectFrom('manuals')
    .select(['shelf', 'active', 'file_name', 'file_type', 'file_size', 'file_sha256'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.file_sha256 === null || row.file_name === null || row.file_type === null) throw new ApiError(404, MANUAL_MSG.fileNotFound);
  if (!row.active && !canRead(await settingsAccessOf(db, personId), pageOfShelf(row.shelf))) throw new ApiError(404, MANUAL_MSG.fileNotFound);
  const file = await files.open(row.file_sha256);
  if (!file) throw new ApiError(404, MANUAL_MSG.fileNotFound);
  return { name: row.file_name, type: row.file_type, size: file.size, stream: file.stream };
}
