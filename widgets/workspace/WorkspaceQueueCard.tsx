/** One queue on the workspace's overview: a link to its page, with its icon, title and number of letters, in the look of the dashboard's tiles. */
import { tileCardSx } from '../dashboard/tile-card-style';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../engine/format/count';
import { QueueBadgeIcon } from './QueueBadgeIcon';
import type { WorkspaceItem } from './use-workspace-items';
import { workspaceQueuePath } from './workspace-paths';

export function WorkspaceQueueCard({ item }: { item: WorkspaceItem }) {
  const { t } = useTranslation();
  const { queue, entry, title } = item;
  const { COUNT: count, COLOR: color } = entry;
  const waiting = count > 0;
  return (
    <ButtonBase
      component={RouterLink}
      to={workspaceQueuePath(queue.code)}
      data-testid={`workspace-card-${queue.code}`}
      data-count={count}
      aria-label={t('dashboard.tileLabel', { title, count })}
      sx={tileCardSx(color)}
    >
      <Box sx={{ width: 6, bgcolor: waiting ? color : alpha(color, 0.35), flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: { xs: 1.25, sm: 2 }, p: { xs: 1.5, sm: 2 } }}>
        <QueueBadgeIcon icon={entry.ICON} color={color} size={{ xs: 36, sm: waiting ? 48 : 40 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontSize: waiting ? { xs: '1.5rem', sm: '1.75rem' } : '1.25rem',
              fontWeight: 700,
              lineHeight: 1.15,
              color: waiting ? 'text.primary' : 'text.secondary',
            }}
          >
            {formatCount(count)}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: '0.95rem', color: 'text.secondary', lineHeight: 1.4, fontWeight: 500 }}>
            {title}
          </Typography>
        </Box>
      </Box>
    </ButtonBase>
  );
}
