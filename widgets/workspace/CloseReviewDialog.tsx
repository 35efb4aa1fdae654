/**
 * The chair's last step, asked once more: closing the review erases the files of every letter
 * the committee approved, and nothing brings them back. A refusal (a member changed a decision
 * meanwhile) shows the server's Thai words and keeps the dialog open.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { failureMessage, useDestructionClose } from './destruction-queries';

export interface CloseReviewDialogProps {
  listId: number;
  onClose: () => void;
  /** The review was closed; the server's message for the person. */
  onDone: (message: string) => void;
}

export function CloseReviewDialog({ listId, onClose, onDone }: CloseReviewDialogProps) {
  const { t } = useTranslation();
  const close = useDestructionClose();
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    setError(null);
    close.mutate(
      { LIST_ID: listId },
      {
        onSuccess: (reply) => onDone(reply.message),
        onError: (failure) => setError(failureMessage(failure, t('workspace.destruction.ui.failed'))),
      },
    );
  };
  return (
    <Dialog
      open
      onClose={close.isPending ? undefined : onClose}
      maxWidth="sm"
      aria-describedby="destruction-close-warning"
      data-testid="destruction-close-dialog"
    >
      <DialogTitle>{t('workspace.destruction.ui.closeTitle')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="destruction-close-error">
            {error}
          </Alert>
        )}
        <DialogContentText id="destruction-close-warning">{t('workspace.destruction.ui.closeWarning')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={close.isPending}>
          {t('workspace.destruction.ui.cancel')}
        </Button>
        <Button variant="contained" color="error" disabled={close.isPending} onClick={confirm} data-testid="destruction-close-confirm">
          {t('workspace.destruction.ui.closeConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
