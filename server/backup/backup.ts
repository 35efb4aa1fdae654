/**
 * Writes the plain archive of a running portal (archive-format.ts) from one consistent view.
 *
 * The rows are read in one REPEATABLE READ, READ ONLY transaction: every table as of the same
 * instant while the portal goes on writing. On PostgreSQL the stored files are rows too and are
 * read in the same transaction. On PGlite they are files under DATA_DIR, named by their
 * content and never changed or removed, and each is written before the row naming it: listed
 * after the transaction, they include every file the dumped rows name. In an object store
 * (S3_URL) the files the dumped rows name are read after the transaction, the same way. PGlite is one
 * connection, so the transaction holds it (other requests wait) only while the rows are read.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseEngine } from '../db/database';
import type { Database } from '../db/schema';
import { diskFolder, FILE_KINDS, type FileKind, type FileStore } from '../files/file-store';
import { ARCHIVE_FORMAT, entryHeader, type Migration, type SequenceValue } from './archive-format';

/**
 * Files kept in DATA_DIR besides the database and the stored files, copied when present
 * (the signing key vault's key file, server/signing/key-vault.ts SIGNING_KEY_FILE).
 */
export const EXTRA_DATA_FILES: readonly string[] = ['signing-key.bin'];

/** Tables whose content the archive holds otherwise: the migration list, and the stored files. */
export const NOT_DUMPED = new Set(['schema_migrations', 'stored_files', 'stored_file_chunks']);

/** Where each kind of file is named, to restore a PostgreSQL file into the right disk folder. */
const FILE_REFERENCES: Record<FileKind, { table: string; column: string }> = {
  attachments: { table: 'attachments', column: 'sha256' },
  manuals: { table: 'manuals', column: 'file_sha256' },
};

const ROWS_PER_ENTRY = 500;
const CHUNKS_PER_READ = 4;

export type Sink = (chunk: Buffer) => Promise<void>;

/** Writes to a stream one chunk at a time, each after the previous one was taken (backpressure). */
export function sinkOf(stream: Writable): Sink {
  return (chunk) => new Promise((resolve, reject) => stream.write(chunk, (error) => (error ? reject(error) : resolve())));
}

type Db = Kysely<Database> | Transaction<Database>;

/** Ordinary tables of the public schema, each after the tables its foreign keys point to. */
export async function tablesInDependencyOrder(db: Db): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`.execute(db)
  ).rows.map((r) => r.name);
  const edges = (
    await sql<{ child: string; parent: string }>`select ch.relname as child, pa.relname as parent from pg_constraint k
      join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
      join pg_namespace n on n.oid = ch.relnamespace where k.contype = 'f' and n.nspname = 'public'`.execute(db)
  ).rows;
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p) || !parents.has(p)));
    // A cycle of foreign keys: the rest in name order (the restore defers triggers and checks).
    const pick = next ?? tables.find((t) => !placed.has(t))!;
    placed.add(pick);
    ordered.push(pick);
  }
  return ordered;
}

async function dumpRows(trx: Db, table: string, sink: Sink): Promise<number> {
  let after = '(0,0)';
  let count = 0;
  for (;;) {
    // Pages by physical position: the snapshot does not move, and no table needs a known key.
    const rows = (
      await sql<{ c: string; j: string }>`select ctid::text as c, row_to_json(t)::text as j from ${sql.table(table)} t
        where ctid > ${after}::tid order by ctid limit ${ROWS_PER_ENTRY}`.execute(trx)
    ).rows;
    if (rows.length === 0) return count;
    const payload = Buffer.from(rows.map((r) => r.j).join('\n'), 'utf8');
    await sink(entryHeader({ t: 'rows', table, rows: rows.length, size: payload.length }));
    await sink(payload);
    count += rows.length;
    after = rows[rows.length - 1]!.c;
  }
}

async function dumpSequences(trx: Db, sink: Sink): Promise<void> {
  const names = (
    await sql<{ name: string }>`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`.execute(trx)
  ).rows;
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const [row] = (await sql<{ v: string; called: boolean }>`select last_value::text as v, is_called as called from ${sql.table(name)}`.execute(trx)).rows;
    values.push({ name, lastValue: row!.v, isCalled: row!.called });
  }
  const payload = Buffer.from(JSON.stringify(values), 'utf8');
  await sink(entryHeader({ t: 'sequences', size: payload.length }));
  await sink(payload);
}

/** The files the rows name, each with the kinds it is named as. */
async function namedFiles(trx: Db): Promise<Map<string, FileKind[]>> {
  const kindsOf = new Map<string, FileKind[]>();
  for (const kind of FILE_KINDS) {
    const { table, column } = FILE_REFERENCES[kind];
    const named = await sql<{ sha: string }>`select distinct ${sql.ref(column)} as sha from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(
      trx,
    );
    for (const { sha } of named.rows) kindsOf.set(sha, [...(kindsOf.get(sha) ?? []), kind]);
  }
  return kindsOf;
}

