/**
 * Kysely view of migration 0025_stored_files.sql: uploaded files kept in the database when
 * instances share PostgreSQL (server/files/postgres-file-store.ts). `Database` in schema.ts
 * extends this interface.
 */
import type { ColumnType } from 'kysely';

export interface StoredFilesTable {
  /** The content's SHA-256 in lower-case hex. */
  sha256: string;
  size_bytes: number;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface StoredFileChunksTable {
  sha256: string;
  /** 0, 1, 2... in the order of the bytes. */
  chunk_no: number;
  /** At most 256 KiB. */
  data: Uint8Array;
}

export interface FileTables {
  stored_files: StoredFilesTable;
  stored_file_chunks: StoredFileChunksTable;
}
