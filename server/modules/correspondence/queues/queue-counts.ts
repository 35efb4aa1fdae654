/**
 * Queue counters (migration 0027_queue_counts.sql): per holder and (state, kind), how many
 * routing steps there are, kept by triggers on transactions as appended changes and folded
 * into queue_counts now and then. The dashboard's tiles read them instead of counting steps:
 * a dozen counter rows instead of index scans over 20,000 steps.
 *
 * Exactness: a key's count is its queue_counts row plus its queue_count_changes rows, read in
 * one statement (one snapshot), and foldQueueCounts moves changes into queue_counts in one
 * statement too: a reader sees every committed step change exactly once, before or after a
 * fold. checkQueueCounts compares the counters with a recount of the steps.
 */
import { sql, type Kysely } from 'kysely';
import { PREPARED_MARKER } from '../../../db/named-statements';
import type { Database } from '../../../db/schema';

export type HolderKind = 'to_person' | 'to_department' | 'from_person';

export interface CounterRow {
  holder_kind: HolderKind;
  state: string;
  kind: string;
  n: number;
}

/**
 * The viewer's counter rows, summed over their identities and registry departments, per
 * (holder kind, state, kind): 'to_person' and 'to_department' rows make up the holder's
 * queues, 'from_person' rows the sender's.
 */
export async function holderCounters(db: Kysely<Database>, identities: readonly number[], registryDepartments: readonly number[]): Promise<CounterRow[]> {
  const people = sql`${[...identities]}::bigint[]`;
  const departments = sql`${[...registryDepartments]}::bigint[]`;
  const { rows } = await sql<{ holder_kind: HolderKind; state: string; kind: string; n: number | string }>`${sql.raw(PREPARED_MARKER)}
    SELECT c.holder_kind, c.state, c.kind, sum(c.n) AS n FROM (
      SELECT holder_kind, state, kind, n FROM queue_counts WHERE holder_kind IN ('to_person', 'from_person') AND holder_id = ANY(${people})
      UNION ALL SELECT holder_kind, state, kind, n FROM queue_counts WHERE holder_kind = 'to_department' AND holder_id = ANY(${departments})
      UNION ALL SELECT holder_kind, state, kind, n FROM queue_count_changes WHERE holder_kind IN ('to_person', 'from_person') AND holder_id = ANY(${people})
      UNION ALL SELECT holder_kind, state, kind, n FROM queue_count_changes WHERE holder_kind = 'to_department' AND holder_id = ANY(${departments})
    ) c GROUP BY c.holder_kind, c.state, c.kind`.execute(db);
  return rows.map((r) => ({ holder_kind: r.holder_kind, state: r.state, kind: r.kind, n: Number(r.n) }));
}

// Arbitrary constant naming "the queue counters' folder" among advisory locks.
const FOLD_LOCK_KEY = 727_027;

/**
 * Moves the appended changes into queue_counts, in one statement. Only one folder at a time
 * (a transaction-scoped advisory lock, tried, not waited for: a fold that finds another
 * running does nothing, the running one or the next takes its changes). A change committed
 * while a fold runs is not in its snapshot and stays for the next one. Returns the number of
 * changes folded.
 */
export async function foldQueueCounts(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ folded: number | string | null }>`${sql.raw(PREPARED_MARKER)}
    WITH lock AS MATERIALIZED (SELECT pg_try_advisory_xact_lock(${sql.lit(FOLD_LOCK_KEY)}) AS ok),
    moved AS (
      DELETE FROM queue_count_changes WHERE (SELECT ok FROM lock) RETURNING holder_kind, holder_id, state, kind, n
    ),
    summed AS (
      SELECT holder_kind, holder_id, state, kind, sum(n)::integer AS n, count(*) AS changes FROM moved GROUP BY holder_kind, holder_id, state, kind
    ),
    upserted AS (
      INSERT INTO queue_counts AS c (holder_kind, holder_id, state, kind, n)
      SELECT holder_kind, holder_id, state, kind, n FROM summed
      ON CONFLICT (holder_kind, holder_id, state, kind) DO UPDATE SET n = c.n + excluded.n
    )
    SELECT sum(changes) AS folded FROM summed`.execute(db);
  return Number(rows[0]?.folded ?? 0);
}

/** Folds, and never fails the caller: the changes stay correct where they are until the next fold. */
export async function tryFoldQueueCounts(db: Kysely<Database>): Promise<void> {
  try {
    await foldQueueCounts(db);
  } catch {
    // Counts stay exact without the fold (readers add the changes); the next fold takes them.
  }
}

/**
 * The differences between the counters (folded rows plus changes) and a recount of the steps,
 * as sentences; an empty list means every counter is exact.
 */
export async function checkQueueCounts(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ holder_kind: string; holder_id: string | number; state: string; kind: string; counted: number; recounted: number }>`
    WITH counters AS (
      SELECT holder_kind, holder_id, state, kind, sum(n)::int AS n FROM (
        SELECT holder_kind, holder_id, state, kind, n FROM queue_counts
        UNION ALL SELECT holder_kind, holder_id, state, kind, n FROM queue_count_changes) c
      GROUP BY 1, 2, 3, 4
    ), recount AS (
      SELECT 'to_person' AS holder_kind, to_person_id AS holder_id, state, kind, count(*)::int AS n FROM transactions WHERE to_person_id IS NOT NULL GROUP BY 2, 3, 4
      UNION ALL SELECT 'to_department', to_department_id, state, kind, count(*)::int FROM transactions WHERE to_person_id IS NULL GROUP BY 2, 3, 4
      UNION ALL SELECT 'from_person', from_person_id, state, kind, count(*)::int FROM transactions WHERE from_person_id IS NOT NULL GROUP BY 2, 3, 4
    )
    SELECT coalesce(c.holder_kind, r.holder_kind) AS holder_kind, coalesce(c.holder_id, r.holder_id) AS holder_id,
           coalesce(c.state, r.state) AS state, coalesce(c.kind, r.kind) AS kind, coalesce(c.n, 0) AS counted, coalesce(r.n, 0) AS recounted
      FROM counters c FULL JOIN recount r USING (holder_kind, holder_id, state, kind)
     WHERE coalesce(c.n, 0) <> coalesce(r.n, 0)
     ORDER BY 1, 2, 3, 4`.execute(db);
  return rows.map((r) => `${r.holder_kind} ${r.holder_id} ${r.state}/${r.kind}: counter ${r.counted}, steps ${r.recounted}`);
}
