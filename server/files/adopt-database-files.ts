/**
 * Files kept in PostgreSQL's tables before the portal was given an object store (S3_URL): at
 * start, each one the store does not have yet is copied into it, streamed chunk by chunk, so the
 * rows naming them find them there. The database's copies stay (a later start finds everything
 * stored and copies nothing); a copy whose content does not match its name is not stored.
 */
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { keepIfNamed, type FileSettings, type FileStores } from './file-store';
import { createPostgresFileStore } from './postgres-file-store';

/** Copies the database's stored files into the object store when there is one; answers how many were copied. */
export async function adoptDatabaseFiles(config: FileSettings, db: Kysely<Database>, stores: FileStores): Promise<number> {
  if (!config.s3) return 0;
  const target = stores.attachments;
  const source = createPostgresFileStore(db, { tmpDir: path.join(config.dataDir, 'tmp') });
  let copied = 0;
  for (const { sha256 } of await db.selectFrom('stored_files').select('sha256').orderBy('sha256').execute()) {
    if (await target.has(sha256)) continue;
    const file = await source.open(sha256);
    if (file && (await keepIfNamed(target, file.stream, sha256))) copied++;
  }
  return copied;
}
