/** Two lines in one grid cell: the main value, and a smaller grey line under it (a date under a number, a department under a subject). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function CellPair({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', lineHeight: 1.35, py: 0.5, minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {first}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {second}
      </Typography>
    </Box>
  );
}
