/** /privacy-policy: the personal-data notice the PDPA modal links to, with a way back. */
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../engine/i18n/language';
import { usePortal } from '../../widgets/portal/PortalContext';
import { PrivacyNotice } from '../../widgets/privacy/PrivacyNotice';
import { ROUTES } from '../../engine/portal/routes';

export function PrivacyPolicyPage() {
  const { t, i18n } = useTranslation();
  const { caps } = usePortal();
  return (
    <Stack spacing={2} sx={{ maxWidth: 860, mx: 'auto' }}>
      <PrivacyNotice organisation={pickLocalized(caps.identity.organizationName, i18n.language)} />
      <Button component={RouterLink} to={ROUTES.portal.path} startIcon={<ArrowBackRounded />} sx={{ alignSelf: 'flex-start' }}>
        {t('privacy.back')}
      </Button>
    </Stack>
  );
}
