/**
 * The end of an action form: the server's refusal or the network failure (in the server's Thai
 * words when it gave some), and the button that sends, named for the action and red for the
 * actions that undo or return something.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { DocumentAction } from '../../engine/documents/actions';

const UNDOING: readonly DocumentAction[] = ['sendBack', 'cancelNumber', 'cancelReceive'];

interface ActionSubmitRowProps {
  action: DocumentAction;
  /** The button's label key (the modal type may name the action its own way). */
  labelKey: string;
  sending: boolean;
  serverError: string | null;
}

export function ActionSubmitRow({ action, labelKey, sending, serverError }: ActionSubmitRowProps) {
  const { t } = useTranslation();
  return (
    <>
      {serverError && (
        <Alert severity="error" role="alert" data-testid="document-server-error">
          <AlertTitle>{t('documents.errorTitle')}</AlertTitle>
          {serverError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          color={UNDOING.includes(action) ? 'error' : 'primary'}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="document-submit"
        >
          {sending ? t('documents.sending') : t(labelKey)}
        </Button>
      </Box>
    </>
  );
}
