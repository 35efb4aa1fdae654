/**
 * Migrations 0042 and 0043 on a database that already held letters, and the triggers that keep
 * department_letters exact afterwards: a department has a row for each normal letter it owns or
 * was routed, with the letter's search text, and no other.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-db';
import { listMigrations, migrate } from './migrate';
import type { Database } from './schema';

let current: TestDatabase | null = null;
afterEach(async () => {
  await current?.close();
  current = null;
});

const rows = async (db: Kysely<Database>) =>
  (await sql<{ row: string }>`SELECT department_id || ':' || document_id || ':' || search_text AS row FROM department_letters ORDER BY 1`.execute(db)).rows.map(
    (r) => r.row,
  );

describe('migrations 0042 and 0043: department letters', { timeout: 120_000 }, () => {
  it('gives each department its normal letters, and follows new steps, a change of class, owner or text, and removed steps', async () => {
    current = await createTestDatabase({ migrate: false });
    const db = current.db;
    const versions = (await listMigrations()).map((m) => m.version);
    await migrate(db, undefined, new Set(versions.filter((v) => v <= '0041')));
    // Letters as the portal wrote them before: a normal one and a ลับ one, each sent to department 2.
    await sql`INSERT INTO departments (id, name_th) VALUES (1, 'กองกลาง'), (2, 'กองคลัง'), (3, 'กองแผน')`.execute(db);
    await sql`INSERT INTO documents (id, doc_type_id, subject, owner_department_id, secret_id) VALUES
      (1, 1, 'ขอเชิญประชุม', 1, 1), (2, 1, 'รายงานผลการสอบสวน', 1, 2)`.execute(db);
    await sql`INSERT INTO transactions (id, document_id, kind, state, to_department_id) VALUES
      (1, 1, 'create', 'done', 1), (2, 1, 'send', 'unreceived', 2), (3, 2, 'create', 'done', 1), (4, 2, 'send', 'unreceived', 2)`.execute(db);

    expect(await migrate(db, undefined, new Set(['0042', '0043']))).toEqual(['0042', '0043']);
    expect(await rows(db)).toEqual(['1:1:ขอเชิญประชุม   ', '2:1:ขอเชิญประชุม   ']);

    // A new step: its department gains the normal letter, not the secret one.
    await sql`INSERT INTO transactions (id, document_id, kind, state, to_department_id) VALUES (5, 1, 'send', 'unreceived', 3), (6, 2, 'send', 'unreceived', 3)`.execute(
      db,
    );
    expect(await rows(db)).toEqual(['1:1:ขอเชิญประชุม   ', '2:1:ขอเชิญประชุม   ', '3:1:ขอเชิญประชุม   ']);
    // Raised to ลับ: no department reads it by rule; lowered again: every department it went to.
    await sql`UPDATE documents SET secret_id = 2 WHERE id = 1`.execute(db);
    expect(await rows(db)).toEqual([]);
    await sql`UPDATE documents SET secret_id = 1 WHERE id IN (1, 2)`.execute(db);
    expect(await rows(db)).toEqual([
      '1:1:ขอเชิญประชุม   ',
      '1:2:รายงานผลการสอบสวน   ',
      '2:1:ขอเชิญประชุม   ',
      '2:2:รายงานผลการสอบสวน   ',
      '3:1:ขอเชิญประชุม   ',
      '3:2:รายงานผลการสอบสวน   ',
    ]);
    // A new subject reaches every row; a removed step and a moved one take their departments along;
    // a new owner takes the owner's.
    await sql`UPDATE documents SET subject = 'ขอเชิญประชุมคณะทำงาน' WHERE id = 1`.execute(db);
    await sql`DELETE FROM transactions WHERE id = 6`.execute(db);
    await sql`UPDATE transactions SET to_department_id = 3 WHERE id = 4`.execute(db);
    await sql`UPDATE documents SET owner_department_id = 3 WHERE id = 2`.execute(db);
    expect(await rows(db)).toEqual([
      '1:1:ขอเชิญประชุมคณะทำงาน   ',
      '1:2:รายงานผลการสอบสวน   ',
      '2:1:ขอเชิญประชุมคณะทำงาน   ',
      '3:1:ขอเชิญประชุมคณะทำงาน   ',
      '3:2:รายงานผลการสอบสวน   ',
    ]);
    // A removed letter leaves nothing.
    await sql`DELETE FROM documents WHERE id = 2`.execute(db);
    expect(await rows(db)).toEqual(['1:1:ขอเชิญประชุมคณะทำงาน   ', '2:1:ขอเชิญประชุมคณะทำงาน   ', '3:1:ขอเชิญประชุมคณะทำงาน   ']);
    // Every step emptied at once: each normal letter stays with its owner department only.
    await sql`TRUNCATE transactions CASCADE`.execute(db);
    expect(await rows(db)).toEqual(['1:1:ขอเชิญประชุมคณะทำงาน   ']);
  });
});
