/**
 * Notifications (alerts in the header bell). Rows are written by actions inside their own
 * transaction (an outbox), read and marked read by the portal calls below. The module code is
 * SARABUN; existing clients also send SARABAN, which means the same thing.
 */
import type { NotificationSummary } from '../../../../schemas/generated/api/notifications.reply';
import { sql, type Kysely, type Transaction } from 'kysely';
import { ACTION_REGISTRY, actionOfAudit } from '../../../../engine/documents/actions';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { MSG } from '../messages';

export const MODULE = 'SARABUN';
const MODULE_ALIASES: Record<string, string> = { SARABUN: MODULE, SARABAN: MODULE };
const ALERT_LIMIT = 20;
const LOG_LIMIT = 20;

/** Normalises MODULE (a string, a comma list or an array; SARABAN = SARABUN). Unknown codes are kept. */
export function modulesOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const codes = raw
    .map((v) => String(v).trim().toUpperCase())
    .filter(Boolean)
    .map((v) => MODULE_ALIASES[v] ?? v);
  return codes.length > 0 ? [...new Set(codes)] : [MODULE];
}

export interface NewNotification {
  personId: number;
  html: string;
  documentId: number;
  transactionId: number | null;
}

export async function writeNotifications(trx: Transaction<Database>, rows: NewNotification[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('notifications')
    .values(
      rows.map((r) => ({
        person_id: r.personId,
        module: MODULE,
        data_html: r.html,
        document_id: r.documentId,
        transaction_id: r.transactionId,
        created_at: now,
      })),
    )
    .execute();
}

/** Active registry clerks of a department: the people a letter addressed to the department reaches. */
export async function registryClerks(db: Kysely<Database> | Transaction<Database>, departmentId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('person_roles as pr')
    .innerJoin('roles as r', 'r.id', 'pr.role_id')
    .innerJoin('people as p', 'p.id', 'pr.person_id')
    .select('pr.person_id')
    .distinct()
    .where('r.role_type', '=', 'registry')
    .where('pr.department_id', '=', departmentId)
    .where('p.active', '=', true)
    .execute();
  return rows.map((r) => r.person_id);
}

export type { NotificationSummary };

/** The icon of a log row: its action's (the action registry's), a letter's creation, or a general one for anything else (attaching a file). */
export function logIconOf(auditAction: string): string {
  const action = actionOfAudit(auditAction);
  if (action !== null) return ACTION_REGISTRY[action].icon;
  return auditAction === 'sarabun.create' ? 'NoteAdd' : 'Info';
}

export async function notificationSummary(db: Kysely<Database>, personId: number, modules: string[]): Promise<NotificationSummary> {
  const [unread, alerts, logs] = await Promise.all([
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('person_id', '=', personId)
      .where('module', 'in', modules)
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notifications as n')
      .leftJoin('documents as d', 'd.id', 'n.document_id')
      .select(['n.id', 'n.data_html', 'n.is_read', 'n.document_id', 'n.transaction_id', 'n.created_at', 'd.subject'])
      .where('n.person_id', '=', personId)
      .where('n.module', 'in', modules)
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(ALERT_LIMIT)
      .execute(),
    // The person's own recent actions (audit rows), shown on the Logs tab.
    sql<{ action: string; detail: { header?: string } | string; at: Date }>`
      select action, detail, at from audit_log
      where person_id = ${personId} and action like 'sarabun.%'
      order by at desc, id desc limit ${LOG_LIMIT}`.execute(db),
  ]);
  return {
    totalAlert: Number(unread.n),
    alerts: alerts.map((a) => ({
      NN_RECEIVE_ID: a.id,
      NN_DATA: a.data_html,
      IS_READ: a.is_read,
      F_DOC_TITLE: a.subject,
      F_DOC_ID: a.document_id,
      F_TRANS_ID: a.transaction_id,
      dateAlert: new Date(a.created_at).toISOString(),
    })),
    logs: logs.rows.map((l) => {
      const detail = typeof l.detail === 'string' ? (JSON.parse(l.detail) as { header?: string }) : l.detail;
      return { icon: logIconOf(l.action), header: detail.header ?? l.action, dateAlert: new Date(l.at).toISOString() };
    }),
  };
}

/** Marks one of the person's alerts read; is_save says whether it changed (the client lowers its count only then). */
export async function markNotificationRead(db: Kysely<Database>, personId: number, id: number, now: Date) {
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'is_read', 'document_id', 'transaction_id'])
    .where('id', '=', id)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, MSG.notificationNotFound);
  let isSave = false;
  if (!row.is_read) {
    const result = await db
      .updateTable('notifications')
      .set({ is_read: true, read_at: now })
      .where('id', '=', id)
      .where('is_read', '=', false)
      .executeTakeFirst();
    isSave = Number(result.numUpdatedRows) === 1;
  }
  return { is_save: isSave, item: { F_DOC_ID: row.document_id, F_TRANS_ID: row.transaction_id } };
}

export async function markAllNotificationsRead(db: Kysely<Database>, personId: number, modules: string[], now: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true, read_at: now })
    .where('person_id', '=', personId)
    .where('module', 'in', modules)
    .where('is_read', '=', false)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
