/**
 * Placeholder of the master layout (header, content, footer) for signed-in pages. The real
 * header widgets (menus, notifications, user panel) arrive with their issues.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { DevBanner } from '../banners/DevBanner';
import { CopyrightLine } from '../login/CopyrightLine';
import { usePortal } from '../portal/PortalContext';

export interface MasterShellProps {
  homePath: string;
  onSignOut: () => void;
  children: ReactNode;
}

export function MasterShell({ homePath, onSignOut, children }: MasterShellProps) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {caps.devBanner && <DevBanner />}
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1.5 }}>
          <Box component={RouterLink} to={homePath} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none', flex: 1, minWidth: 0 }}>
            <Box component="img" src={caps.branding.logoUrl} alt="" sx={{ width: 40, height: 40, bgcolor: '#fff', borderRadius: '50%', p: 0.5 }} />
            <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700 }}>
              {t(caps.branding.headerTitleKey)}
            </Typography>
          </Box>
          <Button color="inherit" startIcon={<Logout />} onClick={onSignOut}>
            {t('master.signOut')}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ flex: 1, py: 4 }}>
        {children}
      </Container>
      <Box component="footer" sx={{ py: 2, borderTop: '1px solid', borderColor: 'divider', bgcolor: 'background.paper' }}>
        <CopyrightLine />
      </Box>
    </Box>
  );
}
