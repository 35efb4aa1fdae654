/** The settings home: a short introduction and, under each group's heading, the pages this person may open. */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NavigateNextRounded from '@mui/icons-material/NavigateNextRounded';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useTranslation } from 'react-i18next';
import { settingsPagePath } from './settings-paths';
import type { SettingsNavGroup } from './SettingsNav';

export function SettingsHome({ menuID, groups }: { menuID: string; groups: readonly SettingsNavGroup[] }) {
  const { t } = useTranslation();
  const shown = groups.filter((group) => group.pages.length > 0);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }} data-testid="settings-home">
      <Paper variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, md: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          sx={{
            flex: 'none',
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <TuneOutlined aria-hidden />
        </Box>
        <Box>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('settings.intro.title')}
          </Typography>
          <Typography color="text.secondary">{t('settings.intro.text')}</Typography>
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(260px, 1fr))' } }}>
        {shown.map((group) => (
          <Paper key={group.id} component="section" variant="outlined" aria-labelledby={`settings-home-${group.id}`} sx={{ borderRadius: 3, p: 2 }}>
            <Typography id={`settings-home-${group.id}`} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t(group.titleKey)}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
              {group.pages.map((entry) => (
                <li key={entry.page}>
                  <Link
                    component={RouterLink}
                    to={settingsPagePath(menuID, entry.page)}
                    underline="hover"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
                    data-testid={`settings-home-${entry.page}`}
                  >
                    <NavigateNextRounded fontSize="small" aria-hidden />
                    {t(entry.titleKey)}
                  </Link>
                </li>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
