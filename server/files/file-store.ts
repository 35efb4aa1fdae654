/**
 * Where uploaded files are kept, by their content: a file is named by its SHA-256, so the same
 * file uploaded twice is stored once and a stored file is never overwritten with other bytes.
 * Every upload is first spooled to a temporary file (spool.ts) and checked by its caller; only
 * `keep()` stores it, and it does so before the caller writes the row naming the file, so a
 * crash in between leaves an unnamed file, never a row without its file.
 *
 * One instance on PGlite keeps files on its disk under DATA_DIR. Instances sharing a PostgreSQL
 * database (DATABASE_URL) may run on several machines, so their files are in that database:
 * a file uploaded through one is there for all of them; or, with S3_URL, in an S3-compatible
 * object store that all of them reach.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { createDiskFileStore } from './disk-file-store';
import { createPostgresFileStore } from './postgres-file-store';
import { createS3FileStore } from './s3-file-store';
import type { ReceiveOptions } from './spool';

export type { ReceiveOptions } from './spool';

/** An upload as received, before it is stored. */
export interface Received {
  sha256: string;
  size: number;
  /** The first bytes (as many as asked for), for checking the content's signature. */
  head: Buffer;
  /** Whether any byte was NUL (a text file must have none). */
  sawNul: boolean;
  /** Stores the content (nothing to do when the same content is already stored); answers the SHA-256. */
  keep: () => Promise<string>;
}

/** A stored file being read. */
export interface OpenedFile {
  size: number;
  stream: Readable;
}

export interface FileStore {
  /**
   * Receives a body, refusing it with `tooLarge()` as soon as it passes maxBytes, and hands it to
   * `use`, which checks it and calls `keep` to store it. Nothing is stored unless `keep` is called.
   */
  put<T>(body: Readable, options: ReceiveOptions, use: (received: Received) => Promise<T>): Promise<T>;
  /** The stored file of this content, or null when there is none. */
  open(sha256: string): Promise<OpenedFile | null>;
  has(sha256: string): Promise<boolean>;
  /**
   * Erases the stored file of this content (nothing to do when there is none). The caller makes
   * sure no row still names it: the same content may have been uploaded for another letter.
   */
  remove(sha256: string): Promise<void>;
}

/** The kinds of uploaded files, each with its store (on disk, each kind has its own folder). */
export interface FileStores {
  attachments: FileStore;
  manuals: FileStore;
}

export type FileKind = keyof FileStores;

export const FILE_KINDS: readonly FileKind[] = ['attachments', 'manuals'];

/** The folder under DATA_DIR where one instance without PostgreSQL keeps files of that kind. */
export function diskFolder(dataDir: string, kind: FileKind): string {
  return path.join(dataDir, kind);
}

/**
 * Stores a copy of a file that was accepted before (a file being moved between stores, or
 * restored from a backup) when its content is the SHA-256 it is named by; answers whether it
 * was. No size limit: the file was accepted under the limits of its day.
 */
export async function keepIfNamed(store: FileStore, body: Readable, sha256: string): Promise<boolean> {
  const receive = { maxBytes: Number.MAX_SAFE_INTEGER, tooLarge: () => new ApiError(413, sha256), headBytes: 0 };
  return store.put(body, receive, async (received) => {
    if (received.sha256 !== sha256) return false;
    await received.keep();
    return true;
  });
}

/** What decides where files are kept. */
export type FileSettings = Pick<Config, 'databaseUrl' | 'dataDir' | 's3'>;

/** Whether every instance reads the same files (an object store or PostgreSQL), not this machine's disk. */
export function filesAreShared(config: FileSettings): boolean {
  return config.s3 !== null || config.databaseUrl !== null;
}

/**
 * The stores the settings call for: in the object store when S3_URL is set, in PostgreSQL when
 * DATABASE_URL is, on this machine's disk otherwise.
 */
export function createFileStores(config: FileSettings, db: Kysely<Database>): FileStores {
  if (config.s3) {
    const store = createS3FileStore(config.s3, { tmpDir: path.join(config.dataDir, 'tmp') });
    return { attachments: store, manuals: store };
  }
  if (config.databaseUrl) {
    // One table for every kind: the same content is stored once whatever it was uploaded as.
    const store = createPostgresFileStore(db, { tmpDir: path.join(config.dataDir, 'tmp') });
    return { attachments: store, manuals: store };
  }
  return Object.fromEntries(FILE_KINDS.map((kind) => [kind, createDiskFileStore(diskFolder(config.dataDir, kind))])) as unknown as FileStores;
}
