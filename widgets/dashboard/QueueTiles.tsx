/**
 * The work-queue tiles of the tenant (caps.dashboard.queues: its set and order) with the
 * counts of get-todo-lists, and the queue modal of the tile that was clicked.
 */
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { TodoQueueEntry } from '../../engine/api/portal-calls';
import { VIEW_DOCUMENT_TYPE, type DocumentTarget } from '../../engine/portal/document-target';
import type { QueueCode } from '../../engine/tenant/capabilities';
import { usePortal } from '../portal/PortalContext';
import { useQueueTiles } from './dashboard-queries';
import { QueueTile } from './QueueTile';
import { queueTitleOf } from './queue-title';

// The queue modal carries MUI X DataGrid: it loads on the first tile click, not with the
// dashboard, which keeps the dashboard route within its bundle budget (npm run check:bundle).
const QueueModal = lazy(() => import('./QueueModal').then((m) => ({ default: m.QueueModal })));

const TILE_GRID = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  // A row is at least as tall as a tile with a two-line title on a phone (95 px), so the loading
  // stand-ins take the room the tiles will and nothing below them moves on arrival. From sm up a
  // tile is 92 px with its one-line title; the floor stays under that, so a tile keeps its size.
  gridAutoRows: { xs: 'minmax(95px, auto)', sm: 'minmax(90px, auto)' },
} as const;

/** A queue the server did not answer for (older server): shown with no letters rather than missing. */
const emptyEntry = (code: QueueCode): TodoQueueEntry => ({
  CODE: code,
  TITLE: '',
  COUNT: 0,
  COLOR: '#6c757d',
  ICON: '',
  TABLE_HEADER: '',
  DOCUMENT: VIEW_DOCUMENT_TYPE,
});

export function QueueTiles({ onOpenDocument }: { onOpenDocument: (target: DocumentTarget | null) => void }) {
  const { t, i18n } = useTranslation();
  const { caps } = usePortal();
  const tiles = useQueueTiles();
  // The counts arrive as an urgent update (react-query); deferred, the tiles are built in slices
  // that give the main thread back in between, while the stand-ins stay up a moment longer.
  const counts = useDeferredValue(tiles.data);
  const [openCode, setOpenCode] = useState<QueueCode | null>(null);

  if (!tiles.isError && counts === undefined) {
    return (
      <Box sx={TILE_GRID} aria-busy>
        {caps.dashboard.queues.map((queue) => (
          <Skeleton key={queue.code} variant="rounded" sx={{ height: '100%', borderRadius: 3 }} />
        ))}
      </Box>
    );
  }
  if (tiles.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void tiles.refetch()}>
            {t('dashboard.retry')}
          </Button>
        }
      >
        {t('dashboard.loadError')}
      </Alert>
    );
  }
  const entryOf = (code: QueueCode) => (counts ?? []).find((entry) => entry.CODE === code) ?? emptyEntry(code);
  const open = caps.dashboard.queues.find((queue) => queue.code === openCode);
  return (
    <>
      <Box sx={TILE_GRID} data-testid="queue-tiles">
        {caps.dashboard.queues.map((queue) => {
          const entry = entryOf(queue.code);
          return (
            <QueueTile
              key={queue.code}
              code={queue.code}
              title={queueTitleOf(queue, t, i18n.language)}
              count={entry.COUNT}
              color={entry.COLOR}
              icon={entry.ICON}
              onOpen={() => setOpenCode(queue.code)}
            />
          );
        })}
      </Box>
      {open && (
        <Suspense fallback={null}>
          <QueueModal
            queue={open}
            tile={entryOf(open.code)}
            title={queueTitleOf(open, t, i18n.language)}
            showBehalfBadge={caps.dashboard.showBehalfBadge}
            onClose={() => setOpenCode(null)}
            onOpenDocument={onOpenDocument}
          />
        </Suspense>
      )}
    </>
  );
}
