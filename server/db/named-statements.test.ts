/** Marked statements go to PostgreSQL as named (prepared once per connection); the rest stay unnamed. */
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DATABASE_URL } from '../test-support/test-db';
import { PREPARED_MARKER, withNamedStatements } from './named-statements';
import { sql } from 'kysely';

function fakePool() {
  const calls: unknown[][] = [];
  const client = { query: (...args: unknown[]) => (calls.push(args), Promise.resolve({ rows: [] })), release: () => undefined };
  return { calls, pool: { connect: async () => client, end: async () => undefined } as unknown as pg.Pool };
}

describe('withNamedStatements', () => {
  it('names a marked statement after its text and passes others through unchanged', async () => {
    const { calls, pool } = fakePool();
    const client = await withNamedStatements(pool).connect();
    await client.query(`${PREPARED_MARKER} SELECT $1`, [1]);
    await client.query(`${PREPARED_MARKER} SELECT $1`, [2]);
    await client.query(`${PREPARED_MARKER} SELECT $1 + 1`, [3]);
    await client.query('SELECT $1', [4]);
    const [a, b, c] = calls.slice(0, 3).map((args) => args[0] as { name: string; text: string; values: unknown[] });
    expect(a!.name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(b!.name).toBe(a!.name);
    expect(b!.values).toEqual([2]);
    expect(c!.name).not.toBe(a!.name);
    expect(calls[3]).toEqual(['SELECT $1', [4]]);
  });

  it.runIf(TEST_DATABASE_URL)('PostgreSQL keeps the statement prepared on the connection and answers with new values', async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      await database.db.connection().execute(async (conn) => {
        for (const n of [1, 2, 3]) {
          const { rows } = await sql<{ n: number }>`${sql.raw(PREPARED_MARKER)} SELECT ${n}::int AS n`.execute(conn);
          expect(rows[0]!.n).toBe(n);
        }
        const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM pg_prepared_statements WHERE statement LIKE ${`${PREPARED_MARKER}%`}`.execute(conn);
        expect(Number(rows[0]!.n)).toBe(1);
      });
    } finally {
      await database.close();
    }
  });
});
