/**
 * /verify (public): checks the electronic signatures of a PDF letter, with or without a session.
 * Its strings are not among those the first page carries inline, so it waits for the language's
 * full strings file the way the signed-in layout does; the page is a chunk of its own, so the
 * sign-in page never loads it (nor react-query, which the check runs on).
 */
import { use, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { portalCalls } from '../../engine/api/portal-calls';
import { ROUTES } from '../../engine/portal/routes';
import { DevBanner } from '../../widgets/banners/DevBanner';
import { CallsProvider } from '../../widgets/portal/CallsContext';
import { usePortal } from '../../widgets/portal/PortalContext';
import { VerifyPage as VerifyScreen } from '../../widgets/signing-pages/VerifyPage';
import { loginBackgroundOf } from '../../widgets/theme/tenant-theme';
import { useSession } from '../session/session-context';
import { useStrings } from '../strings-context';

export default function VerifyPage() {
  const { caps } = usePortal();
  const { api, early } = useSession();
  const { t, i18n } = useTranslation();
  use(useStrings().ready(i18n.language));
  const calls = useMemo(() => ({ api, portal: portalCalls(api, early) }), [api, early]);
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: loginBackgroundOf(caps) }}>
      {caps.devBanner && <DevBanner />}
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 3, sm: 6 }, display: 'grid', gap: 2, alignContent: 'start' }}>
        <Box component="img" src={caps.branding.logoUrl} alt="" sx={{ height: 64, justifySelf: 'center' }} />
        <CallsProvider value={calls}>
          <VerifyScreen />
        </CallsProvider>
        <Link component={RouterLink} to={ROUTES.login.path} sx={{ justifySelf: 'center' }}>
          {t('signing.verify.backToLogin')}
        </Link>
      </Container>
    </Box>
  );
}
