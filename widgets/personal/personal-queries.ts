/**
 * The data of the personal settings page: the person's notification choices, and saving one
 * switch (the list the server answers after the save replaces the cached one, so the page shows
 * what is stored). A refusal rejects with the server's Thai message.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { notificationChoiceCalls, type ChoiceChannel } from '../../engine/api/notification-choice-calls';
import { useCalls } from '../portal/CallsContext';

const CHOICES_KEY = ['personal', 'notification-choices'] as const;

function useChoiceCalls() {
  const { api } = useCalls();
  return useMemo(() => notificationChoiceCalls(api), [api]);
}

export function useNotificationChoices() {
  const calls = useChoiceCalls();
  return useQuery({
    queryKey: CHOICES_KEY,
    queryFn: async () => {
      const reply = await calls.list();
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply;
    },
  });
}

export function useSaveNotificationChoice() {
  const calls = useChoiceCalls();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (choice: { eventKey: string; channel: ChoiceChannel; on: boolean }) => {
      const reply = await calls.save(choice.eventKey, choice.channel, choice.on);
      if (reply.status !== 'success') throw new Error(reply.message);
      return reply;
    },
    onSuccess: (reply) => client.setQueryData(CHOICES_KEY, reply),
  });
}
