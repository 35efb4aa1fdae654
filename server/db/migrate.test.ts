import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { listMigrations, migrate } from './migrate';

let current: TestDatabase | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

async function tables(t: TestDatabase): Promise<string[]> {
  const result = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
    t.db,
  );
  return result.rows.map((r) => r.table_name);
}

// Real databases (and scrypt, child processes) on a shared 2-core machine: allow for load.
describe('migrate', { timeout: 120_000 }, () => {
  it('applies every migration once, in order, and a second run changes nothing', async () => {
    current = await createTestDatabase({ migrate: false });
    const files = await listMigrations();
    expect(files[0]?.version).toBe('0001');
    expect(await migrate(current.db)).toEqual(files.map((f) => f.version));
    expect(await tables(current)).toEqual(expect.arrayContaining(['app_settings', 'departments', 'people', 'schema_migrations']));
    const before = await current.db.selectFrom('schema_migrations').selectAll().orderBy('version').execute();
    expect(await migrate(current.db)).toEqual([]);
    expect(await current.db.selectFrom('schema_migrations').selectAll().orderBy('version').execute()).toEqual(before);
  });

  it('serialises concurrent runs: each migration is applied exactly once', async () => {
    current = await createTestDatabase({ migrate: false });
    const results = await Promise.all([migrate(current.db), migrate(current.db), migrate(current.db)]);
    const files = await listMigrations();
    expect(results.flat().sort()).toEqual(files.map((f) => f.version));
  });

  it('leaves nothing behind from a failing migration', async () => {
    current = await createTestDatabase();
    const dir = await mkdtemp(path.join(tmpdir(), 'saraban-migrations-'));
    try {
      await writeFile(path.join(dir, '9001_ok.sql'), 'create table demo_ok (id int);');
      await writeFile(path.join(dir, '9002_broken.sql'), 'create table demo_half (id int); select * from missing_table;');
      await expect(migrate(current.db, dir)).rejects.toThrow(/9002_broken\.sql failed/);
      expect(await tables(current)).toContain('demo_ok');
      expect(await tables(current)).not.toContain('demo_half');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses badly named files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'saraban-migrations-'));
    try {
      await writeFile(path.join(dir, '1_bad.sql'), '');
      await expect(listMigrations(dir)).rejects.toThrow(/NNNN_lower_case_name/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('treats usernames as unique ignoring case', async () => {
    current = await createTestDatabase();
    await current.db.insertInto('people').values({ username: 'Somchai', first_name: 'ก', last_name: 'ข' }).execute();
    await expect(current.db.insertInto('people').values({ username: 'somchai', first_name: 'ก', last_name: 'ข' }).execute()).rejects.toThrow(
      /unique|duplicate/i,
    );
  });
});
