/**
 * Kysely dialect for PGlite (embedded PostgreSQL compiled to WebAssembly).
 *
 * PGlite is ONE connection. Kysely runs a transaction by taking a connection, sending BEGIN,
 * the queries, then COMMIT; with a single shared connection, another request's query sent
 * in between would silently become part of that transaction. So the driver hands the one
 * connection out under a mutex: a transaction holds it from BEGIN to COMMIT/ROLLBACK and
 * other queries wait their turn.
 *
 * Consequence to remember: inside `db.transaction().execute(async (trx) => ...)` use `trx`
 * only. A query through `db` there waits for the transaction that waits for it (deadlock),
 * exactly as it would with a PostgreSQL pool of size one.
 */
import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/** First-come first-served lock; `acquire` resolves with the function that releases it. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.#tail.then(() => {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    });
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

const CHANGING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

function toQueryResult<R>(results: Results<R>[]): QueryResult<R> {
  // A parameterless script may hold several statements: answer with the last one, as pg does.
  const last = results[results.length - 1] ?? { rows: [], fields: [] };
  const changed = last.command !== undefined && CHANGING_COMMANDS.has(last.command);
  return {
    rows: last.rows,
    numAffectedRows: changed ? BigInt(last.rowCount ?? last.affectedRows ?? 0) : undefined,
  };
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters use the simple protocol, which accepts several statements (a
    // migration file); with parameters the extended protocol, one statement. Same as pg.
    if (query.parameters.length === 0) return toQueryResult((await this.pglite.exec(query.sql)) as Results<R>[]);
    return toQueryResult([await this.pglite.query<R>(query.sql, [...query.parameters])]);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // PGlite keeps results in memory anyway; one chunk is the honest stream.
    yield await this.executeQuery<R>(query);
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #connection: PGliteConnection;
  readonly #mutex = new Mutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  #destroyed = false;

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
    this.#connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#destroyed) throw new Error('The database is closed.');
    const release = await this.#mutex.acquire();
    if (this.#destroyed) {
      release();
      throw new Error('The database is closed.');
    }
    // One connection object: remember the release of the current holder.
    this.#releases.set(this.#connection, release);
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const parts = ['start transaction'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.#savepointCommand(connection, 'savepoint', name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.#savepointCommand(connection, 'rollback to savepoint', name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    await this.#savepointCommand(connection, 'release savepoint', name, compileQuery);
  }

  async #savepointCommand(connection: DatabaseConnection, command: string, name: string, _compile: QueryCompiler['compileQuery']): Promise<void> {
    // Kysely generates savepoint names from identifiers it controls; quote them anyway.
    await connection.executeQuery(CompiledQuery.raw(`${command} "${name.replace(/"/g, '""')}"`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.#releases.get(connection);
    this.#releases.delete(connection);
    release?.();
  }

  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    // Wait for the running query or transaction to finish, then close for good.
    const release = await this.#mutex.acquire();
    this.#destroyed = true;
    try {
      if (!this.#pglite.closed) await this.#pglite.close();
    } finally {
      release();
    }
  }
}

export interface PGliteDialectConfig {
  /** An opened PGlite instance; the dialect owns it from now on and closes it on destroy. */
  pglite: PGlite;
}

export class PGliteDialect implements Dialect {
  constructor(private readonly config: PGliteDialectConfig) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.config.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own dialects take Kysely<any> here.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
