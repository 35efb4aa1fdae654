/**
 * /register (public). The route exists for links that point at it; no call stands behind it:
 * in a government office accounts are made by the administrator, so the page says whom to ask.
 */
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoginFrame } from '../../widgets/login/LoginFrame';
import { usePortal } from '../../widgets/portal/PortalContext';
import { ROUTES } from '../../engine/portal/routes';

export function RegisterPage() {
  const { t } = useTranslation();
  const { caps } = usePortal();
  return (
    <LoginFrame logoUrl={caps.branding.logoUrl}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('register.title')}
        </Typography>
        <Typography color="text.secondary">{t('register.text')}</Typography>
        <Link component={RouterLink} to={ROUTES.login.path} variant="body2" underline="hover" sx={{ alignSelf: 'center', fontWeight: 500 }}>
          {t('forgot.backToLogin')}
        </Link>
      </Stack>
    </LoginFrame>
  );
}
