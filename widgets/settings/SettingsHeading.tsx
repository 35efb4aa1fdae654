/** The settings heading: where the person is (home › settings › [parent page › parent record ›] page) and the page's title. */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../engine/portal/routes';
import { settingsHomePath } from './settings-paths';

export interface SettingsHeadingProps {
  menuID: string;
  /** The page's title, or null on the settings home. */
  pageTitle: string | null;
  /** Steps between the settings home and the page (a nested page: its parent page, then the parent record). */
  trail?: readonly { label: string; to?: string }[];
}

export function SettingsHeading({ menuID, pageTitle, trail = [] }: SettingsHeadingProps) {
  const { t } = useTranslation();
  const home = t('settings.title');
  return (
    <Box>
      <Breadcrumbs aria-label={t('settings.breadcrumb')} sx={{ mb: 0.5, fontSize: '0.875rem' }} data-testid="settings-breadcrumb">
        <Link component={RouterLink} to={ROUTES.portal.path} underline="hover" color="inherit">
          {t(ROUTES.portal.titleKey)}
        </Link>
        {pageTitle === null ? (
          <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 600 }}>
            {home}
          </Typography>
        ) : (
          <Link component={RouterLink} to={settingsHomePath(menuID)} underline="hover" color="inherit">
            {home}
          </Link>
        )}
        {trail.map((step, index) =>
          step.to === undefined ? (
            <Typography key={index} color="inherit" sx={{ fontSize: 'inherit' }}>
              {step.label}
            </Typography>
          ) : (
            <Link key={index} component={RouterLink} to={step.to} underline="hover" color="inherit">
              {step.label}
            </Link>
          ),
        )}
        {pageTitle !== null && (
          <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 600 }}>
            {pageTitle}
          </Typography>
        )}
      </Breadcrumbs>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, lineHeight: 1.4 }} data-testid="settings-title">
        {pageTitle ?? home}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('settings.hint')}
      </Typography>
    </Box>
  );
}
