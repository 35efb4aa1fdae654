/** An address below the settings that no page answers: says so inside the settings layout, and leads back to the settings home. */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useTranslation } from 'react-i18next';
import { settingsHomePath } from './settings-paths';

export function SettingsNotFound({ menuID, path }: { menuID: string; path: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" variant="outlined" data-testid="settings-not-found" sx={{ borderRadius: 3, bgcolor: 'background.paper' }}>
      <AlertTitle sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{t('settings.notFound.title', { path })}</AlertTitle>
      {t('settings.notFound.text')}
      <div>
        <Button
          component={RouterLink}
          to={settingsHomePath(menuID)}
          startIcon={<ArrowBackRounded />}
          variant="contained"
          size="small"
          sx={{ mt: 1.5 }}
          data-testid="settings-back"
        >
          {t('settings.notFound.back')}
        </Button>
      </div>
    </Alert>
  );
}
