/** One work-queue tile: icon in the queue's colour, count and title; the whole tile is one button. */
import { tileCardSx } from './tile-card-style';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../engine/format/count';
import { queueIconOf } from './queue-icons';

export interface QueueTileProps {
  code: string;
  title: string;
  count: number;
  color: string;
  icon: string;
  onOpen: () => void;
}

export function QueueTile({ code, title, count, color, icon, onOpen }: QueueTileProps) {
  const { t } = useTranslation();
  const Icon = queueIconOf(icon);
  return (
    <ButtonBase
      onClick={onOpen}
      data-testid={`queue-tile-${code}`}
      data-count={count}
      aria-label={t('dashboard.tileLabel', { title, count })}
      sx={tileCardSx(color)}
    >
      <Box sx={{ width: 6, bgcolor: color, flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: { xs: 1.25, sm: 2 }, p: { xs: 1.5, sm: 2 } }}>
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: { xs: 40, sm: 52 },
            height: { xs: 40, sm: 52 },
            borderRadius: '50%',
            bgcolor: alpha(color, 0.12),
            color,
            flexShrink: 0,
          }}
        >
          <Icon aria-hidden sx={{ fontSize: { xs: 22, sm: 28 } }} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="span"
            data-testid="tile-count"
            sx={{ display: 'block', fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, lineHeight: 1.15, color: 'text.primary' }}
          >
            {formatCount(count)}
          </Typography>
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: { xs: '0.875rem', sm: '0.95rem' }, color: 'text.secondary', lineHeight: 1.4, fontWeight: 500 }}
          >
            {title}
          </Typography>
        </Box>
      </Box>
    </ButtonBase>
  );
}
