/**
 * A document action as one mutation. When the server has done it, the queries it changed are
 * refreshed here, in one place: the dashboard (tile counts, queue pages, book cards). The
 * letter's detail is never kept beyond its modal (it is fetched whenever the modal mounts), so
 * it needs no refresh. A refused or failed action changes nothing, so nothing is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentCalls } from '../../engine/api/document-calls';
import type { RequestOf } from '../../engine/api/call-route';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';

export function useDocumentAction(calls: DocumentCalls) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'documentAction'>) => calls.documentAction(body),
    onSuccess: async (reply) => {
      if (reply.status !== 'success') return;
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
