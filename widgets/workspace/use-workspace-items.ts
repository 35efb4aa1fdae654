/**
 * The twelve queues of the workspace, each with its settings (workspace-queues.ts), its entry
 * in the server's reply (count, colour, icon, document type) and its title in the portal's
 * language. While the counts load, or when they failed, every queue is still there with the
 * registry's look and no count, so the navigation never jumps.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TodoQueueEntry } from '../../engine/api/portal-calls';
import type { QueueCapability } from '../../engine/tenant/capabilities';
import { queueTitleOf } from '../dashboard/queue-title';
import { usePortal } from '../portal/PortalContext';
import { useWorkspaceQueues } from './workspace-queries';
import { workspaceEntryOf } from './workspace-queues';

export interface WorkspaceItem {
  queue: QueueCapability;
  entry: TodoQueueEntry;
  title: string;
}

export interface WorkspaceItems {
  items: WorkspaceItem[];
  /** The counts are not known yet (or could not be read): show none. */
  counted: boolean;
  pending: boolean;
  failed: boolean;
  retry: () => void;
}

export function useWorkspaceItems(): WorkspaceItems {
  const { t, i18n } = useTranslation();
  const { caps } = usePortal();
  const reply = useWorkspaceQueues();
  const { data, isPending, isError, refetch } = reply;
  const items = useMemo(
    () =>
      caps.workspace.queues.map((queue) => ({
        queue,
        entry: workspaceEntryOf(data ?? [], queue.code),
        title: queueTitleOf(queue, t, i18n.language),
      })),
    [caps, data, t, i18n.language],
  );
  return { items, counted: data !== undefined, pending: isPending, failed: isError, retry: () => void refetch() };
}
