/**
 * The audit chains: appending a row to its chain, chaining the rows written before chains
 * existed, and verifying that every chain is whole (the hash of each row is audit-hash.ts).
 *
 * A writer appends to the chain of its database connection ('0'..'7', pg_backend_pid() modulo
 * the number of chains): it locks that chain's head row (SELECT ... FOR UPDATE) inside its own
 * transaction, inserts the row with the next sequence number and the hash over the head's hash,
 * and moves the head. Two writers on one chain wait for each other, so a chain never forks; a
 * transaction writing several rows stays on its connection's chain, so it never holds two heads.
 * The lock is held until the writer's transaction ends, like any row it changed.
 *
 * Verification reads the heads and every row in one snapshot (repeatable read) and names the
 * first row that breaks a chain: a hash that does not match its content (changed), a missing
 * sequence number or a head ahead of the last row (removed), a row beyond its head, in a chain
 * the heads do not know, or without a chain although written after chaining began (inserted).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { auditRowHash, storedDetail, GENESIS_HASH } from './audit-hash';

/** Chains concurrent writers spread over (the migration creates a head for each). */
export const AUDIT_CHAIN_COUNT = 8;
/** The chain of the rows written before chains existed, in id order. */
export const LEGACY_CHAIN = 'legacy';

const BATCH = 1000;

export interface AuditEntry {
  personId: number | null;
  action: string;
  ip: string | null;
  now: Date;
  detail?: Record<string, unknown>;
}

async function lockHead(trx: Kysely<Database>, chain: string | null) {
  const own = sql<string>`(pg_backend_pid() % ${sql.lit(AUDIT_CHAIN_COUNT)})::text`;
  return trx
    .selectFrom('audit_chain_heads')
    .select(['chain', 'seq', 'hash'])
    .where('chain', '=', chain ?? own)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** Appends one audit row to the chain of the connection, in the caller's transaction (or its own). */
export async function appendAuditRow(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => appendAuditRow(trx, entry));
  const head = await lockHead(db, null);
  const detail = storedDetail(entry.detail);
  const seq = Number(head.seq) + 1;
  const hash = auditRowHash({ chain: head.chain, seq, personId: entry.personId, action: entry.action, detail, ip: entry.ip, at: entry.now }, head.hash);
  await db
    .insertInto('audit_log')
    .values({ person_id: entry.personId, action: entry.action, ip: entry.ip, at: entry.now, detail: JSON.stringify(detail), chain: head.chain, seq, hash })
    .execute();
  await db.updateTable('audit_chain_heads').set({ seq, hash }).where('chain', '=', head.chain).execute();
}

/**
 * Chains the rows that existed before migration 0028 (id up to audit_chain_legacy.max_id) on the
 * legacy chain, in id order. Run at start-up before serving; a second run finds nothing to do.
 * Returns how many rows it chained.
 */
export async function chainLegacyAuditRows(db: Kysely<Database>): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction().execute(async (trx) => {
      const head = await lockHead(trx, LEGACY_CHAIN);
      const legacy = await trx.selectFrom('audit_chain_legacy').select('max_id').executeTakeFirst();
      const rows = await trx
        .selectFrom('audit_log')
        .select(['id', 'person_id', 'action', 'detail', 'ip', 'at'])
        .where('chain', 'is', null)
        .where('id', '<=', Number(legacy?.max_id ?? 0))
        .orderBy('id')
        .limit(BATCH)
        .execute();
      let seq = Number(head.seq);
      let hash = head.hash;
      for (const row of rows) {
        seq += 1;
        hash = auditRowHash({ chain: LEGACY_CHAIN, seq, personId: row.person_id, action: row.action, detail: row.detail, ip: row.ip, at: row.at }, hash);
        await trx.updateTable('audit_log').set({ chain: LEGACY_CHAIN, seq, hash }).where('id', '=', row.id).execute();
      }
      if (rows.length > 0) await trx.updateTable('audit_chain_heads').set({ seq, hash }).where('chain', '=', LEGACY_CHAIN).execute();
      return rows.length;
    });
    total += done;
    if (done < BATCH) return total;
  }
}

export type AuditBreakKind = 'changed' | 'removed' | 'inserted' | 'unchained';

/** The first row found breaking a chain. A removed row has no id: its chain and sequence name it. */
export interface AuditChainBreak {
  kind: AuditBreakKind;
  id: number | null;
  chain: string | null;
  seq: number | null;
}

export interface AuditChainReport {
  whole: boolean;
  chains: number;
  rows: number;
  first: AuditChainBreak | null;
}

