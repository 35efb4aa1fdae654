/** What became of a link to a letter: a quiet line while the server decodes it, or why the letter did not open. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { LetterLinkState } from './use-letter-link';

export function LetterLinkNotice({ state, onDismiss }: { state: LetterLinkState; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'opening') {
    return (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status" data-testid="workspace-link-opening" sx={{ borderRadius: 3 }}>
        {t('workspace.openingLetter')}
      </Alert>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        severity="error"
        role="alert"
        onClose={onDismiss}
        slotProps={{ closeButton: { title: t('dashboard.close'), 'aria-label': t('dashboard.close') } }}
        data-testid="workspace-link-error"
        sx={{ borderRadius: 3 }}
      >
        <AlertTitle sx={{ fontWeight: 700 }}>{t('workspace.linkErrorTitle')}</AlertTitle>
        {state.message}
      </Alert>
    );
  }
  return null;
}
