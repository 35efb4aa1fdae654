/** A queue's number of letters as a small pill: tinted with the queue's colour when letters wait, grey when none. */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import { formatCount } from '../../engine/format/count';

export function QueueCount({ count, color, known }: { count: number; color: string; known: boolean }) {
  if (!known) return <Skeleton variant="rounded" width={32} height={22} sx={{ borderRadius: 11, flexShrink: 0 }} />;
  return (
    <Box
      component="span"
      data-testid="queue-count"
      sx={{
        minWidth: 32,
        px: 1,
        py: 0.25,
        borderRadius: 11,
        textAlign: 'center',
        fontSize: '0.8125rem',
        fontWeight: 700,
        lineHeight: 1.4,
        flexShrink: 0,
        bgcolor: count > 0 ? alpha(color, 0.14) : 'action.hover',
        color: count > 0 ? 'text.primary' : 'text.secondary',
      }}
    >
      {formatCount(count)}
    </Box>
  );
}
