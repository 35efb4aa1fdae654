/** Stand-in for a signed-in page whose widgets arrive in a later issue: its title and a notice. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 4 }} variant="outlined">
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary">{t('master.placeholder')}</Typography>
    </Paper>
  );
}
