/** 'centered' login variant: one card in the middle with the brand above the panel. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { CopyrightLine } from './CopyrightLine';
import { LoginBrand } from './LoginBrand';

export function LoginCenteredLayout({ logoUrl, children }: { logoUrl: string; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 460, mx: 'auto' }}>
      <Paper
        elevation={0}
        sx={{
          p: { xs: 3, sm: 5 },
          borderRadius: 3,
          border: '1px solid rgba(16,24,40,.08)',
          boxShadow: '0 12px 40px rgba(16,24,40,.12)',
          position: 'relative',
          overflow: 'hidden',
          // A straight band of the tenant colour along the top edge, as on official letterheads.
          '&::before': { content: '""', position: 'absolute', top: 0, left: 0, right: 0, height: 6, bgcolor: 'primary.main' },
        }}
      >
        <LoginBrand logoUrl={logoUrl} />
        {/* A plain rule drawn as MUI's Divider draws it, without loading Divider on the login page. */}
        <Box component="hr" sx={{ m: 0, my: 3, flexShrink: 0, borderWidth: '0 0 thin', borderStyle: 'solid', borderColor: 'divider' }} />
        {children}
      </Paper>
      <Box sx={{ mt: 3 }}>
        <CopyrightLine />
      </Box>
    </Box>
  );
}
