/**
 * Signed letters as bytes: once a letter carries its first electronic signature, its PDF is the
 * signed file and is never rendered again; each later signature is an incremental update of the
 * file before it. Every file is stored once, named by its SHA-256, and each signature row points
 * at the whole file as it was right after that signature.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { LetterSignaturesTable } from '../../../db/schema-letters';
import type { Insertable } from 'kysely';

export const sha256Hex = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** Keeps the bytes under their hash (a second store of the same bytes changes nothing). */
export async function storeSignedFile(db: Kysely<Database>, bytes: Buffer): Promise<string> {
  const sha256 = sha256Hex(bytes);
  await db
    .insertInto('signed_files')
    .values({ sha256, bytes, size: bytes.length })
    .onConflict((oc) => oc.column('sha256').doNothing())
    .execute();
  return sha256;
}

export async function readSignedFile(db: Kysely<Database>, sha256: string): Promise<Buffer> {
  const row = await db.selectFrom('signed_files').select('bytes').where('sha256', '=', sha256).executeTakeFirstOrThrow();
  const bytes = Buffer.from(row.bytes);
  // What is served is what was signed: a stored file that no longer matches its name is refused.
  if (sha256Hex(bytes) !== sha256) throw new Error(`signed file ${sha256} does not match its hash`);
  return bytes;
}

export interface LatestSignature {
  seq: number;
  versionNo: number;
  fileSha256: string;
}

/** The letter's newest signature, or null while it has none. */
export async function latestSignature(db: Kysely<Database>, documentId: number): Promise<LatestSignature | null> {
  const row = await db
    .selectFrom('letter_signatures')
    .select(['seq', 'version_no', 'file_sha256'])
    .where('document_id', '=', documentId)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { seq: row.seq, versionNo: row.version_no, fileSha256: row.file_sha256 } : null;
}

/** The letter's signed PDF as it stands (after its newest signature), or null while unsigned. */
export async function currentSignedFile(db: Kysely<Database>, documentId: number): Promise<Buffer | null> {
  const latest = await latestSignature(db, documentId);
  return latest ? readSignedFile(db, latest.fileSha256) : null;
}

/** Stores the file and records the signature that produced it; the next seq is taken in order. */
export async function recordSignature(
  db: Kysely<Database>,
  signature: Omit<Insertable<LetterSignaturesTable>, 'file_sha256' | 'seq'>,
  signedFile: Buffer,
): Promise<{ id: number; seq: number; fileSha256: string }> {
  const fileSha256 = await storeSignedFile(db, signedFile);
  const previous = await latestSignature(db, signature.document_id);
  const seq = (previous?.seq ?? 0) + 1;
  const row = await db
    .insertInto('letter_signatures')
    .values({ ...signature, seq, file_sha256: fileSha256 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), seq, fileSha256 };
}
