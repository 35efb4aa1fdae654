/** The page of a queue code the registry does not know: says so, and leads back to the workspace's home. */
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useTranslation } from 'react-i18next';
import { WORKSPACE_HOME } from './workspace-paths';

export function UnknownQueue({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" variant="outlined" data-testid="workspace-unknown-queue" sx={{ borderRadius: 3, bgcolor: 'background.paper' }}>
      <AlertTitle sx={{ fontWeight: 700, wordBreak: 'break-word' }}>{t('workspace.unknownQueue', { code })}</AlertTitle>
      {t('workspace.unknownQueueHint')}
      <div>
        <Button
          component={RouterLink}
          to={WORKSPACE_HOME}
          startIcon={<ArrowBackRounded />}
          variant="contained"
          size="small"
          sx={{ mt: 1.5 }}
          data-testid="workspace-back"
        >
          {t('workspace.backToWorkspace')}
        </Button>
      </div>
    </Alert>
  );
}
