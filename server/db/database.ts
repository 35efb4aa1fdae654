/**
 * Opens the one query layer: Kysely<Database> over PostgreSQL (DATABASE_URL) or, by default,
 * PGlite in DATA_DIR/pglite guarded by DATA_DIR/pglite.lock. Callers see the same API and the
 * same value types on both engines.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// Trigram search over Thai text (migration 0003), and plain columns in the same GIN index as the
// trigrams (migration 0042); PostgreSQL ships both as contrib extensions.
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import { withNamedStatements } from './named-statements';
import { acquireFileLock } from './pglite-lock';
import type { Database } from './schema';

export type DatabaseEngine = 'pglite' | 'postgresql';

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** Waits for running queries, closes the engine and (PGlite) removes the lock file. Safe to call twice. */
  close(): Promise<void>;
}

// int8 (bigint) columns hold ids such as 10000000: far below 2^53, so both engines return
// plain numbers (pg would return strings, PGlite numbers; one type keeps callers simple).
const INT8_OID = 20;
const parseInt8 = (value: string): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${value} is beyond JavaScript's safe integer range`);
  return n;
};

export function pgliteFolder(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function pgliteLockFile(dataDir: string): string {
  return path.join(dataDir, 'pglite.lock');
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => (running ??= fn());
}

export async function openPGlite(dataDir: string): Promise<DatabaseHandle> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireFileLock(pgliteLockFile(dataDir));
  try {
    const pglite = await PGlite.create(pgliteFolder(dataDir), { parsers: { [INT8_OID]: parseInt8 }, extensions: { pg_trgm, btree_gin } });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    return {
      db,
      engine: 'pglite',
      close: once(async () => {
        try {
          await db.destroy();
          // Kysely skips the driver's destroy when no query ever ran; close PGlite ourselves.
          if (!pglite.closed) await pglite.close();
        } finally {
          lock.release();
        }
      }),
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Planner settings of the portal's own sessions (an `options` parameter in DATABASE_URL
 * replaces them). The portal runs short queries over data that sits in memory:
 * - random_page_cost 1.1 instead of 4 (the spinning-disk default): at 4 a search for a common
 *   Thai word checks 50,000 letters through the trigram index (66 ms) instead of looking up
 *   the viewer's 3,600 steps' letters (12 ms); rare words still start from the index.
 * - no parallel workers: starting them costs more than they save on a query of a few
 *   milliseconds, and they take the cores other requests need (measured 26 ms vs 12 ms).
 * docs/benchmarks.md has the measurements.
 */
const PLANNER_SETTINGS = '-c random_page_cost=1.1 -c max_parallel_workers_per_gather=0';

/**
 * How long a query waits for a pooled connection before it fails (and its call answers 503):
 * while PostgreSQL restarts or the network is cut, requests fail fast instead of piling up.
 */
const CONNECT_TIMEOUT_MS = 10_000;

export function openPostgres(connectionString: string, options: { max?: number; connectionTimeoutMillis?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS,
    // TCP keep-alive finds a connection whose server vanished without closing it (network cut).
    keepAlive: true,
    options: PLANNER_SETTINGS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary' ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A connection losing its server (restart, fail-over, pg_terminate_backend, network reset)
  // must never end the process. pg emits 'error' on the client, and an 'error' event nobody
  // listens to throws: the pool listens on idle clients only, so every client gets a listener
  // of its own for the time it is checked out. Nothing is lost by ignoring the event: the
  // running query (and any later one on that client) is rejected with the error, and the pool
  // drops a client that is no longer queryable when it is released instead of reusing it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  return { db, engine: 'postgresql', close: once(() => db.destroy()) };
}

export async function openDatabase(config: { databaseUrl: string | null; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPGlite(config.dataDir);
}
