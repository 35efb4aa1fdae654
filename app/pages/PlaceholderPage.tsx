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
import { textColorOnWhite } from '../../engine/portal/badge-colors';
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
      {/* The theme's dark orange is under 4.5:1 on the white paper: darkened as far as it must be. */}
      <Typography
        component="p"
        variant="subtitle1"
        sx={{ fontWeight: 700, color: (theme) => textColorOnWhite(theme.palette.warning.dark) ?? theme.palette.text.primary }}
        data-testid="not-yet-available"
      >
        {t('master.notYetAvailable')}
      </Typography>
      <Typography color="text.secondary">{t('master.placeholder')}</Typography>
      <Button component={RouterLink} to={ROUTES.portal.path} variant="contained" startIcon={<HomeRounded />} sx={{ mt: 1 }}>
        {t('master.backHome')}
      </Button>
    </Paper>
  );
}
