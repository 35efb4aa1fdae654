/**
 * Stand-in for a signed-in page whose widgets are not built yet: its title, a clear
 * "not yet available" notice and the way back home, so every route of the portal resolves.
 */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionRounded from '@mui/icons-material/ConstructionRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../engine/portal/routes';

export function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      data-testid="placeholder-page"
      sx={{ p: { xs: 3, sm: 5 }, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1.5 }}
    >
      <Box sx={{ width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main' }}>
        <ConstructionRounded sx={{ fontSize: 40 }} aria-hidden />
      </Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t(titleKey)}
      </Typography>
      <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, color: 'warning.dark' }} data-testid="not-yet-available">
        {t('master.notYetAvailable')}
      </Typography>
      <Typography color="text.secondary">{t('master.placeholder')}</Typography>
      <Button component={RouterLink} to={ROUTES.portal.path} variant="contained" startIcon={<HomeRounded />} sx={{ mt: 1 }}>
        {t('master.backHome')}
      </Button>
    </Paper>
  );
}
