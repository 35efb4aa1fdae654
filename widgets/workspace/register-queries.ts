/**
 * A register page's data: one page of a department's register (register-list), paged,
 * searched and filtered on the server. Its key sits under DASHBOARD_QUERY_KEY, so a document
 * action that takes a number (which invalidates the dashboard's queries) refreshes it too.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RequestOf } from '../../engine/api/call-route';
import { registerCalls } from '../../engine/api/register-calls';
import { REGULATION_REGISTER_COLUMNS } from '../../engine/registers/columns';
import type { RegisterEntry, RegisterListReply, RegisterSummary } from '../../schemas/generated/api/register-list.reply';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';
import { useCalls } from '../portal/CallsContext';

export type { RegisterEntry };
export type RegisterFilters = Omit<RequestOf<'registerList'>, 'page' | 'pageSize'>;

export interface RegisterPage {
  items: RegisterEntry[];
  total: number;
  /** The register's Buddhist-era year (the server's current year when none was asked). */
  year: number;
  /** The table's columns in order, as the register's book shows them (every column when the server names none). */
  columns: RegisterColumnKey[];
  /** The actions the register's book offers. */
  functions: RegisterFunctionKey[];
  /** The summary row: every entry the query matches, cancelled numbers and destroyed letters among them. */
  summary: RegisterSummary;
}

export type RegisterColumnKey = RegisterListReply['COLUMNS'][number];
export type RegisterFunctionKey = RegisterListReply['FUNCTIONS'][number];
/** The regulation's register form, for a reply that names no columns. */
export const ALL_REGISTER_COLUMNS: readonly RegisterColumnKey[] = REGULATION_REGISTER_COLUMNS;
const ALL_REGISTER_FUNCTIONS: RegisterFunctionKey[] = ['export', 'print', 'cancel'];

export function useRegisterPage(filters: RegisterFilters | null, page: number, pageSize: number) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'register', filters, page, pageSize],
    enabled: filters !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<RegisterPage> => {
      const reply = await registerCalls(api).registerList({ ...filters!, page, pageSize });
      if (reply.status !== 'success') throw new Error(reply.message);
      return {
        items: reply.items,
        total: reply.total,
        year: reply.YEAR,
        columns: reply.COLUMNS ?? [...ALL_REGISTER_COLUMNS],
        functions: reply.FUNCTIONS ?? ALL_REGISTER_FUNCTIONS,
        summary: reply.SUMMARY,
      };
    },
  });
}
