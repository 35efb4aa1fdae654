/**
 * A throw-away database for a test: CREATE DATABASE test_<random> on the PostgreSQL named
 * by TEST_DATABASE_URL when set (CI runs the server suite that way too), otherwise a fresh
 * PGlite in a temporary folder. Migrated unless asked not to; close() drops it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Kysely } from 'kysely';
import { openPGlite, openPostgres, type DatabaseHandle } from '../db/database';
import { migrate } from '../db/migrate';
import type { Database } from '../db/schema';

export interface TestDatabase {
  db: Kysely<Database>;
  handle: DatabaseHandle;
  /** PGlite only: the DATA_DIR used (for lock-file tests). */
  dataDir: string | null;
  close(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || null;

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL as string });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  let result: TestDatabase;
  if (TEST_DATABASE_URL) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const handle = openPostgres(withDatabase(TEST_DATABASE_URL, name), { max: 5 });
    result = {
      db: handle.db,
      handle,
      dataDir: null,
      close: async () => {
        await handle.close();
        await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  } else {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'saraban-test-'));
    const handle = await openPGlite(dataDir);
    result = {
      db: handle.db,
      handle,
      dataDir,
      close: async () => {
        await handle.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (options.migrate !== false) {
    try {
      await migrate(result.db);
    } catch (error) {
      await result.close();
      throw error;
    }
  }
  return result;
}
