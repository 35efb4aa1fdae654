/**
 * The data of the LINE page: the link's status (asked again every few seconds while a link code
 * waits to be sent, so the page shows the link the moment LINE delivers the code), a new link
 * code, and removing the link. A refusal rejects with the server's Thai message.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { lineCalls } from '../../engine/api/line-calls';
import { useCalls } from '../portal/CallsContext';

const STATUS_KEY = ['line', 'status'] as const;
/** How often the status is asked while a code waits to be sent. */
export const WAITING_POLL_MS = 3000;

function useLineCalls() {
  const { api } = useCalls();
  return useMemo(() => lineCalls(api), [api]);
}

export function useLineStatus(waiting: boolean) {
  const calls = useLineCalls();
  return useQuery({
    queryKey: STATUS_KEY,
    refetchInterval: waiting ? WAITING_POLL_MS : false,
    queryFn: async () => {
      const reply = await calls.status();
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply;
    },
  });
}

export function useLinkCode() {
  const calls = useLineCalls();
  return useMutation({
    mutationFn: async () => {
      const reply = await calls.linkCode();
      if (reply.status !== 'success') throw new Error(reply.message);
      // Counted on this computer's clock from the moment it arrived: EXPIRES_IN is a duration.
      const arrivedAt = Date.now();
      return { code: reply.CODE, arrivedAt, expiresAt: arrivedAt + reply.EXPIRES_IN * 1000 };
    },
  });
}

export function useUnlinkLine() {
  const calls = useLineCalls();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const reply = await calls.unlink();
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply;
    },
    onSuccess: (reply) => client.setQueryData(STATUS_KEY, reply),
  });
}
