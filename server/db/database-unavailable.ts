/**
 * Tells a database that cannot answer now (restarting, failing over, unreachable, out of
 * connections) from a query that is wrong. The first is temporary: the call answers 503 and a
 * retry works once the database is back; the second is a bug and answers 500.
 */

/** SQLSTATE classes and codes of a server that cannot serve the query now. */
const UNAVAILABLE_CLASSES = [
  '08', // connection exception (08000, 08003 no connection, 08006 connection failure...)
  '53', // insufficient resources (53300 too many connections, 53100 disk full...)
];
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shut-down
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '57P05', // idle_session_timeout
]);

/** Node's socket errors on the way to the server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** pg and pg-pool report a lost or never-made connection by message only (and PostgreSQL a closed database by a generic code). */
const MESSAGES = [
  /Connection terminated/i, // unexpectedly, or due to connection timeout
  /not queryable/i, // a later query (a rollback) on a client that lost its connection
  /timeout exceeded when trying to connect/i, // no pooled connection within connectionTimeoutMillis
  /PGlite is closed/i, // the embedded engine closed while the server stops
  /is not currently accepting connections/i, // 55000: the database closed to connections for maintenance
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Node reports a refused connection to every address of a host as one AggregateError.
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
