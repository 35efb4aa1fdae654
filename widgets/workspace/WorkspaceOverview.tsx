/**
 * The workspace's home: every queue of the registry in two sections, those where letters wait
 * (first, in full) and those without letters (after, quieter), with a line that sums up how
 * many letters wait in how many queues: a person sees at a glance where to go.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WorkspaceItem, WorkspaceItems } from './use-workspace-items';
import { WorkspaceQueueCard } from './WorkspaceQueueCard';

const CARD_GRID = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

function Section({ id, title, items, testId }: { id: string; title: string; items: WorkspaceItem[]; testId: string }) {
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.4, mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={CARD_GRID}>
        {items.map((item) => (
          <WorkspaceQueueCard key={item.queue.code} item={item} />
        ))}
      </Box>
    </Box>
  );
}

export function WorkspaceOverview({ workspace }: { workspace: WorkspaceItems }) {
  const { t } = useTranslation();
  if (workspace.failed) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={workspace.retry}>
            {t('dashboard.retry')}
          </Button>
        }
      >
        {t('dashboard.loadError')}
      </Alert>
    );
  }
  if (!workspace.counted) {
    return (
      <Box sx={CARD_GRID} aria-busy>
        {workspace.items.map((item) => (
          <Skeleton key={item.queue.code} variant="rounded" height={88} sx={{ borderRadius: 3 }} />
        ))}
      </Box>
    );
  }
  const waiting = workspace.items.filter((item) => item.entry.COUNT > 0);
  const empty = workspace.items.filter((item) => item.entry.COUNT === 0);
  const letters = waiting.reduce((sum, item) => sum + item.entry.COUNT, 0);
  return (
    <Box data-testid="workspace-overview" sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, md: 4 } }}>
      <Typography color="text.secondary" data-testid="workspace-summary">
        {waiting.length > 0 ? t('workspace.summary', { count: letters, queues: waiting.length, all: workspace.items.length }) : t('workspace.nothingWaiting')}
      </Typography>
      {waiting.length > 0 && <Section id="workspace-waiting" title={t('workspace.waitingHeading')} items={waiting} testId="workspace-waiting" />}
      {empty.length > 0 && <Section id="workspace-empty" title={t('workspace.emptyHeading')} items={empty} testId="workspace-empty" />}
    </Box>
  );
}
