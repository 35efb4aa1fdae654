/** The workspace's heading: where the person is (home › registry workspace › queue) and the page's title. */
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '../../engine/portal/routes';
import { WORKSPACE_HOME } from './workspace-paths';

export interface WorkspaceHeadingProps {
  /** The queue page's title, or null on the workspace's home. */
  queueTitle: string | null;
}

export function WorkspaceHeading({ queueTitle }: WorkspaceHeadingProps) {
  const { t } = useTranslation();
  const title = t(ROUTES.sarabun.titleKey);
  return (
    <Box>
      <Breadcrumbs aria-label={t('workspace.breadcrumb')} sx={{ mb: 0.5, fontSize: '0.875rem' }} data-testid="workspace-breadcrumb">
        <Link component={RouterLink} to={ROUTES.portal.path} underline="hover" color="inherit">
          {t(ROUTES.portal.titleKey)}
        </Link>
        {queueTitle === null ? (
          <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 600 }}>
            {title}
          </Typography>
        ) : (
          <Link component={RouterLink} to={WORKSPACE_HOME} underline="hover" color="inherit">
            {title}
          </Link>
        )}
        {queueTitle !== null && (
          <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit', fontWeight: 600 }}>
            {queueTitle}
          </Typography>
        )}
      </Breadcrumbs>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, lineHeight: 1.4 }} data-testid="workspace-title">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('workspace.hint')}
      </Typography>
    </Box>
  );
}
