/**
 * Pushes the notifications outbox (table `notifications`, written by the correspondence
 * module inside each action's transaction) to the people's socket rooms.
 *
 * Claiming: one UPDATE ... RETURNING sets pushed_at on a batch of unpushed rows and returns
 * them; FOR UPDATE SKIP LOCKED lets several server instances drain the same table without
 * pushing a row twice. Delivery is therefore at most once: a row claimed by a process that
 * dies before emitting is not pushed again, which is acceptable because the row itself stays
 * (the bell's list and count come from get-notifications, the push only says "look now").
 *
 * Rows older than maxAgeMs when found (the server was down, or a fresh database was seeded)
 * are claimed without a push: a burst of stale toasts and sounds would help nobody.
 */
import type { Kysely } from 'kysely';
import type { Server } from 'socket.io';
import { personRoom, REALTIME_EVENTS, type NewNotificationPayload, type TodoListPayload } from '../../engine/realtime/events';
import type { Database } from '../db/schema';

export const PUSH_BATCH_SIZE = 200;

export interface ClaimedNotification {
  id: number;
  person_id: number;
  module: string;
  data_html: string;
  document_id: number | null;
  transaction_id: number | null;
  created_at: Date;
}

/** Marks up to `limit` unpushed rows pushed (oldest first) and returns them. */
export async function claimUnpushed(db: Kysely<Database>, now: Date, limit = PUSH_BATCH_SIZE): Promise<ClaimedNotification[]> {
  const rows = await db
    .updateTable('notifications')
    .set({ pushed_at: now })
    .where('id', 'in', (eb) => eb.selectFrom('notifications').select('id').where('pushed_at', 'is', null).orderBy('id').limit(limit).forUpdate().skipLocked())
    .returning(['id', 'person_id', 'module', 'data_html', 'document_id', 'transaction_id', 'created_at'])
    .execute();
  return rows.sort((a, b) => a.id - b.id).map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

export function newNotificationPayload(row: ClaimedNotification): NewNotificationPayload {
  return {
    NN_RECEIVE_ID: row.id,
    NN_DATA: row.data_html,
    MODULE: row.module,
    F_DOC_ID: row.document_id,
    F_TRANS_ID: row.transaction_id,
    dateAlert: row.created_at.toISOString(),
  };
}

/** Emits each fresh row to its person's room, then one to-do-list event per person. Returns how many were emitted. */
export function emitClaimed(io: Pick<Server, 'to'>, rows: ClaimedNotification[], now: Date, maxAgeMs: number): number {
  const fresh = rows.filter((r) => now.getTime() - r.created_at.getTime() <= maxAgeMs);
  const documentsByPerson = new Map<number, Set<number>>();
  for (const row of fresh) {
    io.to(personRoom(row.person_id)).emit(REALTIME_EVENTS.newNotification, newNotificationPayload(row));
    const documents = documentsByPerson.get(row.person_id) ?? new Set<number>();
    if (row.document_id !== null) documents.add(row.document_id);
    documentsByPerson.set(row.person_id, documents);
  }
  for (const [personId, documents] of documentsByPerson) {
    const payload: TodoListPayload = { F_DOC_IDS: [...documents] };
    io.to(personRoom(personId)).emit(REALTIME_EVENTS.todoList, payload);
  }
  return fresh.length;
}

/** Claims and emits batches until the outbox is empty. */
export async function drainOutbox(
  db: Kysely<Database>,
  io: Pick<Server, 'to'>,
  options: { now: () => Date; maxAgeMs: number; batchSize?: number },
): Promise<number> {
  const batchSize = options.batchSize ?? PUSH_BATCH_SIZE;
  let emitted = 0;
  for (;;) {
    const now = options.now();
    const rows = await claimUnpushed(db, now, batchSize);
    emitted += emitClaimed(io, rows, now, options.maxAgeMs);
    if (rows.length < batchSize) return emitted;
  }
}

/** Sessions among `ids` that can no longer be used: revoked, expired, idle too long, or gone. */
export async function deadSessions(db: Kysely<Database>, ids: number[], now: Date, idleTimeoutMs: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('sessions').select(['id', 'revoked_at', 'expires_at', 'last_seen_at']).where('id', 'in', ids).execute();
  const alive = new Set(
    rows
      .filter(
        (r) => r.revoked_at === null && new Date(r.expires_at).getTime() > now.getTime() && now.getTime() - new Date(r.last_seen_at).getTime() <= idleTimeoutMs,
      )
      .map((r) => r.id),
  );
  return new Set(ids.filter((id) => !alive.has(id)));
}
