/**
 * Placeholder of the master layout (header, content, footer) for signed-in pages: brand,
 * the signed-in person, change-password link and sign-out. The full header (menus,
 * notifications, user panel) arrives with its issue.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Logout from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { DevBanner } from '../banners/DevBanner';
import { CopyrightLine } from '../login/CopyrightLine';
import { usePortal } from '../portal/PortalContext';
import { UserSummary, type SignedInPerson } from './UserSummary';

export interface MasterShellProps {
  homePath: string;
  changePasswordPath: string;
  person: SignedInPerson | null;
  onSignOut: () => void;
  children: ReactNode;
}

export function MasterShell({ homePath, changePasswordPath, person, onSignOut, children }: MasterShellProps) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {caps.devBanner && <DevBanner />}
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { sm: 68 } }}>
          <Box component={RouterLink} to={homePath} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'inherit', textDecoration: 'none', flex: 1, minWidth: 0 }}>
            <Box component="img" src={caps.branding.logoUrl} alt="" sx={{ width: 40, height: 40, bgcolor: '#fff', borderRadius: '50%', p: 0.5, flexShrink: 0 }} />
            <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700 }}>
              {t(caps.branding.headerTitleKey)}
            </Typography>
          </Box>
          {person && <UserSummary person={person} />}
          <Tooltip title={t('master.changePassword')}>
            <IconButton component={RouterLink} to={changePasswordPath} color="inherit" aria-label={t('master.changePassword')} data-testid="change-password-link">
              <KeyRounded />
            </IconButton>
          </Tooltip>
          <Button color="inherit" variant="outlined" startIcon={<Logout />} onClick={onSignOut} sx={{ borderColor: 'rgba(255,255,255,.6)', flexShrink: 0 }}>
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
