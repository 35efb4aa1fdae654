/**
 * The twelve work queues. Each is ONE predicate over routing steps (transactions t) for the
 * current viewer; the count and the rows of a queue are built from the same base query
 * (queueBase), so a tile's count always equals the rows its table pages through.
 *
 * "Holder" below means: t.to_person_id is the viewer (or a person they act for today), or the
 * step is addressed to a department (t.to_person_id IS NULL) where the viewer is a registry
 * clerk. "Sender" means t.from_person_id is the viewer (or a person they act for).
 * docs/domain.md repeats these definitions.
 */
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { QueueCode } from '../../../schemas/generated/tenant';
import type { Database } from '../../db/schema';
import type { Viewer } from './viewer';

export interface QueueDefinition {
  code: QueueCode;
  /** The definition in words (also in docs/domain.md). */
  definition: string;
  states: string[];
  whose: 'holder' | 'sender';
  /** jobCompleted leaves out closed follow markers. */
  excludeFollow?: boolean;
}

const q = (code: QueueCode, states: string[], whose: 'holder' | 'sender', definition: string, excludeFollow = false): QueueDefinition =>
  ({ code, states, whose, definition, excludeFollow });

export const QUEUES: Record<QueueCode, QueueDefinition> = {
  // รอตรวจทาน: drafts presented to me for review.
  review: q('review', ['in_review'], 'holder', "state = 'in_review' AND holder"),
  // รอลงนาม: letters waiting for my signature.
  sign: q('sign', ['to_sign'], 'holder', "state = 'to_sign' AND holder"),
  // เรื่องที่พิจารณา: letters presented to me (an executive) for consideration.
  jobReceived: q('jobReceived', ['presented'], 'holder', "state = 'presented' AND holder"),
  // งานที่ได้รับมอบหมาย: work assigned to me, not yet reported or closed.
  jobReceived2: q('jobReceived2', ['assigned'], 'holder', "state = 'assigned' AND holder"),
  // รอลงรับ: letters sent to me or to a department whose registry I keep, not yet received.
  unreceived: q('unreceived', ['unreceived'], 'holder', "state = 'unreceived' AND holder"),
  // รอดำเนินการ: letters in my hands (received, returned to me, or my own drafts) awaiting my next step.
  waitAssign: q('waitAssign', ['in_hand', 'draft'], 'holder', "state IN ('in_hand', 'draft') AND holder"),
  // งานที่เสนอเพื่อพิจารณา: what I presented that the executive has not yet considered.
  jobAssign: q('jobAssign', ['presented'], 'sender', "state = 'presented' AND sender"),
  // งานที่มอบหมาย: work I assigned that is still open with the assignee.
  jobAssign2: q('jobAssign2', ['assigned'], 'sender', "state = 'assigned' AND sender"),
  // รอออกเลข: signed letters of my registry waiting for an outgoing number.
  unsigned: q('unsigned', ['to_number'], 'holder', "state = 'to_number' AND holder"),
  // งานเกษียนหนังสือ: letters back from the executive with a command/result for me to carry out.
  jobCommand: q('jobCommand', ['commanded'], 'holder', "state = 'commanded' AND holder"),
  // งานที่ติดตาม: letters I follow (follow markers I have not closed).
  jobFollow: q('jobFollow', ['following'], 'holder', "state = 'following' AND holder"),
  // งานที่ปิดแล้ว: steps I (or my registry) closed; follow markers excluded.
  jobCompleted: q('jobCompleted', ['closed'], 'holder', "state = 'closed' AND kind <> 'follow' AND holder", true),
};

/**
 * A queue's predicate as disjoint branches whose OR is the definition: "holder" is the
 * person inbox (to_person_id = me) or the department inbox (to_person_id IS NULL), which never
 * overlap. Counting and paging branch by branch lets each use its own index, ordered and
 * index-only, instead of a bitmap OR over the table.
 */
export function queueBranches(viewer: Viewer, code: QueueCode): RawBuilder<SqlBool>[] {
  const def = QUEUES[code];
  const state = def.states.length === 1 ? sql<SqlBool>`t.state = ${def.states[0]}` : sql<SqlBool>`t.state IN (${sql.join(def.states)})`;
  const kind = def.excludeFollow ? sql<SqlBool>` AND t.kind <> 'follow'` : sql<SqlBool>``;
  if (def.whose === 'sender') return [sql<SqlBool>`${state}${kind} AND t.from_person_id = ANY(${viewer.identities})`];
  const branches = [sql<SqlBool>`${state}${kind} AND t.to_person_id = ANY(${viewer.identities})`];
  if (viewer.registryDepartments.length > 0) {
    branches.push(sql<SqlBool>`${state}${kind} AND t.to_person_id IS NULL AND t.to_department_id = ANY(${viewer.registryDepartments})`);
  }
  return branches;
}

/** The whole definition as one predicate (the OR of its branches). */
export function queuePredicate(viewer: Viewer, code: QueueCode): RawBuilder<SqlBool> {
  return sql<SqlBool>`((${sql.join(queueBranches(viewer, code), sql` OR `)}))`;
}

export const QUEUE_CODES = Object.keys(QUEUES) as QueueCode[];

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

/**
 * The base query of one branch of a queue plus the request's filters, over transactions only
 * (every step has its letter: documents is joined by whoever needs its columns, and the search
 * reaches it through EXISTS). Counts and pages are built from these and nothing else.
 */
export function branchBase(db: Kysely<Database>, branch: RawBuilder<SqlBool>, filters: QueueFilters = {}) {
  let query = db.selectFrom('transactions as t').where(branch);
  const search = filters.search?.trim();
  if (search) {
    query = query.where(sql<SqlBool>`EXISTS (SELECT 1 FROM documents s WHERE s.id = t.document_id AND s.search_text LIKE ${likePattern(search)})`);
  }
  if (filters.organizationId) query = query.where('t.to_department_id', '=', filters.organizationId);
  return query;
}

/** The queue's count as one SQL expression: the sum of its (disjoint) branches' counts. */
export function countExpression(db: Kysely<Database>, viewer: Viewer, code: QueueCode, filters: QueueFilters = {}): RawBuilder<number> {
  const parts = queueBranches(viewer, code).map((branch) => sql`(${branchBase(db, branch, filters).select((eb) => eb.fn.countAll().as('n'))})`);
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

export async function countQueue(db: Kysely<Database>, viewer: Viewer, code: QueueCode, filters: QueueFilters = {}): Promise<number> {
  return (await countQueues(db, viewer, [code], filters))[code] ?? 0;
}

/** All counts in one statement (one scalar expression per queue, each branch on its own index). */
export async function countQueues(db: Kysely<Database>, viewer: Viewer, codes: QueueCode[], filters: QueueFilters = {}): Promise<Record<string, number>> {
  if (codes.length === 0) return {};
  const row = await db.selectNoFrom(() => codes.map((code) => countExpression(db, viewer, code, filters).as(code))).executeTakeFirstOrThrow();
  const counts = row as Record<string, string | number>;
  return Object.fromEntries(codes.map((code) => [code, Number(counts[code])]));
}
