/**
 * The frame every public page shares (sign-in, sign-up, forgot and reset password): dev banner,
 * the tenant's login layout variant around the given panel, and the cookie banner. The pages of
 * the three modes (sign-in, sign-up, forgotten password) name theirs, and the frame links them.
 */
import { lazy, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { whenPageIdle } from '../../engine/page/after-load';
import { DevBanner } from '../banners/DevBanner';
import { usePortal } from '../portal/PortalContext';
import { loginBackgroundOf } from '../theme/tenant-theme';
import { LoginCenteredLayout } from './LoginCenteredLayout';
import { LoginModesSlot, type LoginMode } from './login-modes-slot';
import { LoginSplitLayout } from './LoginSplitLayout';

const layouts = { centered: LoginCenteredLayout, split: LoginSplitLayout } as const;

// The cookie notice shows a moment after the page anyway: it (and its machine) loads once the
// page has painted and the browser is idle, not with the page.
const CookieBanner = lazy(() => import('../banners/CookieBanner').then((m) => ({ default: m.CookieBanner })));

function CookieBannerAfterLoad() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => whenPageIdle(() => setLoaded(true)), []);
  return loaded ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null;
}

export interface LoginFrameProps {
  /** caps.branding.logoUrl, or loginLogoUrl on the alternative sign-in page. */
  logoUrl: string;
  /** The mode the page is (the others are linked under the panel); a page of none leaves it out. */
  mode?: LoginMode;
  children: ReactNode;
}

export function LoginFrame({ logoUrl, mode, children }: LoginFrameProps) {
  const { caps } = usePortal();
  const Layout = layouts[caps.branding.loginVariant];
  const Modes = useContext(LoginModesSlot);
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: loginBackgroundOf(caps),
        backgroundImage: 'linear-gradient(180deg, rgba(255,255,255,.55), rgba(255,255,255,0) 60%)',
      }}
    >
      {caps.devBanner && <DevBanner />}
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 6 }, pb: { xs: 14, sm: 10 } }}>
        <Layout logoUrl={logoUrl}>
          {children}
          {mode && Modes && <Modes mode={mode} />}
        </Layout>
      </Box>
      <CookieBannerAfterLoad />
    </Box>
  );
}
