/**
 * What the action form offers to choose from, asked of the server once the panel opens when any
 * action it shows needs it (not when that action is chosen, so its pickers are ready by then).
 */
import { useQuery } from '@tanstack/react-query';
import type { DocumentCalls } from '../../engine/api/document-calls';
import { actionFields, type DocumentAction } from '../../engine/documents/actions';
import { documentKeys } from './document-query-keys';

/** The people and departments an action may go to. */
export function useActionRecipients(calls: DocumentCalls, actions: readonly DocumentAction[]) {
  return useQuery({
    queryKey: documentKeys.recipients(),
    queryFn: async () => {
      const reply = await calls.getRecipients();
      if (reply.status !== 'success' || !reply.item) throw new Error(reply.message ?? '');
      return reply.item;
    },
    enabled: actions.some((a) => actionFields(a).some((f) => f === 'executiveOne' || f === 'personOne' || f === 'people' || f === 'recipients')),
    staleTime: 5 * 60_000,
  });
}

/** The assignment and signing kinds the settings pages offer now (active ones only). */
export function useActionLookups(calls: DocumentCalls, actions: readonly DocumentAction[]) {
  return useQuery({
    queryKey: documentKeys.lookups(),
    queryFn: async () => {
      const reply = await calls.getLookups();
      if (reply.status !== 'success' || !reply.item) throw new Error(reply.message ?? '');
      return reply.item;
    },
    enabled: actions.some((a) => actionFields(a).some((f) => f === 'jobType' || f === 'signType')),
    staleTime: 5 * 60_000,
  });
}

export type ActionLookups = NonNullable<ReturnType<typeof useActionLookups>['data']>;
