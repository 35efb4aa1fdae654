/**
 * What a person sees on a settings page they have no permission for: a clear Thai refusal and
 * the way back. The server refuses the page's calls (403) anyway; this page only saves them
 * from a grid that could never load.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../engine/portal/routes';

export function SettingsRefusal() {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      variant="outlined"
      role="alert"
      data-testid="settings-refusal"
      sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5 }}
    >
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: (theme) => alpha(theme.palette.error.main, 0.08),
          color: 'error.main',
        }}
      >
        <LockOutlined sx={{ fontSize: 38 }} aria-hidden />
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('settings.refusal.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 640, textWrap: 'balance' }}>
        {t('settings.refusal.text')}
      </Typography>
      <Button
        component={RouterLink}
        to={ROUTES.portal.path}
        variant="contained"
        startIcon={<HomeOutlined />}
        sx={{ mt: 1 }}
        data-testid="settings-refusal-home"
      >
        {t('master.backHome')}
      </Button>
    </Paper>
  );
}
