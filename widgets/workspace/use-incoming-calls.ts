/**
 * The calls registering an incoming letter makes (the document calls: lookups, create, upload,
 * receive), and the letter form's lookups read once per session.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SuccessOf } from '../../engine/api/call-route';
import { documentCalls, type DocumentCalls } from '../../engine/api/document-calls';
import { useCalls } from '../portal/CallsContext';

export type Lookups = SuccessOf<'getLookups'>['item'];

export type IncomingCalls = DocumentCalls;

export function useIncomingCalls(): IncomingCalls {
  const { api } = useCalls();
  return useMemo(() => documentCalls(api), [api]);
}

/** The lookups change only with a new release of the data: read once per session. */
export function useLookups(calls: IncomingCalls) {
  return useQuery({
    queryKey: ['sarabun', 'lookups'] as const,
    queryFn: async (): Promise<Lookups> => {
      const reply = await calls.getLookups();
      if (reply.status !== 'success') throw new Error(reply.message || 'error');
      return reply.item;
    },
    staleTime: Infinity,
  });
}
