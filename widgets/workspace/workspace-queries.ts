/**
 * The workspace's server data: every queue of the registry with its count (workspace-queues),
 * and the departments whose registers the person keeps (register-departments).
 * The key sits under DASHBOARD_QUERY_KEY, so the refresh after a document action (which
 * invalidates the dashboard's queries) updates the workspace's counts too.
 */
import { useQuery } from '@tanstack/react-query';
import type { TodoQueueEntry } from '../../engine/api/portal-calls';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';
import { registerCalls } from '../../engine/api/register-calls';
import { useCalls } from '../portal/CallsContext';

export const workspaceKeys = {
  queues: () => [...DASHBOARD_QUERY_KEY, 'workspace', 'queues'] as const,
  registerDepartments: () => ['workspace', 'register-departments'] as const,
};

export function useWorkspaceQueues() {
  const { portal } = useCalls();
  return useQuery({
    queryKey: workspaceKeys.queues(),
    queryFn: async (): Promise<TodoQueueEntry[]> => {
      const reply = await portal.workspaceQueues();
      if (reply.status !== 'success') throw new Error(reply.message || 'error');
      return reply.items ?? [];
    },
  });
}

export interface RegisterDepartment {
  dept_id: number;
  text: string;
}

/** The departments whose registers the person keeps; the register tools show only when there is one. */
export function useRegisterDepartments() {
  const { api } = useCalls();
  return useQuery({
    queryKey: workspaceKeys.registerDepartments(),
    queryFn: async (): Promise<RegisterDepartment[]> => {
      const reply = await registerCalls(api).registerDepartments();
      if (reply.status !== 'success') throw new Error(reply.message || 'error');
      return reply.items;
    },
    staleTime: 5 * 60_000,
  });
}
