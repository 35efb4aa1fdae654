/**
 * The twelve work queues as SQL. Each is ONE predicate over routing steps (transactions t) for
 * the current viewer, built from its entry in engine/queues/registry.ts (states, holder or
 * sender, a kind left out); the count and the rows of a queue are built from the same branches
 * and filters, so a tile's count always equals the rows its table pages through.
 *
 * "Holder" below means: t.to_person_id is the viewer (or a person they act for today), or the
 * step is addressed to a department (t.to_person_id IS NULL) where the viewer is a registry
 * clerk. "Sender" means t.from_person_id is the viewer (or a person they act for).
 * docs/domain.md repeats the definitions (a test holds it to `definition` below).
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { QUEUE_CODES, QUEUE_REGISTRY } from '../../../../engine/queues/registry';
import type { QueueCode } from '../../../../schemas/generated/tenant';
import { PREPARED_MARKER } from '../../../db/named-statements';
import type { Database } from '../../../db/schema';
import { holderCounters, type HolderKind } from './queue-counts';
import type { StepState } from '../../../../engine/documents/step-states';
import type { StepKind } from '../letters/state-machine';
import type { Viewer } from '../viewer';

/** What the SQL needs of a registry entry; typing it here checks the kind the registry leaves out against the state machine's kinds. */
interface QueueRule {
  states: readonly StepState[];
  whose: 'holder' | 'sender';
  exceptKind?: StepKind;
}

export interface QueueDefinition extends QueueRule {
  code: QueueCode;
  /** The definition in words, as docs/domain.md writes it. */
  definition: string;
}

function definitionOf(code: QueueCode, rule: QueueRule): QueueDefinition {
  const quoted = rule.states.map((state) => `'${state}'`);
  const state = quoted.length === 1 ? `state = ${quoted[0]}` : `state IN (${quoted.join(', ')})`;
  const kind = rule.exceptKind ? ` AND kind <> '${rule.exceptKind}'` : '';
  return { code, states: rule.states, whose: rule.whose, exceptKind: rule.exceptKind, definition: `${state}${kind} AND ${rule.whose}` };
}

export const QUEUES = Object.fromEntries(QUEUE_CODES.map((code) => [code, definitionOf(code, QUEUE_REGISTRY[code])])) as Record<QueueCode, QueueDefinition>;

/** The kind a queue leaves out, as a literal (it is the registry's, never input): the same SQL text for every viewer. */
function kindFilter(def: QueueDefinition): RawBuilder<SqlBool> {
  return def.exceptKind ? sql<SqlBool>` AND t.kind <> ${sql.lit(def.exceptKind)}` : sql<SqlBool>``;
}

/**
 * A queue's predicate as disjoint branches whose OR is the definition: "holder" is the
 * person inbox (to_person_id = me) or the department inbox (to_person_id IS NULL), which never
 * overlap. Counting branch by branch lets each use its own index, index-only, instead of a
 * bitmap OR over the table.
 */
export function queueBranches(viewer: Viewer, code: QueueCode): RawBuilder<SqlBool>[] {
  const def = QUEUES[code];
  const state = def.states.length === 1 ? sql<SqlBool>`t.state = ${def.states[0]}` : sql<SqlBool>`t.state IN (${sql.join(def.states)})`;
  const kind = kindFilter(def);
  if (def.whose === 'sender') return [sql<SqlBool>`${state}${kind} AND t.from_person_id = ANY(${viewer.identities})`];
  const branches = [sql<SqlBool>`${state}${kind} AND t.to_person_id = ANY(${viewer.identities})`];
  if (viewer.registryDepartments.length > 0) {
    branches.push(sql<SqlBool>`${state}${kind} AND t.to_person_id IS NULL AND t.to_department_id = ANY(${viewer.registryDepartments})`);
  }
  return branches;
}

/**
 * The same branches split further, one per (state, person or department), each an equality
 * on the leading index columns: only then does the index deliver rows in page order
 * (created_at DESC, id DESC), so that a page reads its rows and stops (an IN list or ANY on
 * a leading column loses the order and makes PostgreSQL sort every row of the queue).
 */
export function orderedBranches(viewer: Viewer, code: QueueCode): RawBuilder<SqlBool>[] {
  const def = QUEUES[code];
  const kind = kindFilter(def);
  const inboxes =
    def.whose === 'sender'
      ? viewer.identities.map((id) => sql<SqlBool>`t.from_person_id = ${id}`)
      : [
          ...viewer.identities.map((id) => sql<SqlBool>`t.to_person_id = ${id}`),
          ...viewer.registryDepartments.map((dept) => sql<SqlBool>`t.to_person_id IS NULL AND t.to_department_id = ${dept}`),
        ];
  return def.states.flatMap((state) => inboxes.map((inbox) => sql<SqlBool>`${inbox} AND t.state = ${state}${kind}`));
}

