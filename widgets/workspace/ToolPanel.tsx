/** The frame of a workspace tool's page: a titled, outlined section with a one-line hint under the title. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface ToolPanelProps {
  /** Names the section for assistive technology and tests (`${id}-title` labels it). */
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}

export function ToolPanel({ id, title, hint, children }: ToolPanelProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 1px 2px rgba(16, 24, 40, 0.06)' }}
    >
      <Box sx={{ px: { xs: 2, md: 3 }, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={`${id}-title`} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      <Box sx={{ p: { xs: 2, md: 3 } }}>{children}</Box>
    </Paper>
  );
}