/** PostgreSQL's stored files, read chunk by chunk in the snapshot. */
async function dumpStoredFiles(trx: Db, sink: Sink): Promise<number> {
  const kindsOf = await namedFiles(trx);
  const files = (await sql<{ sha256: string; size: number }>`select sha256, size_bytes as size from stored_files order by sha256`.execute(trx)).rows;
  for (const { sha256, size } of files) {
    await sink(entryHeader({ t: 'file', sha256, kinds: kindsOf.get(sha256) ?? [], size: Number(size) }));
    let sent = 0;
    for (let next = 0; ; next += CHUNKS_PER_READ) {
      const rows = (
        await sql<{ data: Uint8Array }>`select data from stored_file_chunks where sha256 = ${sha256}
          and chunk_no >= ${next} and chunk_no < ${next + CHUNKS_PER_READ} order by chunk_no`.execute(trx)
      ).rows;
      for (const { data } of rows) {
        sent += data.byteLength;
        await sink(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      }
      if (rows.length < CHUNKS_PER_READ) break;
    }
    if (sent !== Number(size)) throw new Error(`stored file ${sha256} has ${sent} of its ${size} bytes`);
  }
  return files.length;
}

async function namesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
}

/** The content-addressed files under DATA_DIR: `<kind>/<xx>/<sha256>`. */
export async function diskFiles(dataDir: string): Promise<{ kind: FileKind; sha256: string; file: string }[]> {
  const found: { kind: FileKind; sha256: string; file: string }[] = [];
  for (const kind of FILE_KINDS) {
    const folder = diskFolder(dataDir, kind);
    for (const prefix of (await namesIn(folder)).sort()) {
      if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
      for (const name of (await namesIn(path.join(folder, prefix))).sort()) {
        if (/^[0-9a-f]{64}$/.test(name) && name.startsWith(prefix)) found.push({ kind, sha256: name, file: path.join(folder, prefix, name) });
      }
    }
  }
  return found;
}

async function sendFile(file: string, size: number, sink: Sink): Promise<void> {
  let sent = 0;
  for await (const piece of createReadStream(file, { start: 0, end: Math.max(size - 1, 0) }) as AsyncIterable<Buffer>) {
    const part = piece.subarray(0, size - sent);
    sent += part.length;
    if (part.length > 0) await sink(part);
  }
  if (sent !== size) throw new Error(`${file} ended at ${sent} of ${size} bytes`);
}

export interface BackupSource {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  dataDir: string;
  /** The object store that keeps the files (S3_URL), when one does. */
  objectStore?: FileStore | null;
}

/**
 * The files the dumped rows name, read from the object store. Like the files on disk they are
 * named by their content and written before the row naming them, so each one is there; one
 * that is not is reported rather than left out of an archive that would look whole.
 */
async function dumpObjectStoreFiles(store: FileStore, named: Map<string, FileKind[]>, sink: Sink): Promise<number> {
  for (const [sha256, kinds] of [...named].sort(([a], [b]) => a.localeCompare(b))) {
    const file = await store.open(sha256);
    if (!file) throw new Error(`the file ${sha256} that the database names is missing from the object store (S3_URL)`);
    await sink(entryHeader({ t: 'file', sha256, kinds, size: file.size }));
    let sent = 0;
    for await (const piece of file.stream as AsyncIterable<Buffer>) {
      sent += piece.length;
      await sink(piece);
    }
    if (sent !== file.size) throw new Error(`the object store sent ${sent} of the ${file.size} bytes of ${sha256}`);
  }
  return named.size;
}

/** Writes the whole plain archive to the sink. */
export async function writeArchive({ db, engine, dataDir, objectStore = null }: BackupSource, sink: Sink): Promise<void> {
  let fileCount = 0;
  let inObjectStore = new Map<string, FileKind[]>();
  const counts = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      const migrations = (await sql<Migration>`select version, name from schema_migrations order by version`.execute(trx)).rows;
      const tables = (await tablesInDependencyOrder(trx)).filter((t) => !NOT_DUMPED.has(t));
      await sink(entryHeader({ t: 'manifest', format: ARCHIVE_FORMAT, engine, createdAt: new Date().toISOString(), migrations, tables, size: 0 }));
      const dumped: Record<string, number> = {};
      for (const table of tables) dumped[table] = await dumpRows(trx, table, sink);
      await dumpSequences(trx, sink);
      if (objectStore) inObjectStore = await namedFiles(trx);
      else if (engine === 'postgresql') fileCount += await dumpStoredFiles(trx, sink);
      return dumped;
    });
  // Read after the transaction: on PGlite it holds the only connection, and the store is not the database.
  if (objectStore) fileCount += await dumpObjectStoreFiles(objectStore, inObjectStore, sink);
  else if (engine === 'pglite') {
    for (const { kind, sha256, file } of await diskFiles(dataDir)) {
      const { size } = await stat(file);
      await sink(entryHeader({ t: 'file', sha256, kinds: [kind], size }));
      await sendFile(file, size, sink);
      fileCount++;
    }
  }
  for (const name of EXTRA_DATA_FILES) {
    const file = path.join(dataDir, name);
    const size = await stat(file).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) continue;
    await sink(entryHeader({ t: 'extra', name, size }));
    await sendFile(file, size, sink);
  }
  await sink(entryHeader({ t: 'end', counts, files: fileCount, size: 0 }));
}
