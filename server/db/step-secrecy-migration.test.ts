/**
 * Migration 0042 on a database that already held letters: every existing step takes its letter's
 * secrecy class, and from then on the triggers keep the two equal.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { listMigrations, migrate } from './migrate';

let current: TestDatabase | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

describe('migration 0042 step secrecy', { timeout: 120_000 }, () => {
  it("gives every existing step its letter's class", async () => {
    current = await createTestDatabase({ migrate: false });
    const db = current.db;
    const versions = (await listMigrations()).map((m) => m.version);
    await migrate(db, undefined, new Set(versions.filter((v) => v <= '0041')));
    // Letters as the portal wrote them before: a normal one and a ลับ one, each routed twice.
    await sql`INSERT INTO departments (id, name_th) VALUES (1, 'กองกลาง'), (2, 'กองคลัง')`.execute(db);
    await sql`INSERT INTO documents (id, doc_type_id, subject, owner_department_id, secret_id) VALUES
      (1, 1, 'ขอเชิญประชุม', 1, 1), (2, 1, 'รายงานผลการสอบสวน', 1, 2)`.execute(db);
    await sql`INSERT INTO transactions (document_id, kind, state, to_department_id) VALUES
      (1, 'create', 'done', 1), (1, 'send', 'unreceived', 2), (2, 'create', 'done', 1), (2, 'send', 'unreceived', 2)`.execute(db);

    expect(await migrate(db, undefined, new Set(['0042']))).toEqual(['0042']);

    const steps = await sql<{ secret: number; carried: number | null }>`
      SELECT d.secret_id AS secret, t.document_secret_id AS carried FROM transactions t JOIN documents d ON d.id = t.document_id`.execute(db);
    expect(steps.rows).toHaveLength(4);
    expect(new Set(steps.rows.map((row) => row.secret))).toEqual(new Set([1, 2]));
    expect(steps.rows.filter((row) => row.carried !== row.secret)).toEqual([]);
    // A step written afterwards takes the class too.
    await sql`INSERT INTO transactions (document_id, kind, state, to_department_id) VALUES (2, 'present', 'presented', 2)`.execute(db);
    const added = await sql<{ carried: number }>`SELECT document_secret_id AS carried FROM transactions WHERE kind = 'present'`.execute(db);
    expect(added.rows).toEqual([{ carried: 2 }]);
  });
});
