/**
 * Migration 0030 files the letters closed before filing existed: at their close time, with the
 * department whose step closed them and the default retention; a closed follow marker files nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-db';
import { A, createOrg, helpers } from '../test-org';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
  const before = (await listMigrations()).map((m) => m.version).filter((version) => version < '0030');
  await migrate(database.db, undefined, new Set(before));
}, 120_000);
afterAll(async () => database?.close());

describe('migration 0030', () => {
  it('files the letters closed before it, at their close time', async () => {
    const { db } = database;
    const org = await createOrg(db);
    const h = helpers(db);
    const closed = await h.create(org.officerA, { subject: 'เรื่องที่ปิดไปแล้ว' });
    const followed = await h.create(org.officerA, { subject: 'เรื่องที่ยังติดตาม' });
    // 2024-12-31 20:00 UTC is already 1 January 2568 in Bangkok.
    await db
      .updateTable('transactions')
      .set({ state: 'closed', acted_action: 'close', acted_at: '2024-12-31T20:00:00Z' })
      .where('id', '=', closed.F_TRANS_ID)
      .execute();
    await db
      .updateTable('transactions')
      .set({ state: 'closed', kind: 'follow', acted_at: '2024-06-01T00:00:00Z' })
      .where('id', '=', followed.F_TRANS_ID)
      .execute();

    expect(await migrate(db, undefined, new Set(['0030']))).toEqual(['0030']);

    const filings = await db.selectFrom('filings').selectAll().execute();
    expect(filings).toHaveLength(1);
    expect(filings[0]).toMatchObject({
      document_id: closed.F_DOC_ID,
      department_id: A,
      year_be: 2568,
      retention_years: 10,
      never_destroy: false,
      destroy_year_be: 2579,
    });
    expect(new Date(filings[0]!.filed_at).toISOString()).toBe('2024-12-31T20:00:00.000Z');
  });
});
