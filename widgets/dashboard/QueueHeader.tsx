/**
 * The heading of one queue's letters: the queue's icon on its colour, "รายการ<title>", the
 * number of letters, and a close button where the letters sit in a dialog.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useTranslation } from 'react-i18next';
import { queueIconOf } from './queue-icons';

export interface QueueHeaderProps {
  /** The id of the heading, for the region or dialog it names. */
  titleId: string;
  title: string;
  /** The queue's colour and icon name (get-todo-lists' COLOR and ICON). */
  color: string;
  icon: string;
  total: number;
  onClose?: () => void;
}

export function QueueHeader({ titleId, title, color, icon, total, onClose }: QueueHeaderProps) {
  const { t } = useTranslation();
  const Icon = queueIconOf(icon);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 2, sm: 3 },
        py: 1.75,
        borderTop: `4px solid ${color}`,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40, borderRadius: 2, bgcolor: color, color: '#fff', flexShrink: 0 }}>
        <Icon aria-hidden />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.4 }} noWrap>
          {t('dashboard.queueListTitle', { title })}
        </Typography>
      </Box>
      <Chip
        label={t('dashboard.total', { count: total })}
        size="small"
        data-testid="queue-total"
        data-total={total}
        sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline-flex' } }}
      />
      {onClose && (
        <IconButton onClick={onClose} aria-label={t('dashboard.close')} data-testid="queue-modal-close" edge="end">
          <CloseRounded />
        </IconButton>
      )}
    </Box>
  );
}
