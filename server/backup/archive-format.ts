/**
 * The plain archive inside the encryption (archive-crypto.ts): a sequence of entries, each
 * `header length (u32) | header (JSON) | payload (header.size bytes)`. In order: the manifest
 * (engine, migrations, tables in dependency order), the rows of each table in batches (one
 * row_to_json text per line, so every value keeps its exact PostgreSQL text: timestamps to the
 * microsecond, bytea as hex), the sequences, the stored files, the extra DATA_DIR files, and
 * `end` with the row count of every table: an archive without it is incomplete.
 */
import { BackupError, MSG_BACKUP } from './backup-messages';
import { ByteReader } from './byte-reader';
import type { FileKind } from '../files/file-store';

export const ARCHIVE_FORMAT = 1;

export interface Migration {
  version: string;
  name: string;
}

export interface SequenceValue {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export type EntryHeader =
  | { t: 'manifest'; format: number; engine: string; createdAt: string; migrations: Migration[]; tables: string[]; size: 0 }
  | { t: 'rows'; table: string; rows: number; size: number }
  | { t: 'sequences'; size: number }
  | { t: 'file'; sha256: string; kinds: FileKind[]; size: number }
  | { t: 'extra'; name: string; size: number }
  | { t: 'end'; counts: Record<string, number>; files: number; size: 0 };

export function entryHeader(header: EntryHeader): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length, 0);
  return Buffer.concat([length, json]);
}

export interface Entry {
  header: EntryHeader;
  /** The payload, in pieces; what the reader leaves unread is skipped. */
  payload: () => AsyncGenerator<Buffer>;
  bytes: () => Promise<Buffer>;
}

const MAX_HEADER = 1024 * 1024;

/** The entries of a plain archive; throws BackupError when it is cut or malformed. */
export async function* readEntries(plain: AsyncIterable<Buffer>): AsyncGenerator<Entry> {
  const reader = new ByteReader(plain);
  for (;;) {
    const length = await reader.read(4);
    if (length.length === 0) throw new BackupError(MSG_BACKUP.damaged);
    if (length.length < 4 || length.readUInt32BE(0) > MAX_HEADER) throw new BackupError(MSG_BACKUP.damaged);
    const json = await reader.read(length.readUInt32BE(0));
    let header: EntryHeader;
    try {
      header = JSON.parse(json.toString('utf8')) as EntryHeader;
    } catch {
      throw new BackupError(MSG_BACKUP.damaged);
    }
    let left = header.size;
    async function* payload(): AsyncGenerator<Buffer> {
      for await (const piece of reader.pieces(left)) {
        left -= piece.length;
        yield piece;
      }
      if (left > 0) throw new BackupError(MSG_BACKUP.damaged);
    }
    const bytes = async () => {
      const pieces: Buffer[] = [];
      for await (const piece of payload()) pieces.push(piece);
      return Buffer.concat(pieces);
    };
    yield { header, payload, bytes };
    for await (const piece of payload()) void piece;
    if (header.t === 'end') {
      if ((await reader.read(1)).length > 0) throw new BackupError(MSG_BACKUP.damaged);
      return;
    }
  }
}
