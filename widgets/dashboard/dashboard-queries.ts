/**
 * The dashboard's server data as react-query hooks, all under DASHBOARD_QUERY_KEY (query-keys.ts)
 * so one invalidation after a document action or a realtime event refreshes everything shown.
 *
 * An error envelope ({status: 'error'}) is thrown as an Error carrying the server's message, so
 * the widgets have one error path whether the network or the server said no.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ErrorReply } from '../../engine/api/call-route';
import type { BookCard, BookRow, OrganizationListItem, TodoQueueEntry, TodoRow } from '../../engine/api/portal-calls';
import type { BookGroup, QueueCode } from '../../engine/tenant/capabilities';
import { useCalls } from '../portal/CallsContext';
import { dashboardKeys } from './query-keys';

function ok<T extends { status: 'success' }>(reply: T | ErrorReply): T {
  if (reply.status !== 'success') throw new Error(reply.message || 'error');
  return reply;
}

export function useQueueTiles() {
  const { portal } = useCalls();
  return useQuery({
    queryKey: dashboardKeys.tiles(''),
    queryFn: async (): Promise<TodoQueueEntry[]> => ok(await portal.getTodoLists()).items ?? [],
  });
}

export interface QueuePageRequest {
  code: QueueCode;
  page: number;
  pageSize: number;
  search: string;
  organizationId: number | null;
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface QueuePage {
  rows: TodoRow[];
  total: number;
}

export function useQueuePage(request: QueuePageRequest, enabled: boolean) {
  const { portal } = useCalls();
  const { code, page, pageSize, search, organizationId, sort, order } = request;
  return useQuery({
    // The sort travels after the shared key parts: dashboardKeys.queue stays the one shape others invalidate.
    queryKey: [...dashboardKeys.queue(code, page, pageSize, search, organizationId), sort ?? null, order ?? null],
    queryFn: async (): Promise<QueuePage> => {
      const reply = ok(await portal.getTodoList({ typeCode: code, page, pageSize, search, organization_id: organizationId, sort, order }));
      return { rows: reply.items ?? [], total: reply.total ?? reply.items?.length ?? 0 };
    },
    enabled,
    // Keep the last page on screen while the next loads: the grid's row count and height do not jump.
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations(enabled: boolean) {
  const { portal } = useCalls();
  return useQuery({
    queryKey: dashboardKeys.organizations(),
    queryFn: async (): Promise<OrganizationListItem[]> => ok(await portal.getDashboardOrganizationLists()).items ?? [],
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** All book cards at once (get-dashboard without a bookType answers every group). */
export function useBookCards() {
  const { portal } = useCalls();
  return useQuery({
    queryKey: dashboardKeys.books(),
    queryFn: async (): Promise<Partial<Record<BookGroup, BookCard>>> => ok(await portal.getDashboard()).item ?? {},
  });
}

/** One card's own search (BookCard mounts it only while the card has one; the unfiltered rows come from useBookCards). */
export function useBookSearch(bookType: BookGroup, search: string) {
  const { portal } = useCalls();
  return useQuery({
    queryKey: dashboardKeys.book(bookType, search),
    queryFn: async (): Promise<BookRow[]> => ok(await portal.getDashboardGroup(bookType, search)).item?.[bookType]?.items ?? [],
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}