export { QUEUE_CODES };

export function isQueueCode(value: string): value is QueueCode {
  return Object.hasOwn(QUEUES, value);
}

export interface QueueFilters {
  /** Substring of subject, number, dear or to (Thai: no word splitting, trigram-indexed LIKE). */
  search?: string | null;
  /** Only steps addressed to this department (F_RECEIVER_DEPT_ID). */
  organizationId?: number | null;
}

/** Escapes LIKE wildcards so a search for '50%' means the characters, not a pattern. */
export function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters that apply to one step `t` of a branch besides the search (searchFilter). */
export function stepFilter(filters: QueueFilters): RawBuilder<SqlBool> {
  return filters.organizationId ? sql<SqlBool>` AND t.to_department_id = ${filters.organizationId}` : sql<SqlBool>``;
}

/**
 * The search on one step `t` of a branch. The step carries its letter's search text
 * (transactions.search_text, migration 0026) in the queue indexes, so the filter is read from
 * the index entries the branch scans anyway: a common word ('ประชุม', a quarter of all
 * letters) in a 3,800-step queue is one pass over its index entries (under 1 ms), where
 * looking up each step's letter took 10-12 ms. A step whose letter's text is too long for an
 * index entry has no copy (NULL) and is checked against its letter; CASE keeps that lookup off
 * every other step. The match is `strpos` of the lower-cased text, which is what
 * `LIKE likePattern(search)` means, at a third of the cost (Thai letters all begin with the
 * same UTF-8 byte, so LIKE's scan tries a match at every character).
 */
export function searchFilter(filters: QueueFilters): RawBuilder<SqlBool> | null {
  const search = filters.search?.trim();
  if (!search) return null;
  const needle = search.toLowerCase();
  return sql<SqlBool>` AND CASE WHEN t.search_text IS NOT NULL THEN strpos(t.search_text, ${needle}) > 0
    ELSE EXISTS (SELECT 1 FROM documents s WHERE s.id = t.document_id AND strpos(s.search_text, ${needle}) > 0) END`;
}

/**
 * Every queue's count. Without filters, from the counters (queue-counts.ts): the viewer's
 * counter rows per (holder kind, state, kind), a few dozen rows whatever the queues' sizes,
 * added up per queue here by the same registry entries the branches are built from. With a
 * search or a department filter, one scalar count per branch in one statement, each an
 * index-only scan of exactly its rows with the filter read from the index entries.
 */
export async function countQueues(
  db: Kysely<Database>,
  viewer: Viewer,
  codes: readonly QueueCode[],
  filters: QueueFilters = {},
): Promise<Record<string, number>> {
  if (codes.length === 0) return {};
  const search = searchFilter(filters);
  if (!search && !filters.organizationId) return countFromCounters(db, viewer, codes);
  const steps = sql<SqlBool>`${stepFilter(filters)}${search ?? sql``}`;
  const expression = (code: QueueCode) =>
    sql.join(
      queueBranches(viewer, code).map((branch) => sql`(SELECT count(*) FROM transactions t WHERE ${branch}${steps})`),
      sql` + `,
    );
  // Prepared: the plan is the same whatever the ids and the pattern (index-only scans, the
  // search a filter on their entries), so PostgreSQL keeps it.
  const columns = codes.map((code) => sql`${expression(code)} AS ${sql.ref(code)}`);
  const { rows } = await sql<Record<string, string | number>>`${sql.raw(PREPARED_MARKER)} SELECT ${sql.join(columns)}`.execute(db);
  const counts = rows[0]!;
  return Object.fromEntries(codes.map((code) => [code, Number(counts[code])]));
}

/** The counts from the viewer's counter rows: holder queues add their person and department inboxes, sender queues what they sent. */
async function countFromCounters(db: Kysely<Database>, viewer: Viewer, codes: readonly QueueCode[]): Promise<Record<string, number>> {
  const rows = await holderCounters(db, viewer.identities, viewer.registryDepartments);
  return Object.fromEntries(
    codes.map((code) => {
      const def = QUEUES[code];
      const holders: readonly HolderKind[] = def.whose === 'sender' ? ['from_person'] : ['to_person', 'to_department'];
      const states: readonly string[] = def.states;
      const n = rows.filter((r) => holders.includes(r.holder_kind) && states.includes(r.state) && r.kind !== def.exceptKind).reduce((sum, r) => sum + r.n, 0);
      return [code, n];
    }),
  );
}

export async function countQueue(db: Kysely<Database>, viewer: Viewer, code: QueueCode, filters: QueueFilters = {}): Promise<number> {
  return (await countQueues(db, viewer, [code], filters))[code] ?? 0;
}
