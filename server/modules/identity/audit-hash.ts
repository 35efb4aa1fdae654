/**
 * The one definition of an audit row's hash: SHA-256 (hex) over a canonical serialisation of
 * the row's content and the previous row's hash in its chain. Used when a row is appended and
 * when the chains are verified; nothing else may serialise an audit row for hashing.
 *
 * The serialisation is the JSON text of an array, in this order: the format version, chain,
 * sequence number, person id (decimal text or null), action, detail (object keys sorted at every
 * depth), ip, the instant as ISO 8601 in UTC with milliseconds, and the previous hash. The row's
 * id is not part of it (the database assigns it); the (chain, seq) pair places the row instead.
 */
import { createHash } from 'node:crypto';

/** The "previous hash" of a chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

const FORMAT_VERSION = 1;

export interface AuditRowContent {
  chain: string;
  seq: number;
  personId: number | string | null;
  action: string;
  detail: unknown;
  ip: string | null;
  at: Date | string;
}

/** A JSON value with every object's keys in sorted order (arrays keep their order). */
function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(source)
        .sort()
        .map((key) => [key, sortedKeys(source[key])]),
    );
  }
  return value;
}

/**
 * The detail as the database gives it back from jsonb: what JSON can carry, undefined fields
 * dropped. Writers hash this form so the verifier, which reads the stored jsonb, agrees.
 */
export function storedDetail(detail: Record<string, unknown> | undefined): Record<string, unknown> {
  return JSON.parse(JSON.stringify(detail ?? {})) as Record<string, unknown>;
}

export function canonicalAuditRow(row: AuditRowContent, previousHash: string): string {
  const detail = typeof row.detail === 'string' ? (JSON.parse(row.detail) as unknown) : row.detail;
  return JSON.stringify([
    FORMAT_VERSION,
    row.chain,
    row.seq,
    row.personId === null ? null : String(row.personId),
    row.action,
    sortedKeys(detail),
    row.ip,
    new Date(row.at).toISOString(),
    previousHash,
  ]);
}

export function auditRowHash(row: AuditRowContent, previousHash: string): string {
  return createHash('sha256').update(canonicalAuditRow(row, previousHash), 'utf8').digest('hex');
}
