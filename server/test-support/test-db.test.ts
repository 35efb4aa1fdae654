import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { listMigrations } from '../db/migrate';
import { createTestDatabase, type TestDatabase } from './test-db';

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.close()));
});

async function open(options?: { migrate?: boolean }): Promise<TestDatabase> {
  const t = await createTestDatabase(options);
  opened.push(t);
  return t;
}

async function tableCount(t: TestDatabase): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(t.db);
  return result.rows[0]?.n ?? -1;
}

// Test databases are copies of templates made once per run; a copy must behave like a database made from nothing.
describe('createTestDatabase', () => {
  it('gives each test its own database with every migration applied: writes to one are not in the next', async () => {
    const first = await open();
    const applied = await first.db.selectFrom('schema_migrations').select('version').orderBy('version').execute();
    expect(applied.map((r) => r.version)).toEqual((await listMigrations()).map((m) => m.version));
    await first.db.insertInto('departments').values({ id: 424_242, parent_id: null, name_th: 'กองทดสอบ' }).execute();
    const second = await open();
    expect(await second.db.selectFrom('departments').select('id').where('id', '=', 424_242).execute()).toEqual([]);
  });

  it('gives a database without any table when asked not to migrate', async () => {
    expect(await tableCount(await open({ migrate: false }))).toBe(0);
  });
});
