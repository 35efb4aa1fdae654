/** A settings page that opens with a later part of the portal (engine/settings/settings-coming.ts): what it is and when it opens, and the way back. */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useTranslation } from 'react-i18next';
import type { ComingLaterPage } from '../../engine/settings/settings-coming';
import { settingsHomePath } from './settings-paths';

export function SettingsComingLater({ menuID, page }: { menuID: string; page: ComingLaterPage }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      variant="outlined"
      data-testid="settings-coming-later"
      data-page={page.segment}
      sx={{ borderRadius: 3, bgcolor: 'background.paper' }}
    >
      <AlertTitle component="h2" sx={{ fontWeight: 700 }}>
        {t(page.textKey)}
      </AlertTitle>
      <Typography variant="body2">{t(page.hintKey)}</Typography>
      <div>
        <Button component={RouterLink} to={settingsHomePath(menuID)} startIcon={<ArrowBackRounded />} variant="contained" size="small" sx={{ mt: 1.5 }}>
          {t('settings.comingLater.back')}
        </Button>
      </div>
    </Alert>
  );
}
