/**
 * The master layout's chrome for signed-in pages: the header (logo to /,
 * the manifest's system title with a testing marker in DEV mode, language flag dropdown,
 * the notifications bell slot, the signed-in person as the user-panel toggle, change
 * password and sign-out), the server's top menu, the content, and the footer. Below the md
 * breakpoint the same bar is the mobile header: a menu toggle that opens the top menu in a
 * drawer, the logo linking to the base, and the avatar as the user toggle.
 */
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useHref, useLocation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import KeyRounded from '@mui/icons-material/KeyRounded';
import Logout from '@mui/icons-material/Logout';
import MenuRounded from '@mui/icons-material/MenuRounded';
import { useTranslation } from 'react-i18next';
import { DevBanner } from '../banners/DevBanner';
import { usePortal } from '../portal/PortalContext';
import { LanguageMenu } from './LanguageMenu';
import { MasterFooter } from './MasterFooter';
import { useOwnHeader } from './own-header';
import { TopMenuBar, TopMenuList } from './TopMenu';
import { UserPanel } from './UserPanel';
import { UserSummary, type SignedInPerson } from './UserSummary';

export interface MasterShellProps {
  homePath: string;
  changePasswordPath: string;
  person: SignedInPerson | null;
  email?: string | null;
  /** The language in use and the switch (the layout applies and saves it). */
  language: string;
  onLanguageChange: (language: string) => void;
  onSignOut: () => void;
  /** The bell with its dropdown (app/notifications wires it to the notifications machine). */
  notifications?: ReactNode;
  children: ReactNode;
}

export function MasterShell({
  homePath,
  changePasswordPath,
  person,
  email = null,
  language,
  onLanguageChange,
  onSignOut,
  notifications,
  children,
}: MasterShellProps) {
  const { t } = useTranslation();
  const { caps } = usePortal();
  // The configured base as the router knows it ('/' or '/portal'): full-page links go under it.
  const base = useHref('/');
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  // A picture or e-mail the person changed on their profile shows at once.
  const own = useOwnHeader(person?.avatarUrl ?? null, email);
  const shown = person && own.avatarUrl ? { ...person, avatarUrl: own.avatarUrl } : person;
  const signOut = () => {
    setPanelOpen(false);
    onSignOut();
  };
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      {caps.devBanner && <DevBanner />}
      <AppBar position="sticky" color="primary" elevation={0} component="header" data-testid="master-header">
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, minHeight: { xs: 60, sm: 68 }, px: { xs: 1, sm: 2, lg: 3 } }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setMenuOpen(true)}
            aria-label={t('master.openMenu')}
            aria-expanded={menuOpen}
            data-testid="mobile-menu-toggle"
            sx={{ display: { md: 'none' } }}
          >
            <MenuRounded />
          </IconButton>
          <Box
            component={RouterLink}
            to={homePath}
            data-testid="header-logo-link"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: { xs: 1, sm: 1.5 },
              color: 'inherit',
              textDecoration: 'none',
              flex: 1,
              minWidth: 0,
              borderRadius: 1,
              '&:focus-visible': { outline: '2px solid #fff', outlineOffset: 2 },
            }}
          >
            <Box
              component="img"
              src={caps.branding.logoUrl}
              alt=""
              data-testid="header-logo"
              sx={{ width: { xs: 36, sm: 40 }, height: { xs: 36, sm: 40 }, bgcolor: '#fff', borderRadius: '50%', p: 0.5, flexShrink: 0 }}
            />
            <Typography
              component="span"
              variant="h6"
              noWrap
              data-testid="system-title"
              sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.25rem' }, minWidth: 0 }}
            >
              {t(caps.branding.headerTitleKey)}
            </Typography>
            {caps.devBanner && (
              <Chip
                label={t('master.testing')}
                size="small"
                data-testid="dev-marker"
                sx={{ display: { xs: 'none', sm: 'inline-flex' }, bgcolor: '#ffcf5c', color: '#3d2a00', fontWeight: 700, flexShrink: 0 }}
              />
            )}
          </Box>
          <LanguageMenu languages={caps.language.available} current={language} onChange={onLanguageChange} />
          {notifications}
          {shown && <UserSummary person={shown} onOpen={() => setPanelOpen(true)} expanded={panelOpen} />}
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5 }}>
            <Tooltip title={t('master.changePassword')}>
              <IconButton
                component={RouterLink}
                to={changePasswordPath}
                color="inherit"
                aria-label={t('master.changePassword')}
                data-testid="change-password-link"
              >
                <KeyRounded />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('master.signOut')}>
              <IconButton color="inherit" onClick={signOut} aria-label={t('master.signOut')} data-testid="sign-out-button">
                <Logout />
              </IconButton>
            </Tooltip>
          </Box>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: { xs: 'none', md: 'block' } }}>
        <TopMenuBar base={base} />
      </Box>
      {/* data-path: the address whose page the content shows, committed with that page (a page still
        loading keeps the previous one's), so a test or a support tool can tell which page is drawn. */}
      <Container component="main" maxWidth="xl" sx={{ flex: 1, py: { xs: 2, sm: 4 } }} data-path={pathname}>
        {children}
      </Container>
      <MasterFooter homePath={homePath} />
      <Drawer anchor="left" open={menuOpen} onClose={() => setMenuOpen(false)} slotProps={{ paper: { sx: { width: 280 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Box component="img" src={caps.branding.logoUrl} alt="" sx={{ width: 36, height: 36, bgcolor: '#fff', borderRadius: '50%', p: 0.5 }} />
          <Typography noWrap sx={{ fontWeight: 700 }}>
            {t(caps.branding.headerTitleKey)}
          </Typography>
        </Box>
        <TopMenuList base={base} onNavigate={() => setMenuOpen(false)} />
      </Drawer>
      <UserPanel open={panelOpen} onClose={() => setPanelOpen(false)} person={shown} email={own.email} onSignOut={signOut} />
    </Box>
  );
}
