/**
 * Migration 0029 on a database that held the old register columns: a paired column splits in
 * two at its place (from_to: from, to; speed_secret: speed, secret), a book or kind whose rows
 * were exactly the old built-in order gets the regulation's order, other settings keep their
 * order, and the widened CHECK takes the new keys and refuses the old ones.
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

const OLD_ORDER = ['number', 'registered_at', 'doc_no', 'subject', 'from_to', 'speed_secret'];

describe('migration 0029 register columns', { timeout: 120_000 }, () => {
  it('moves old column settings to the new keys, keeping their order', async () => {
    current = await createTestDatabase({ migrate: false });
    const db = current.db;
    const versions = (await listMigrations()).map((m) => m.version);
    await migrate(db, undefined, new Set(versions.filter((v) => v <= '0028')));

    await sql`INSERT INTO departments (id, name_th) VALUES (1, 'กองกลาง'), (2, 'กองคลัง'), (3, 'กองแผน')`.execute(db);
    await sql`INSERT INTO register_books (id, department_id, register, name_th) VALUES (1, 1, 'receive', 'เดิม'), (2, 2, 'receive', 'จัดเอง'), (3, 3, 'send', 'ไม่มีแถว')`.execute(
      db,
    );
    // Book 1: the old default, row by row. Book 2: its own order, from/to first, subject hidden, speed/secret last.
    for (const [i, key] of OLD_ORDER.entries())
      await sql`INSERT INTO register_book_columns (book_id, column_key, position, visible) VALUES (1, ${key}, ${(i + 1) * 10}, true)`.execute(db);
    await sql`INSERT INTO register_book_columns (book_id, column_key, position, visible) VALUES
      (2, 'from_to', 5, true), (2, 'number', 10, true), (2, 'subject', 20, false), (2, 'speed_secret', 90, true)`.execute(db);
    // The receive kind's defaults are the old default; the send kind's hide from/to.
    for (const [i, key] of OLD_ORDER.entries())
      await sql`INSERT INTO register_display_columns (id, register, column_key, position, visible) VALUES (${i + 1}, 'receive', ${key}, ${(i + 1) * 10}, true)`.execute(
        db,
      );
    await sql`INSERT INTO register_display_columns (id, register, column_key, position, visible) VALUES (7, 'send', 'from_to', 50, false)`.execute(db);

    expect(await migrate(db, undefined, new Set(['0029']))).toEqual(['0029']);

    const book = async (id: number) =>
      (
        await sql<{ column_key: string; position: number; visible: boolean }>`
          SELECT column_key, position, visible FROM register_book_columns WHERE book_id = ${id} ORDER BY position, column_key`.execute(db)
      ).rows;
    expect((await book(1)).map((row) => [row.column_key, row.position, row.visible])).toEqual([
      ['number', 10, true],
      ['doc_no', 20, true],
      ['doc_date', 30, true],
      ['from', 40, true],
      ['to', 50, true],
      ['subject', 60, true],
      ['disposal', 70, true],
      ['remark', 80, true],
    ]);
    // Each half of a pair at the pair's place and visibility; ties read in the built-in order (from, to; speed, secret).
    expect((await book(2)).map((row) => [row.column_key, row.position, row.visible])).toEqual([
      ['from', 5, true],
      ['to', 5, true],
      ['number', 10, true],
      ['subject', 20, false],
      ['secret', 90, true],
      ['speed', 90, true],
    ]);
    expect(await book(3)).toEqual([]);

    const kind = async (register: string) =>
      (
        await sql<{ column_key: string; position: number; visible: boolean }>`
          SELECT column_key, position, visible FROM register_display_columns WHERE register = ${register} ORDER BY position, column_key`.execute(db)
      ).rows.map((row) => [row.column_key, row.position, row.visible]);
    expect((await kind('receive')).map(([key]) => key)).toEqual(['number', 'doc_no', 'doc_date', 'from', 'to', 'subject', 'disposal', 'remark']);
    expect(await kind('send')).toEqual([
      ['from', 50, false],
      ['to', 50, false],
    ]);
    const ids = (await sql<{ id: number }>`SELECT id FROM register_display_columns`.execute(db)).rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);

    // The widened CHECK: a new key is taken, an old one refused; an entry carries a remark.
    await sql`INSERT INTO register_book_columns (book_id, column_key) VALUES (3, 'owner')`.execute(db);
    await expect(sql`INSERT INTO register_book_columns (book_id, column_key) VALUES (3, 'from_to')`.execute(db)).rejects.toThrow();
    const remark = await sql<{ data_type: string }>`
      SELECT data_type FROM information_schema.columns WHERE table_name = 'register_entries' AND column_name = 'remark'`.execute(db);
    expect(remark.rows).toEqual([{ data_type: 'text' }]);
  });
});
