/**
 * Files in the PostgreSQL database, for instances on several machines sharing it: one row per
 * content (stored_files, keyed by SHA-256) and its bytes in numbered chunks (stored_file_chunks).
 * An upload is spooled to a temporary file under DATA_DIR/tmp while it is hashed, then copied
 * chunk by chunk in one transaction, so a reader sees the whole file or none of it; a file is
 * read back a few chunks at a time. Neither way holds a whole file in memory.
 */
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from './file-store';
import { spoolForStore, type Spooled } from './spool';

/** The largest chunk; migration 0025 refuses larger ones. */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched per query when reading: about 1 MiB in memory per download. */
const CHUNKS_PER_READ = 4;

async function storeChunks(db: Kysely<Database>, { file, sha256, size }: Spooled): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Content already stored (or being stored by a transaction this one waits for): nothing to add.
    const fresh = await trx
      .insertInto('stored_files')
      .values({ sha256, size_bytes: size })
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .returning('sha256')
      .executeTakeFirst();
    if (!fresh) return;
    const handle = await open(file, 'r');
    try {
      // One buffer for every chunk: each insert completes before the next read fills it again.
      const buffer = Buffer.alloc(Math.min(CHUNK_BYTES, Math.max(size, 1)));
      for (let chunkNo = 0, position = 0; position < size; chunkNo++) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, size - position), position);
        if (bytesRead === 0) throw new Error(`the spooled upload ${sha256} ended at ${position} of ${size} bytes`);
        await trx
          .insertInto('stored_file_chunks')
          .values({ sha256, chunk_no: chunkNo, data: buffer.subarray(0, bytesRead) })
          .execute();
        position += bytesRead;
      }
    } finally {
      await handle.close();
    }
  });
}

async function* readChunks(db: Kysely<Database>, sha256: string, size: number): AsyncGenerator<Buffer> {
  let sent = 0;
  for (let next = 0; ; next += CHUNKS_PER_READ) {
    const rows = await db
      .selectFrom('stored_file_chunks')
      .select('data')
      .where('sha256', '=', sha256)
      .where('chunk_no', '>=', next)
      .where('chunk_no', '<', next + CHUNKS_PER_READ)
      .orderBy('chunk_no')
      .execute();
    for (const { data } of rows) {
      sent += data.byteLength;
      yield Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    }
    if (rows.length < CHUNKS_PER_READ) break;
  }
  // The length was announced before the body: a short body must fail, not pass for the whole file.
  if (sent !== size) throw new Error(`stored file ${sha256} has ${sent} of its ${size} bytes`);
}

export function createPostgresFileStore(db: Kysely<Database>, options: { tmpDir: string }): FileStore {
  const has = async (sha256: string) => (await db.selectFrom('stored_files').select('sha256').where('sha256', '=', sha256).executeTakeFirst()) !== undefined;
  return {
    put: (body, receive, use) => spoolForStore(body, options.tmpDir, receive, use, (spooled) => storeChunks(db, spooled)),

    open: async (sha256) => {
      const row = await db.selectFrom('stored_files').select('size_bytes').where('sha256', '=', sha256).executeTakeFirst();
      if (!row) return null;
      const size = Number(row.size_bytes);
      return { size, stream: Readable.from(readChunks(db, sha256, size), { objectMode: false }) };
    },

    has,

    // The chunks go with their file (ON DELETE CASCADE).
    remove: async (sha256) => {
      await db.deleteFrom('stored_files').where('sha256', '=', sha256).execute();
    },
  };
}
