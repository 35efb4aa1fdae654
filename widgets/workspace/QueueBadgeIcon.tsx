/** A queue's icon on a light disc of its colour, as the dashboard's tiles show it; the size may differ per breakpoint. */
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { queueIconOf } from '../dashboard/queue-icons';

type Size = number | { xs: number; sm: number };

const iconSizeOf = (size: Size): Size =>
  typeof size === 'number' ? Math.round(size * 0.55) : { xs: Math.round(size.xs * 0.55), sm: Math.round(size.sm * 0.55) };

export function QueueBadgeIcon({ icon, color, size = 36 }: { icon: string; color: string; size?: Size }) {
  const Icon = queueIconOf(icon);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', width: size, height: size, borderRadius: '50%', bgcolor: alpha(color, 0.12), color, flexShrink: 0 }}>
      <Icon aria-hidden sx={{ fontSize: iconSizeOf(size) }} />
    </Box>
  );
}