export interface ChainedRow {
  id: number | string;
  chain: string;
  seq: number | string;
  hash: string;
  person_id: number | string | null;
  action: string;
  detail: unknown;
  ip: string | null;
  at: Date | string;
}

/**
 * Walks one chain's rows in sequence order against its head; no database, so the rule can be
 * read and tested on its own. `add` and `end` return the first break and nothing after it.
 */
export class ChainWalk {
  #seq = 0;
  #hash = GENESIS_HASH;
  #broken = false;
  rows = 0;

  constructor(
    readonly chain: string,
    readonly head: { seq: number; hash: string },
  ) {}

  #found(found: AuditChainBreak): AuditChainBreak {
    this.#broken = true;
    return found;
  }

  add(row: ChainedRow): AuditChainBreak | null {
    this.rows += 1;
    if (this.#broken) return null;
    const seq = Number(row.seq);
    const id = Number(row.id);
    if (seq > this.head.seq) return this.#found({ kind: 'inserted', id, chain: this.chain, seq });
    if (seq !== this.#seq + 1) return this.#found({ kind: 'removed', id: null, chain: this.chain, seq: this.#seq + 1 });
    const expected = auditRowHash(
      { chain: this.chain, seq, personId: row.person_id, action: row.action, detail: row.detail, ip: row.ip, at: row.at },
      this.#hash,
    );
    if (expected !== row.hash) return this.#found({ kind: 'changed', id, chain: this.chain, seq });
    this.#seq = seq;
    this.#hash = row.hash;
    return null;
  }

  end(): AuditChainBreak | null {
    if (this.#broken) return null;
    if (this.#seq < this.head.seq) return this.#found({ kind: 'removed', id: null, chain: this.chain, seq: this.#seq + 1 });
    if (this.#hash !== this.head.hash) return this.#found({ kind: 'changed', id: null, chain: this.chain, seq: this.#seq });
    return null;
  }
}

/** The earlier of two breaks: by id when both have one, a named row before an unnamed one. */
function earlier(a: AuditChainBreak | null, b: AuditChainBreak | null): AuditChainBreak | null {
  if (!a || !b) return a ?? b;
  if (a.id !== null && b.id !== null) return a.id <= b.id ? a : b;
  return a.id !== null ? a : b;
}

const ROW_COLUMNS = ['id', 'chain', 'seq', 'hash', 'person_id', 'action', 'detail', 'ip', 'at'] as const;

/** Verifies every chain in one snapshot; `first` is the earliest row (by id) that breaks one. */
export async function verifyAuditChains(db: Kysely<Database>): Promise<AuditChainReport> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const heads = await trx.selectFrom('audit_chain_heads').select(['chain', 'seq', 'hash']).orderBy('chain').execute();
      let first: AuditChainBreak | null = null;
      let rows = 0;
      for (const head of heads) {
        const walk = new ChainWalk(head.chain, { seq: Number(head.seq), hash: head.hash });
        let after = 0;
        for (;;) {
          const batch = await trx
            .selectFrom('audit_log')
            .select(ROW_COLUMNS)
            .where('chain', '=', head.chain)
            .where('seq', '>', after)
            .orderBy('seq')
            .limit(BATCH)
            .execute();
          for (const row of batch) first = earlier(first, walk.add(row as ChainedRow));
          if (batch.length < BATCH) break;
          after = Number(batch[batch.length - 1]!.seq);
        }
        first = earlier(first, walk.end());
        rows += walk.rows;
      }
      // Rows outside every known chain: none is written by the portal once the old rows are chained.
      const known = heads.map((head) => head.chain);
      const outside = trx
        .selectFrom('audit_log')
        .where((eb) => (known.length > 0 ? eb.or([eb('chain', 'is', null), eb('chain', 'not in', known)]) : eb('chain', 'is', null)));
      const stray = await outside.select(['id', 'chain', 'seq']).orderBy('id').limit(1).executeTakeFirst();
      if (stray) {
        const legacy = await trx.selectFrom('audit_chain_legacy').select('max_id').executeTakeFirst();
        const id = Number(stray.id);
        const kind = stray.chain === null && id <= Number(legacy?.max_id ?? 0) ? 'unchained' : 'inserted';
        first = earlier(first, { kind, id, chain: stray.chain, seq: stray.seq === null ? null : Number(stray.seq) });
        rows += Number((await outside.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
      }
      return { whole: first === null, chains: heads.length, rows, first };
    });
}
