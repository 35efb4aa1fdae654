/**
 * Databases that every test database is copied from, made once per Vitest run by the global
 * set-up. Creating a PGlite data folder from nothing (its initdb) takes seconds and running the
 * migrations again for every test app adds more; copying a finished one takes a fraction of that.
 *
 * - PostgreSQL (TEST_DATABASE_URL): one migrated database, a unique name per run so two runs on
 *   one server never share it; tests CREATE DATABASE ... TEMPLATE it.
 * - PGlite: DATA_DIRs whose pglite folder tests copy into a folder of their own. An empty one,
 *   always (the migration tests start from it, and the dialect and lock tests use PGlite whatever
 *   the engine), and a migrated one when the suite runs on PGlite.
 */
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openPGlite, openPostgres, pgliteFolder } from '../db/database';
import { migrate } from '../db/migrate';
import { adminQuery, withDatabase } from './postgres-admin';

export interface TestDatabaseTemplates {
  /** PostgreSQL runs: name of the migrated template database. */
  postgres: string | null;
  /** DATA_DIR (closed, no lock file) of an initialised PGlite database without any table. */
  pgliteEmpty: string;
  /** PGlite runs: DATA_DIR (closed, no lock file) of a migrated PGlite database. */
  pgliteMigrated: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

/**
 * Copies a closed PGlite DATA_DIR's database into another DATA_DIR. Only the pglite folder
 * travels: the lock file beside it belongs to whoever opens the copy. cpSync, because the
 * promise version stats its 1,100 small files one await at a time and takes several times longer.
 */
export function copyPGliteDataDir(from: string, to: string): void {
  cpSync(pgliteFolder(from), pgliteFolder(to), { recursive: true });
}

async function createPostgresTemplate(url: string): Promise<string> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  // The handle must be closed before use: PostgreSQL copies a template only while nobody is connected to it.
  const handle = openPostgres(withDatabase(url, name), { max: 1 });
  try {
    await migrate(handle.db);
  } catch (error) {
    await handle.close();
    await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  await handle.close();
  return name;
}

async function createPGliteTemplates(root: string, withMigrated: boolean): Promise<{ empty: string; migrated: string | null }> {
  const empty = path.join(root, 'empty');
  await (await openPGlite(empty)).close();
  if (!withMigrated) return { empty, migrated: null };
  const migrated = path.join(root, 'migrated');
  copyPGliteDataDir(empty, migrated);
  const handle = await openPGlite(migrated);
  try {
    await migrate(handle.db);
  } finally {
    await handle.close();
  }
  return { empty, migrated };
}

export async function createTemplates(testDatabaseUrl: string | null): Promise<TestDatabaseTemplates> {
  const root = await mkdtemp(path.join(tmpdir(), 'saraban-template-'));
  // Both at once on a PostgreSQL run: the server migrates while PGlite initialises here.
  const [pglite, postgres] = await Promise.allSettled([
    createPGliteTemplates(root, !testDatabaseUrl),
    testDatabaseUrl ? createPostgresTemplate(testDatabaseUrl) : Promise.resolve(null),
  ]);
  const templates = {
    postgres: postgres.status === 'fulfilled' ? postgres.value : null,
    pgliteEmpty: path.join(root, 'empty'),
    pgliteMigrated: pglite.status === 'fulfilled' ? pglite.value.migrated : null,
  };
  const failed = [pglite, postgres].find((result) => result.status === 'rejected');
  if (failed) {
    await dropTemplates(templates, testDatabaseUrl);
    throw failed.reason;
  }
  return templates;
}

/**
 * Where a test process keeps a seeded copy of the migrated template (test-db.ts): a PGlite folder
 * beside the run's templates, or a PostgreSQL database named after the run's template, so that
 * dropTemplates removes them with it.
 */
export function seededTemplateName(templates: TestDatabaseTemplates, key: string): { pglite: string; postgres: string | null } {
  const suffix = `seeded_${process.pid}_${key.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
  return { pglite: path.join(path.dirname(templates.pgliteEmpty), suffix), postgres: templates.postgres ? `${templates.postgres}_${suffix}` : null };
}

export async function dropTemplates(templates: TestDatabaseTemplates, testDatabaseUrl: string | null): Promise<void> {
  if (templates.postgres && testDatabaseUrl) {
    const seeded = await adminQuery<{ datname: string }>(testDatabaseUrl, 'SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      `${templates.postgres}_seeded_`,
    ]);
    for (const name of [...seeded.map((row) => row.datname), templates.postgres])
      await adminQuery(testDatabaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  await rm(path.dirname(templates.pgliteEmpty), { recursive: true, force: true });
}
