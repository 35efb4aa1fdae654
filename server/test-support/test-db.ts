/**
 * A throw-away database for a test: CREATE DATABASE test_<random> on the PostgreSQL named
 * by TEST_DATABASE_URL when set (CI runs the server suite that way too), otherwise a PGlite
 * in a temporary folder. Migrated unless asked not to; close() drops it.
 *
 * Both start as copies of the run's templates (test-templates.ts, made by the global set-up),
 * so a test pays neither PGlite's initdb nor the migrations. Tests of the migrations ask for
 * { migrate: false } and get an empty database to run them on.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { inject } from 'vitest';
import { openPGlite, openPostgres, type DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { adminQuery, TEST_DATABASE_URL, withDatabase } from './postgres-admin';
import { copyPGliteDataDir, seededTemplateName, type TestDatabaseTemplates } from './test-templates';

export { TEST_DATABASE_URL } from './postgres-admin';

export interface TestDatabase {
  db: Kysely<Database>;
  handle: DatabaseHandle;
  /** PGlite only: the DATA_DIR used (for lock-file tests). */
  dataDir: string | null;
  close(): Promise<void>;
}

function templates(): TestDatabaseTemplates {
  const provided = inject('testDatabaseTemplates');
  // Without them every test would silently pay initdb and the migrations again.
  if (!provided) throw new Error('test database templates missing: vitest.config.ts must list server/test-support/global-setup.ts in globalSetup');
  return provided;
}

async function createPostgres(url: string, template: string | null): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const handle = openPostgres(withDatabase(url, name), { max: 5 });
  return {
    db: handle.db,
    handle,
    dataDir: null,
    close: async () => {
      await handle.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function createPGlite(template: string): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'saraban-test-'));
  let handle: DatabaseHandle;
  try {
    copyPGliteDataDir(template, dataDir);
    handle = await openPGlite(dataDir);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    db: handle.db,
    handle,
    dataDir,
    close: async () => {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The seeded templates this test process made, by key (createSeededTestDatabase). */
const seededTemplates = new Map<string, Promise<string>>();

/** Copies the run's migrated template, seeds the copy and closes it: a template of this process's own. */
async function makeSeededTemplate(key: string, seedInto: (db: Kysely<Database>) => Promise<void>): Promise<string> {
  const names = seededTemplateName(templates(), key);
  if (TEST_DATABASE_URL) {
    const name = names.postgres!;
    await adminQuery(TEST_DATABASE_URL, `CREATE DATABASE ${name} TEMPLATE ${templates().postgres}`);
    // Closed before use: PostgreSQL copies a template only while nobody is connected to it.
    const handle = openPostgres(withDatabase(TEST_DATABASE_URL, name), { max: 1 });
    try {
      await seedInto(handle.db);
    } finally {
      await handle.close();
    }
    return name;
  }
  copyPGliteDataDir(templates().pgliteMigrated!, names.pglite);
  const handle = await openPGlite(names.pglite);
  try {
    await seedInto(handle.db);
  } finally {
    await handle.close();
  }
  return names.pglite;
}

/**
 * A migrated database holding what `seedInto` writes, for the many tests that start from the same
 * demo data: the first call for a key in this test process seeds a template of its own (dropped
 * with the run's templates), and every call gets a copy of it, so the seeding is paid once per
 * process instead of once per test. One key must always mean one seed.
 */
export async function createSeededTestDatabase(key: string, seedInto: (db: Kysely<Database>) => Promise<void>): Promise<TestDatabase> {
  if (!seededTemplates.has(key)) seededTemplates.set(key, makeSeededTemplate(key, seedInto));
  const template = await seededTemplates.get(key)!;
  return TEST_DATABASE_URL ? createPostgres(TEST_DATABASE_URL, template) : createPGlite(template);
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrate !== false;
  const { postgres, pgliteEmpty, pgliteMigrated } = templates();
  if (TEST_DATABASE_URL) {
    if (!postgres) throw new Error('TEST_DATABASE_URL is set but the global set-up made no PostgreSQL template');
    // An empty database is PostgreSQL's own default template; the migrated one is this run's.
    return createPostgres(TEST_DATABASE_URL, migrated ? postgres : null);
  }
  if (!pgliteMigrated) throw new Error('the global set-up made no migrated PGlite template');
  return createPGlite(migrated ? pgliteMigrated : pgliteEmpty);
}

/**
 * Puts an initialised PGlite database without any table into dataDir, laid out as openPGlite
 * expects: for tests that open PGlite themselves whatever the engine. A copy of the run's
 * template, because initialising one from nothing takes seconds.
 */
export function copyEmptyPGliteInto(dataDir: string): void {
  copyPGliteDataDir(templates().pgliteEmpty, dataDir);
}
