/**
 * 'split' login variant: the organisation panel in the primary colour beside the form
 * (above it on a phone, where two columns would not fit).
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { CopyrightLine } from './CopyrightLine';
import { OrganisationPanel } from './OrganisationPanel';

export function LoginSplitLayout({ logoUrl, children }: { logoUrl: string; children: ReactNode }) {
  return (
    <Paper
      elevation={0}
      sx={{
        width: '100%',
        maxWidth: 980,
        mx: 'auto',
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        borderRadius: 3,
        overflow: 'hidden',
        border: '1px solid rgba(16,24,40,.08)',
        boxShadow: '0 12px 40px rgba(16,24,40,.14)',
      }}
    >
      <OrganisationPanel logoUrl={logoUrl} />
      <Box sx={{ flex: '1 1 52%', p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 4 }}>
        <Box sx={{ width: '100%', maxWidth: 400, mx: 'auto' }}>{children}</Box>
        <CopyrightLine />
      </Box>
    </Paper>
  );
}
