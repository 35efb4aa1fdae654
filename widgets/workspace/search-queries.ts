/**
 * The document store's data: one page of found letters (search-documents, paged and filtered
 * on the server) and the choices of its filters. The page's key sits under
 * DASHBOARD_QUERY_KEY, so a document action (which invalidates the dashboard's queries)
 * refreshes the list, a letter's new number or step included.
 */
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchCalls } from '../../engine/api/search-calls';
import type { FoundDocument } from '../../schemas/generated/api/search-documents.reply';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';
import { useCalls } from '../portal/CallsContext';
import type { SearchFields } from './document-search-filters';
import { useIncomingCalls, useLookups } from './use-incoming-calls';

export type { FoundDocument };

export interface FoundPage {
  items: FoundDocument[];
  total: number;
}

export function useDocumentSearch(fields: SearchFields | null, page: number, pageSize: number) {
  const { api } = useCalls();
  return useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'documentSearch', fields, page, pageSize],
    enabled: fields !== null,
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<FoundPage> => {
      const reply = await searchCalls(api).searchDocuments({ ...fields!, page, pageSize });
      if (reply.status !== 'success') throw new Error(reply.message);
      return { items: reply.items, total: reply.total };
    },
  });
}

export interface Choice {
  id: number;
  name: string;
}

/** Types, speeds and secrecy classes (the letter form's lookups) and every department. */
export function useSearchChoices() {
  const calls = useIncomingCalls();
  const lookups = useLookups(calls);
  const departments = useQuery({
    queryKey: ['sarabun', 'departments'] as const,
    queryFn: async (): Promise<Choice[]> => {
      const reply = await calls.getRecipients();
      if (reply.status !== 'success' || !reply.item) throw new Error(reply.message || 'error');
      return reply.item.departments.map((d) => ({ id: d.dept_id, name: d.text }));
    },
    staleTime: 5 * 60_000,
  });
  return useMemo(
    () => ({
      docTypes: (lookups.data?.docTypes ?? []).map((x): Choice => ({ id: x.F_DOC_TYPE_ID, name: x.NAME })),
      speeds: (lookups.data?.speeds ?? []).map((x): Choice => ({ id: x.F_DOC_SPEED_ID, name: x.NAME })),
      secrets: (lookups.data?.secrets ?? []).map((x): Choice => ({ id: x.F_DOC_SECRET_ID, name: x.NAME })),
      departments: departments.data ?? [],
    }),
    [lookups.data, departments.data],
  );
}
