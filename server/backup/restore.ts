/**
 * Restores an archive into an empty target: DATA_DIR with PGlite, the database at DATABASE_URL
 * with PostgreSQL. The whole archive is read and checked first (archive-file.ts verifyArchive),
 * then the target is checked to be empty; a wrong passphrase, a damaged archive or a target
 * with data is refused before anything is written. Then: the archive's migrations (no later
 * one: its rows fit that schema, and the next start runs the rest), the rows in one
 * transaction with triggers off (the rows already hold what triggers would derive, such as
 * counters), the sequences, the files through the target's file store (which checks each
 * SHA-256 again), and the extra DATA_DIR files.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql, type Kysely, type Transaction } from 'kysely';
import { openDatabase } from '../db/database';
import { listMigrations, migrate } from '../db/migrate';
import type { Database } from '../db/schema';
import { contentPath } from '../files/disk-file-store';
import { createFileStores, diskFolder, FILE_KINDS, filesAreShared, keepIfNamed } from '../files/file-store';
import { decrypt } from './archive-crypto';
import { readEntries, type SequenceValue } from './archive-format';
import { verifyArchive, type ArchiveSummary, type BackupSettings } from './archive-file';
import { EXTRA_DATA_FILES } from './backup';
import { BackupError, MSG_BACKUP } from './backup-messages';

async function hasEntries(folder: string): Promise<boolean> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names) {
    if (name === 'tmp') continue;
    const inner = path.join(folder, name);
    if (!(await stat(inner)).isDirectory() || (await hasEntries(inner))) return true;
  }
  return false;
}

/** What makes the target not empty, or null. */
async function targetContent(db: Kysely<Database>, settings: BackupSettings): Promise<string | null> {
  const tables = await sql<{ n: number }>`select count(*)::int as n from pg_tables where schemaname = 'public'`.execute(db);
  if (tables.rows[0]!.n > 0) return settings.databaseUrl ? 'DATABASE_URL' : settings.dataDir;
  if (!settings.databaseUrl) for (const kind of FILE_KINDS) if (await hasEntries(diskFolder(settings.dataDir, kind))) return diskFolder(settings.dataDir, kind);
  for (const name of EXTRA_DATA_FILES) {
    const file = path.join(settings.dataDir, name);
    if (
      await stat(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return null;
}

async function insertRows(trx: Transaction<Database>, table: string, lines: string): Promise<void> {
  const columns = (
    await sql<{ name: string; identity: string }>`select attname as name, attidentity as identity from pg_attribute
      where attrelid = ${table}::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`.execute(trx)
  ).rows;
  const list = sql.join(columns.map((c) => sql.ref(c.name)));
  const overriding = columns.some((c) => c.identity === 'a') ? sql`overriding system value` : sql``;
  await sql`insert into ${sql.table(table)} (${list}) ${overriding} select ${list} from json_populate_recordset(null::${sql.table(table)}, ${`[${lines.split('\n').join(',')}]`}::json)`.execute(
    trx,
  );
}

/** Restores `file` into the empty target these settings name. */
export async function restoreBackup(settings: BackupSettings, file: string, passphrase: string): Promise<ArchiveSummary> {
  const summary = await verifyArchive(file, passphrase);
  const known = new Map((await listMigrations()).map((m) => [m.version, m.name]));
  const unknown = summary.manifest.migrations.find((m) => known.get(m.version) !== m.name);
  if (unknown) throw new BackupError(MSG_BACKUP.unknownMigration(`${unknown.version}_${unknown.name}`));

  const database = await openDatabase(settings);
  try {
    const { db } = database;
    const content = await targetContent(db, settings);
    if (content) throw new BackupError(MSG_BACKUP.targetNotEmpty(content));
    await migrate(db, undefined, new Set(summary.manifest.migrations.map((m) => m.version)));
    const stores = createFileStores(settings, db);
    // One pass, in two parts (rows in a transaction, then files): iterated by hand, since leaving a for-await loop would close it.
    const entries = readEntries(decrypt(createReadStream(file) as AsyncIterable<Buffer>, passphrase));
    const next = async () => {
      const step = await entries.next();
      return step.done ? null : step.value;
    };
    await db.transaction().execute(async (trx) => {
      // Triggers (and, for the superuser, foreign-key checks) off while rows are copied as they were.
      const superuser = (await sql<{ s: string }>`select current_setting('is_superuser') as s`.execute(trx)).rows[0]!.s === 'on';
      if (superuser) await sql`set local session_replication_role = replica`.execute(trx);
      else for (const table of summary.manifest.tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(trx);
      // Migrations write rows of their own (settings, vocabularies): the archive's are the ones to keep.
      await sql`truncate table ${sql.join(summary.manifest.tables.map((t) => sql.table(t)))}`.execute(trx);
      for (let entry = await next(); entry; entry = await next()) {
        const { header } = entry;
        if (header.t === 'rows') await insertRows(trx, header.table, (await entry.bytes()).toString('utf8'));
        else if (header.t === 'sequences') {
          for (const seq of JSON.parse((await entry.bytes()).toString('utf8')) as SequenceValue[]) {
            await sql`select setval(${seq.name}::regclass, ${seq.lastValue}::bigint, ${seq.isCalled})`.execute(trx);
          }
          break;
        }
      }
      if (!superuser) for (const table of summary.manifest.tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(trx);
    });
    for (let entry = await next(); entry; entry = await next()) {
      const { header } = entry;
      if (header.t === 'file') {
        // A shared store keeps every kind in one place; on disk each kind has its folder.
        const [first, ...others] = filesAreShared(settings) ? (['attachments'] as const) : header.kinds;
        if (!first) continue;
        if (!(await keepIfNamed(stores[first], Readable.from(entry.payload()), header.sha256))) throw new BackupError(MSG_BACKUP.damaged);
        for (const kind of others) {
          const target = contentPath(diskFolder(settings.dataDir, kind), header.sha256);
          await mkdir(path.dirname(target), { recursive: true });
          await copyFile(contentPath(diskFolder(settings.dataDir, first), header.sha256), target);
        }
      } else if (header.t === 'extra' && EXTRA_DATA_FILES.includes(header.name)) {
        await writeFile(path.join(settings.dataDir, header.name), await entry.bytes(), { mode: 0o600 });
      }
    }
    return summary;
  } finally {
    await database.close();
  }
}
