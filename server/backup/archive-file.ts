/**
 * The two commands' work, given the settings `npm start` reads (server/config.ts):
 * - createBackup: with DATABASE_URL, reads the database itself through its own connection;
 *   with PGlite, asks the running portal over DATA_DIR/backup.sock (backup-socket.ts), or, when
 *   no portal holds DATA_DIR, opens it itself (holding its lock meanwhile). Writes FILE.partial,
 *   reads it back whole (passphrase, every frame, every file's SHA-256, the end entry), and only
 *   then renames it to FILE: a failed backup never leaves something that looks like one.
 * - verifyArchive: that read, also the first pass of a restore.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { DatabaseLockedError } from '../db/pglite-lock';
import { createFileStores } from '../files/file-store';
import { decrypt, EncryptStream } from './archive-crypto';
import { readEntries, type EntryHeader } from './archive-format';
import { writeArchive, sinkOf } from './backup';
import { BackupError, MSG_BACKUP } from './backup-messages';
import { connectForBackup } from './backup-socket';

export type BackupSettings = Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>;

/** The passphrase from the environment, or the refusal to print. */
export function backupPassphrase(env: Record<string, string | undefined> = process.env): string {
  const passphrase = env.BACKUP_PASSPHRASE;
  if (!passphrase) throw new BackupError(MSG_BACKUP.noPassphrase);
  return passphrase;
}

async function plainArchiveInto(settings: BackupSettings, out: PassThrough): Promise<void> {
  try {
    await writePlainArchive(settings, out);
  } catch (error) {
    // Ends the encrypting side too, so both halves stop.
    out.destroy(error as Error);
    throw error;
  }
}

async function writePlainArchive(settings: BackupSettings, out: PassThrough): Promise<void> {
  const database = await openDatabase(settings).catch((error: unknown) => {
    if (error instanceof DatabaseLockedError) return null;
    throw error;
  });
  if (database === null) {
    const socket = connectForBackup(settings.dataDir);
    await pipeline(socket, out);
    return;
  }
  try {
    const objectStore = settings.s3 ? createFileStores(settings, database.db).attachments : null;
    await writeArchive({ db: database.db, engine: database.engine, dataDir: settings.dataDir, objectStore }, sinkOf(out));
    out.end();
  } finally {
    await database.close();
  }
}

export interface ArchiveSummary {
  manifest: Extract<EntryHeader, { t: 'manifest' }>;
  end: Extract<EntryHeader, { t: 'end' }>;
}

/** Reads a whole archive without changing anything; throws BackupError on any fault. */
export async function verifyArchive(file: string, passphrase: string): Promise<ArchiveSummary> {
  let manifest: ArchiveSummary['manifest'] | null = null;
  const rows: Record<string, number> = {};
  let files = 0;
  for await (const entry of readEntries(decrypt(createReadStream(file) as AsyncIterable<Buffer>, passphrase))) {
    const { header } = entry;
    if (header.t === 'manifest') manifest = header;
    else if (manifest === null) throw new BackupError(MSG_BACKUP.damaged);
    else if (header.t === 'rows') rows[header.table] = (rows[header.table] ?? 0) + header.rows;
    else if (header.t === 'file') {
      const hash = createHash('sha256');
      for await (const piece of entry.payload()) hash.update(piece);
      if (hash.digest('hex') !== header.sha256) throw new BackupError(MSG_BACKUP.damaged);
      files++;
    } else if (header.t === 'end') {
      const counted = manifest.tables.every((t) => (rows[t] ?? 0) === (header.counts[t] ?? -1));
      if (!counted || files !== header.files) throw new BackupError(MSG_BACKUP.damaged);
      return { manifest, end: header };
    }
  }
  throw new BackupError(MSG_BACKUP.damaged);
}

/** Writes the encrypted archive of the portal these settings name to `file`. */
export async function createBackup(settings: BackupSettings, file: string, passphrase: string): Promise<ArchiveSummary> {
  const partial = `${file}.partial`;
  const plain = new PassThrough();
  try {
    await Promise.all([plainArchiveInto(settings, plain), pipeline(plain, new EncryptStream(passphrase), createWriteStream(partial, { mode: 0o600 }))]);
    const summary = await verifyArchive(partial, passphrase);
    await rename(partial, file);
    return summary;
  } catch (error) {
    plain.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
