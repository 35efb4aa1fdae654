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
  where: (viewer: Viewer) => RawBuilder<SqlBool>;
}

const holder = (v: Viewer) =>
  sql<SqlBool>`(t.to_person_id = ANY(${v.identities}) OR (t.to_person_id IS NULL AND t.to_department_id = ANY(${v.registryDepartments})))`;
const sender = (v: Viewer) => sql<SqlBool>`t.from_person_id = ANY(${v.identities})`;
const inState = (state: string) => sql<SqlBool>`t.state = ${state}`;

export const QUEUES: Record<QueueCode, QueueDefinition> = {
  // รอตรวจทาน: drafts presented to me for review.
  review: { code: 'review', definition: "state = 'in_review' AND holder", where: (v) => sql`${inState('in_review')} AND ${holder(v)}` },
  // รอลงนาม: letters waiting for my signature.
  sign: { code: 'sign', definition: "state = 'to_sign' AND holder", where: (v) => sql`${inState('to_sign')} AND ${holder(v)}` },
  // เรื่องที่พิจารณา: letters presented to me (an executive) for consideration.
  jobReceived: { code: 'jobReceived', definition: "state = 'presented' AND holder", where: (v) => sql`${inState('presented')} AND ${holder(v)}` },
  // งานที่ได้รับมอบหมาย: work assigned to me, not yet reported or closed.
  jobReceived2: { code: 'jobReceived2', definition: "state = 'assigned' AND holder", where: (v) => sql`${inState('assigned')} AND ${holder(v)}` },
  // รอลงรับ: letters sent to me or to a department whose registry I keep, not yet received.
  unreceived: { code: 'unreceived', definition: "state = 'unreceived' AND holder", where: (v) => sql`${inState('unreceived')} AND ${holder(v)}` },
  // รอดำเนินการ: letters in my hands (received, returned to me, or my own drafts) awaiting my next step.
  waitAssign: {
    code: 'waitAssign',
    definition: "state IN ('in_hand', 'draft') AND holder",
    where: (v) => sql`t.state IN ('in_hand', 'draft') AND ${holder(v)}`,
  },
  // งานที่เสนอเพื่อพิจารณา: what I presented that the executive has not yet considered.
  jobAssign: { code: 'jobAssign', definition: "state = 'presented' AND sender", where: (v) => sql`${inState('presented')} AND ${sender(v)}` },
  // งานที่มอบหมาย: work I assigned that is still open with the assignee.
  jobAssign2: { code: 'jobAssign2', definition: "state = 'assigned' AND sender", where: (v) => sql`${inState('assigned')} AND ${sender(v)}` },
  // รอออกเลข: signed letters of my registry waiting for an outgoing number.
  unsigned: { code: 'unsigned', definition: "state = 'to_number' AND holder", where: (v) => sql`${inState('to_number')} AND ${holder(v)}` },
  // งานเกษียนหนังสือ: letters back from the executive with a command/result for me to carry out.
  jobCommand: { code: 'jobCommand', definition: "state = 'commanded' AND holder", where: (v) => sql`${inState('commanded')} AND ${holder(v)}` },
  // งานที่ติดตาม: letters I follow (follow markers I have not closed).
  jobFollow: { code: 'jobFollow', definition: "state = 'following' AND holder", where: (v) => sql`${inState('following')} AND ${holder(v)}` },
  // งานที่ปิดแล้ว: steps I (or my registry) closed; follow markers excluded.
  jobCompleted: {
    code: 'jobCompleted',
    definition: "state = 'closed' AND kind <> 'follow' AND holder",
    where: (v) => sql`${inState('closed')} AND t.kind <> 'follow' AND ${holder(v)}`,
  },
};

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

/** The one base query of a queue: its definition plus the request's filters. */
export function queueBase(db: Kysely<Database>, viewer: Viewer, code: QueueCode, filters: QueueFilters = {}) {
  let query = db
    .selectFrom('transactions as t')
    .innerJoin('documents as d', 'd.id', 't.document_id')
    .where(QUEUES[code].where(viewer));
  const search = filters.search?.trim();
  if (search) query = query.where(sql<SqlBool>`d.search_text LIKE ${likePattern(search)}`);
  if (filters.organizationId) query = query.where('t.to_department_id', '=', filters.organizationId);
  return query;
}

export async function countQueue(db: Kysely<Database>, viewer: Viewer, code: QueueCode, filters: QueueFilters = {}): Promise<number> {
  const row = await queueBase(db, viewer, code, filters).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** All counts in one statement (one scalar subquery per queue, each using its own index). */
export async function countQueues(db: Kysely<Database>, viewer: Viewer, codes: QueueCode[], filters: QueueFilters = {}): Promise<Record<string, number>> {
  if (codes.length === 0) return {};
  const row = await db
    .selectNoFrom(() => codes.map((code) => queueBase(db, viewer, code, filters).select((eb) => eb.fn.countAll<string>().as('n')).$asScalar().as(code)))
    .executeTakeFirstOrThrow();
  const counts = row as Record<string, string | number>;
  return Object.fromEntries(codes.map((code) => [code, Number(counts[code])]));
}
