/**
 * The large modal a tile opens: the queue's heading and its letters (QueueLetters: the
 * server-paged grid, a search that waits 800 ms and refetches only past 2 characters or when
 * emptied, the organisation filter where the manifest puts one, and a view button per row).
 * Width per device and table height: engine/portal/layout-sizes.ts.
 */
import { useMemo } from 'react';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { TodoQueueEntry } from '../../engine/api/portal-calls';
import type { DocumentTarget } from '../../engine/portal/document-target';
import { platformOf, todoModalWidth } from '../../engine/portal/layout-sizes';
import type { QueueCapability } from '../../engine/tenant/capabilities';
import { QueueHeader } from './QueueHeader';
import { QueueLetters } from './QueueLetters';
import { useQueueLetters } from './use-queue-letters';

export interface QueueModalProps {
  queue: QueueCapability;
  tile: TodoQueueEntry;
  title: string;
  showBehalfBadge: boolean;
  onClose: () => void;
  /** Opens a row's letter; null when the row carries no ids (the caller warns 'กรุณาเลือกข้อมูล !'). */
  onOpenDocument: (target: DocumentTarget | null) => void;
}

export function QueueModal({ queue, tile, title, showBehalfBadge, onClose, onOpenDocument }: QueueModalProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const width = useMemo(() => todoModalWidth(platformOf({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints })), []);
  const letters = useQueueLetters(queue.code);

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby="queue-modal-title"
      data-testid="queue-modal"
      slotProps={{
        paper: { sx: { width: phone ? '100%' : width, maxWidth: phone ? '100%' : 'calc(100% - 32px)', borderRadius: phone ? 0 : 3, overflow: 'hidden' } },
      }}
    >
      <QueueHeader titleId="queue-modal-title" title={title} color={tile.COLOR} icon={tile.ICON} total={letters.total} onClose={onClose} />
      <QueueLetters
        letters={letters}
        queue={queue}
        documentType={tile.DOCUMENT}
        showBehalfBadge={showBehalfBadge}
        onOpenDocument={onOpenDocument}
        fill={phone}
      />
    </Dialog>
  );
}
