/**
 * Applies migrations/NNNN_name.sql in order, at every start.
 *
 * Each file runs in its own transaction together with its row in schema_migrations, so a
 * failing file leaves nothing half-applied. Instances starting at the same time against one
 * PostgreSQL take a transaction-scoped advisory lock first and re-read what is applied
 * under it: the second instance waits, then finds nothing left to do.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

// Arbitrary constant naming "the portal's migration lock" among advisory locks.
const MIGRATION_LOCK_KEY = 727_001;
const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

export async function listMigrations(dir: string = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migration file ${file} must be named NNNN_lower_case_name.sql`);
    const [, version, name] = match as unknown as [string, string, string];
    if (seen.has(version)) throw new Error(`Two migration files share the number ${version}`);
    seen.add(version);
    return { version, name, file: path.join(dir, file) };
  });
}

/**
 * Runs the pending migrations; returns the versions applied by this call (empty when up to date).
 * `only` limits them to those versions (a restore builds the schema its archive's rows fit).
 */
export async function migrate(db: Kysely<Database>, dir: string = MIGRATIONS_DIR, only?: ReadonlySet<string>): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of await listMigrations(dir)) {
    if (only && !only.has(migration.version)) continue;
    const script = await readFile(migration.file, 'utf8');
    const ran = await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(trx);
      // Created under the lock: two first starts would otherwise race on CREATE TABLE.
      await sql`create table if not exists schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`.execute(trx);
      const done = await trx.selectFrom('schema_migrations').select('version').where('version', '=', migration.version).executeTakeFirst();
      if (done) return false;
      try {
        await sql.raw(script).execute(trx);
      } catch (error) {
        throw new Error(`Migration ${path.basename(migration.file)} failed: ${(error as Error).message}`, { cause: error });
      }
      await trx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }).execute();
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}
