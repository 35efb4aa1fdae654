/**
 * The data of the person's own history pages: one page of the usage history, one page of
 * notifications, and marking notifications read. Keys sit under DASHBOARD_QUERY_KEY, so a
 * document action (which refreshes the dashboard's queries) refreshes the history too; marking
 * read also reloads the header bell, which keeps its own count.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import type { RequestOf } from '../../engine/api/call-route';
import { historyCalls } from '../../engine/api/history-calls';
import type { NotificationAlert } from '../../schemas/generated/api/notification-alert';
import type { UsageHistoryEntry } from '../../schemas/generated/api/usage-history.reply';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';
import { NotificationsContext } from '../notifications/NotificationsContext';
import { useCalls } from '../portal/CallsContext';

export type { NotificationAlert, UsageHistoryEntry };
export type HistoryFields = Omit<RequestOf<'usageHistory'>, 'page' | 'pageSize'>;
export type ReadFilter = NonNullable<RequestOf<'notificationList'>['read']>;

const HISTORY_KEY = [...DASHBOARD_QUERY_KEY, 'usage-history'] as const;
const NOTIFICATIONS_KEY = [...DASHBOARD_QUERY_KEY, 'notification-list'] as const;

export interface Paged<T> {
  items: T[];
  total: number;
}

export function useUsageHistoryPage(fields: HistoryFields | null, page: number, pageSize: number) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...HISTORY_KEY, fields, page, pageSize],
    enabled: fields !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Paged<UsageHistoryEntry>> => {
      const reply = await historyCalls(api).usageHistory({ ...fields!, page, pageSize });
      if (reply.status !== 'success') throw new Error(reply.message);
      return { items: reply.items, total: reply.total };
    },
  });
}

export function useNotificationPage(read: ReadFilter, page: number, pageSize: number) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, read, page, pageSize],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<Paged<NotificationAlert> & { unread: number }> => {
      const reply = await historyCalls(api).notificationList({ read, page, pageSize });
      if (reply.status !== 'success') throw new Error(reply.message);
      return { items: reply.items, total: reply.total, unread: reply.totalAlert };
    },
  });
}

/** Marking one or all read: the page's list and the header bell both show it at once. */
export function useMarkRead() {
  const { portal } = useCalls();
  const queryClient = useQueryClient();
  const bell = useContext(NotificationsContext);
  const settled = async () => {
    await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    bell?.reload();
  };
  const one = useMutation({
    mutationFn: async (alert: NotificationAlert) => {
      if (alert.IS_READ) return;
      const reply = await portal.notificationUpdateRead(alert.NN_RECEIVE_ID);
      if (reply.status !== 'success') throw new Error(reply.message);
    },
    onSettled: settled,
  });
  const all = useMutation({
    mutationFn: async () => {
      const reply = await portal.notificationUpdateReadAll();
      if (reply.status !== 'success') throw new Error(reply.message);
    },
    onSettled: settled,
  });
  return { one, all };
}
