/**
 * One queue's page in the workspace: the queue's heading and its letters, inline, with the
 * same grid, columns, search, organisation filter and paging as the dashboard's queue modal
 * (widgets/dashboard/QueueLetters.tsx). A row opens its letter as the dashboard does.
 */
import Paper from '@mui/material/Paper';
import type { DocumentTarget } from '../../engine/portal/document-target';
import { QueueHeader } from '../dashboard/QueueHeader';
import { QueueLetters } from '../dashboard/QueueLetters';
import { useQueueLetters } from '../dashboard/use-queue-letters';
import { usePortal } from '../portal/PortalContext';
import type { WorkspaceItem } from './use-workspace-items';

export interface WorkspaceQueueProps {
  item: WorkspaceItem;
  onOpenDocument: (target: DocumentTarget | null) => void;
}

export function WorkspaceQueue({ item, onOpenDocument }: WorkspaceQueueProps) {
  const { caps } = usePortal();
  const { queue, entry, title } = item;
  const letters = useQueueLetters(queue.code);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="workspace-queue-title"
      data-testid="workspace-queue"
      data-code={queue.code}
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <QueueHeader titleId="workspace-queue-title" title={title} color={entry.COLOR} icon={entry.ICON} total={letters.total} />
      <QueueLetters
        letters={letters}
        queue={queue}
        documentType={entry.DOCUMENT}
        showBehalfBadge={caps.dashboard.showBehalfBadge}
        onOpenDocument={onOpenDocument}
      />
    </Paper>
  );
}
