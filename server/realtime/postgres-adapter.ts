/**
 * Several instances on one PostgreSQL: socket.io's PostgreSQL adapter carries every room
 * emit and disconnectSockets() to the other instances through LISTEN/NOTIFY, so a person
 * connected to instance B receives what an action on instance A caused.
 *
 * - Its own small pg.Pool (not the API's): one connection stays checked out for LISTEN, and a
 *   burst of NOTIFYs must not wait behind API queries (nor starve them).
 * - PostgreSQL dropping a connection (restart, fail-over, idle time-out, pg_terminate_backend)
 *   must not end the process: a pooled client's 'error' is only handled by the pool while the
 *   client is idle, so the LISTEN client, which is never idle, gets its own listener here, and
 *   is handed back to the pool as broken so that its slot is freed. The adapter then acquires
 *   a new client and LISTENs again (it reconnects by itself on the client's 'end').
 * - Payloads over NOTIFY's 8,000-byte limit travel through the table socket_io_attachments,
 *   which the adapter expects to exist and trims every 30 s; it is created here if missing.
 *
 * PGlite is one process by construction: start.ts uses this only with DATABASE_URL.
 */
import pg from 'pg';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Server } from 'socket.io';

export const ATTACHMENTS_TABLE = 'socket_io_attachments';

export interface ClusterAdapterHandle {
  close(): Promise<void>;
}

type Log = (error: unknown, message: string) => void;

/**
 * Attaches the PostgreSQL adapter to `io`; resolves once the attachments table exists. The
 * LISTEN connection is made in the background (and remade after a loss) by the adapter.
 */
export async function attachPostgresAdapter(io: Server, databaseUrl: string, log: Log): Promise<ClusterAdapterHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4, idleTimeoutMillis: 30_000 });
  // Idle clients: the pool re-emits their errors here and drops them.
  pool.on('error', (error) => log(error, 'realtime adapter: idle database connection lost'));

  await ensureAttachmentsTable(pool);

  // What the adapter uses of a pool: connect() for its LISTEN client, query() for NOTIFY.
  const adapterPool = {
    query: pool.query.bind(pool),
    connect: async () => {
      const client = await pool.connect();
      const release = client.release.bind(client);
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        release(error);
      };
      client.release = releaseOnce;
      const broken = (error: Error) => {
        log(error, 'realtime adapter: listening database connection lost; listening again');
        releaseOnce(error);
      };
      client.on('error', broken);
      client.on('end', () => releaseOnce(new Error('connection ended')));
      return client;
    },
  } as unknown as pg.Pool;

  io.adapter(
    createAdapter(adapterPool, {
      tableName: ATTACHMENTS_TABLE,
      errorHandler: (error) => log(error, 'realtime adapter: publishing to other instances failed'),
    }),
  );

  let closed: Promise<void> | null = null;
  return {
    close: () =>
      (closed ??= (async () => {
        // Closing the namespace's adapter releases its LISTEN client and stops its timers.
        await io.of('/').adapter.close();
        await pool.end();
      })()),
  };
}

async function ensureAttachmentsTable(pool: pg.Pool): Promise<void> {
  const create = `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`;
  try {
    await pool.query(create);
  } catch (error) {
    // Two instances starting together can race on CREATE TABLE IF NOT EXISTS (duplicate type
    // name); the table exists afterwards either way.
    const exists = await pool.query(`SELECT to_regclass($1) AS t`, [ATTACHMENTS_TABLE]);
    if (!exists.rows[0]?.t) throw error;
  }
}
