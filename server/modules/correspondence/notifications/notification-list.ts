/**
 * The all-notifications page: one page of the person's own notifications, newest first, all
 * of them or only the unread or read ones, with how many are unread in all (the same count the
 * header bell shows). The header bell keeps its summary call (notifications.ts).
 */
import type { Kysely } from 'kysely';
import type { NotificationAlert } from '../../../../schemas/generated/api/notification-alert';
import type { Database } from '../../../db/schema';

export const NOTIFICATION_PAGE_SIZE = 20;

export interface NotificationListQuery {
  modules: string[];
  read?: 'all' | 'unread' | 'read';
  page?: number;
  pageSize?: number;
}

export async function notificationPage(
  db: Kysely<Database>,
  personId: number,
  query: NotificationListQuery,
): Promise<{ items: NotificationAlert[]; total: number; totalAlert: number; page: number; pageSize: number }> {
  const pageSize = query.pageSize ?? NOTIFICATION_PAGE_SIZE;
  const page = query.page ?? 1;
  const read = query.read ?? 'all';
  const mine = db.selectFrom('notifications as n').where('n.person_id', '=', personId).where('n.module', 'in', query.modules);
  const chosen = read === 'all' ? mine : mine.where('n.is_read', '=', read === 'read');
  const [unread, matching, rows] = await Promise.all([
    mine
      .where('n.is_read', '=', false)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    chosen.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    chosen
      .leftJoin('documents as d', 'd.id', 'n.document_id')
      .select(['n.id', 'n.data_html', 'n.is_read', 'n.document_id', 'n.transaction_id', 'n.created_at', 'd.subject'])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return {
    items: rows.map((a) => ({
      NN_RECEIVE_ID: Number(a.id),
      NN_DATA: a.data_html,
      IS_READ: a.is_read,
      F_DOC_TITLE: a.subject,
      F_DOC_ID: a.document_id === null ? null : Number(a.document_id),
      F_TRANS_ID: a.transaction_id === null ? null : Number(a.transaction_id),
      dateAlert: new Date(a.created_at).toISOString(),
    })),
    total: Number(matching.n),
    totalAlert: Number(unread.n),
    page,
    pageSize,
  };
}
