/**
 * The reports' data: one report-summary answer for a year and a department (or all of the
 * person's). Its key sits under DASHBOARD_QUERY_KEY, so a document action (which refreshes the
 * dashboard's queries) refreshes the figures too.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '../../engine/api/call-route';
import { reportCalls } from '../../engine/api/report-calls';
import type { ReportSummaryReply } from '../../schemas/generated/api/report-summary.reply';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';
import { useCalls } from '../portal/CallsContext';

export type ReportFilters = RequestOf<'reportSummary'>;
export type ReportSummary = Omit<ReportSummaryReply, 'status' | 'message'>;

export function useReportSummary(filters: ReportFilters) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'reports', filters],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<ReportSummary> => {
      const reply = await reportCalls(api).reportSummary(filters);
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply;
    },
  });
}
