/**
 * Reused query plans on PostgreSQL for the few hot statements that ask for them.
 *
 * The pg driver sends every query as an unnamed statement, so PostgreSQL plans it again on
 * every call. For the statement behind the queue tiles (twenty-odd small index scans) planning
 * is a third of its time (pgbench: 4.7 ms unnamed, 3.0 ms prepared). A statement whose text
 * starts with PREPARED_MARKER is sent as a named statement instead, named after a hash of its
 * text: each pooled connection parses it once and PostgreSQL reuses the plan. Only statements
 * whose best plan does not depend on the values may carry the marker (a search pattern does:
 * a rare word wants the trigram index, a common one does not).
 */
import { createHash } from 'node:crypto';
import { CompiledQuery, type Kysely, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type pg from 'pg';

export const PREPARED_MARKER = '/* prepared */';

function statementName(text: string): string {
  return `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

function wrapClient(client: pg.PoolClient): PostgresPoolClient {
  return {
    query: ((textOrCursor: unknown, values?: readonly unknown[]) => {
      if (typeof textOrCursor === 'string' && textOrCursor.startsWith(PREPARED_MARKER)) {
        return client.query({ name: statementName(textOrCursor), text: textOrCursor, values: values as unknown[] });
      }
      return (client.query as (...args: unknown[]) => unknown)(textOrCursor, values);
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}

/** The pool as Kysely's PostgresDialect sees it, with marked statements sent named. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => wrapClient(await pool.connect()),
    end: () => pool.end(),
  };
}

/**
 * Runs a query built with Kysely's query builder as a named statement (the marker goes in
 * front of its compiled text). For statements whose text and best plan do not depend on the
 * values: ids as one array parameter (`= ANY(...)`), never an `IN` list of varying length.
 */
export async function executePrepared<DB, O>(db: Kysely<DB>, query: { compile(): CompiledQuery<O> }): Promise<O[]> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<O>(CompiledQuery.raw(`${PREPARED_MARKER} ${compiled.sql}`, [...compiled.parameters]));
  return rows;
}
