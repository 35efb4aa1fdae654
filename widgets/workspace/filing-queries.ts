/**
 * The filing list's data: one page of a department's letters filed in a Buddhist-era year
 * (filing-list). Its key sits under DASHBOARD_QUERY_KEY, so closing a letter (which invalidates
 * the dashboard's queries) refreshes it too.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '../../engine/api/call-route';
import { filingCalls } from '../../engine/api/filing-calls';
import type { FilingEntry } from '../../schemas/generated/api/filing-list.reply';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';
import { useCalls } from '../portal/CallsContext';

export type { FilingEntry };
export type FilingFilters = Omit<RequestOf<'filingList'>, 'page' | 'pageSize'>;
export const FILING_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'filing'] as const;

export function useFilingPage(filters: FilingFilters | null, page: number, pageSize: number) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...FILING_QUERY_KEY, filters, page, pageSize],
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const reply = await filingCalls(api).filingList({ ...filters!, page, pageSize });
      if (reply.status !== 'success') throw new Error(reply.message);
      return { items: reply.items, total: reply.total, year: reply.YEAR };
    },
  });
}
