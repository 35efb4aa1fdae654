/** Copyright line with the manifest year, and the application version (the footer of every login variant). */
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { pickLocalized } from '../../engine/i18n/language';
import { usePortal } from '../portal/PortalContext';

export function CopyrightLine({ color = 'text.secondary' }: { color?: string }) {
  const { t, i18n } = useTranslation();
  const { caps } = usePortal();
  return (
    <Typography component="p" variant="caption" sx={{ color, textAlign: 'center', lineHeight: 1.6, textWrap: 'balance' }}>
      <span data-testid="copyright">{t('login.copyright', { year: caps.identity.year, text: pickLocalized(caps.identity.copyright, i18n.language) })}</span>
      <br />
      {t('login.version', { version: caps.app.version, build: caps.app.build })}
    </Typography>
  );
}
