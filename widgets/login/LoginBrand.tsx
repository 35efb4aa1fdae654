/** Logo, system name and organisation name of the tenant, as the login page heading. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../engine/i18n/language';
import { usePortal } from '../portal/PortalContext';

export interface LoginBrandProps {
  logoUrl: string;
  /** 'onPrimary' draws white text for the coloured organisation panel of the split layout. */
  tone?: 'default' | 'onPrimary';
}

export function LoginBrand({ logoUrl, tone = 'default' }: LoginBrandProps) {
  const { t, i18n } = useTranslation();
  const { caps } = usePortal();
  const organisation = pickLocalized(caps.identity.organizationName, i18n.language);
  const onPrimary = tone === 'onPrimary';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}>
      <Box
        sx={{
          width: { xs: 84, sm: onPrimary ? 120 : 96 },
          height: { xs: 84, sm: onPrimary ? 120 : 96 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#fff',
          boxShadow: onPrimary ? '0 6px 24px rgba(0,0,0,.25)' : '0 2px 10px rgba(16,24,40,.12)',
          mb: 1,
        }}
      >
        <Box
          component="img"
          src={logoUrl}
          alt={t('login.logoAlt', { name: organisation })}
          data-testid="login-logo"
          sx={{ width: '78%', height: '78%', objectFit: 'contain' }}
        />
      </Box>
      <Typography
        component="h1"
        variant="h5"
        data-testid="system-name"
        sx={{ fontWeight: 700, lineHeight: 1.4, color: onPrimary ? 'primary.contrastText' : 'primary.main', fontSize: { xs: '1.3rem', sm: '1.5rem' } }}
      >
        {pickLocalized(caps.identity.systemName, i18n.language)}
      </Typography>
      {/* The organisation's name sits under the system's name, as a line of it, not a heading of its own (subtitle1 would make it an h6). */}
      <Typography
        component="p"
        variant="subtitle1"
        data-testid="organisation-name"
        sx={{ fontWeight: 500, color: onPrimary ? 'primary.contrastText' : 'text.secondary', opacity: onPrimary ? 0.92 : 1, lineHeight: 1.5 }}
      >
        {organisation}
      </Typography>
    </Box>
  );
}
