/**
 * The destruction lists' data: the lists and departments the person has (destruction-lists),
 * one open list (destruction-list), and the steps that change them. Every key sits under
 * DESTRUCTION_QUERY_KEY, so a step refreshes the lists (state, counts, what is due) and the open
 * list (decisions, what the person may do next) together; the keys sit under the dashboard's,
 * as the filing list's do, so closing a letter refreshes them too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorReply, RequestOf } from '../../engine/api/call-route';
import { HttpError } from '../../engine/api/client';
import { destructionCalls } from '../../engine/api/destruction-calls';
import type { DestructionItem, DestructionListDetail, DestructionMember } from '../../schemas/generated/api/destruction-list.reply';
import type { DestructionDepartment } from '../../schemas/generated/api/destruction-lists.reply';
import type { DestructionListHead } from '../../schemas/generated/api/destruction-list-head';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';
import { useCalls } from '../portal/CallsContext';
import { FILING_QUERY_KEY } from './filing-queries';

export type { DestructionDepartment, DestructionItem, DestructionListDetail, DestructionListHead, DestructionMember };
export type DestructionState = DestructionListHead['STATE'];
export type DestructionDecision = RequestOf<'destructionVote'>['DECISION'];

export const DESTRUCTION_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'destruction'] as const;
const listsKey = [...DESTRUCTION_QUERY_KEY, 'lists'] as const;
const listKey = (listId: number) => [...DESTRUCTION_QUERY_KEY, 'list', listId] as const;

/** The server said no (the error envelope): its message is Thai words for the person. */
export class DestructionRefusal extends Error {
  override name = 'DestructionRefusal';
}

/** The reply when it succeeded; the server's refusal thrown, so every caller handles it in one place. */
function accepted<T extends { status: 'success' }>(reply: T | ErrorReply): T {
  if (reply.status === 'error') throw new DestructionRefusal((reply as ErrorReply).message);
  return reply as T;
}

/** What to tell the person after a failure: the server's own words when it gave any, `fallback` otherwise. */
export function failureMessage(failure: unknown, fallback: string): string {
  if (failure instanceof DestructionRefusal && failure.message) return failure.message;
  if (failure instanceof HttpError && failure.body?.message) return failure.body.message;
  return fallback;
}

export function useDestructionLists() {
  const { api } = useCalls();
  return useQuery({
    queryKey: listsKey,
    queryFn: async () => {
      const reply = accepted(await destructionCalls(api).destructionLists());
      return { lists: reply.items, departments: reply.DEPARTMENTS };
    },
  });
}

export function useDestructionList(listId: number | null) {
  const { api } = useCalls();
  return useQuery({
    queryKey: listKey(listId ?? 0),
    enabled: listId !== null,
    queryFn: async () => accepted(await destructionCalls(api).destructionList({ LIST_ID: listId! })).item,
  });
}

/**
 * Reads the lists and the open list again after a step (and `also`). A step's mutation returns
 * this promise from onSuccess, so it stays pending until the page shows what the step changed:
 * its button stays disabled meanwhile and a second click cannot send it twice.
 */
function useRefresh(also: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return () => Promise.all([DESTRUCTION_QUERY_KEY, ...also].map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
}

export function useDestructionDraw() {
  const { api } = useCalls();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (fields: RequestOf<'destructionDraw'>) => accepted(await destructionCalls(api).destructionDraw(fields)),
    onSuccess: refresh,
  });
}

export function useDestructionSubmit() {
  const { api } = useCalls();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (fields: RequestOf<'destructionSubmit'>) => accepted(await destructionCalls(api).destructionSubmit(fields)),
    onSuccess: refresh,
  });
}

export function useDestructionVote() {
  const { api } = useCalls();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (fields: RequestOf<'destructionVote'>) => accepted(await destructionCalls(api).destructionVote(fields)),
    onSuccess: refresh,
  });
}

// Closing destroys letters: the filing list's remarks say so from then on.
const AFTER_CLOSE = [FILING_QUERY_KEY] as const;

export function useDestructionClose() {
  const { api } = useCalls();
  const refresh = useRefresh(AFTER_CLOSE);
  return useMutation({
    mutationFn: async (fields: RequestOf<'destructionClose'>) => accepted(await destructionCalls(api).destructionClose(fields)),
    onSuccess: refresh,
  });
}
