/**
 * A committee member keeps a letter instead of approving its destruction: the regulation wants
 * the reason, which the list shows beside the item and the saved form prints. The reason is
 * required here as on the server (asked before anything is sent); a refusal shows the server's
 * Thai words and keeps the dialog open, a saved decision refreshes the list.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { failureMessage, useDestructionVote, type DestructionItem } from './destruction-queries';

/** The longest reason the server takes. */
const MAX_REASON = 500;

export interface KeepReasonDialogProps {
  listId: number;
  item: DestructionItem;
  /** The reason the member gave before, when they kept it already and now change it. */
  reason: string;
  onClose: () => void;
  /** The decision was saved; the server's message for the person. */
  onDone: (message: string) => void;
}

export function KeepReasonDialog({ listId, item, reason: given, onClose, onDone }: KeepReasonDialogProps) {
  const { t } = useTranslation();
  const vote = useDestructionVote();
  const [reason, setReason] = useState(given);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function save() {
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      return;
    }
    setError(null);
    vote.mutate(
      { LIST_ID: listId, ITEM_ID: item.ITEM_ID, DECISION: 'keep', REASON: text },
      {
        onSuccess: (reply) => onDone(reply.message),
        onError: (failure) => setError(failureMessage(failure, t('workspace.destruction.ui.failed'))),
      },
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="destruction-keep-dialog">
      <DialogTitle>{t('workspace.destruction.ui.keepTitle', { subject: item.F_DOC_TITLE })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="destruction-keep-error">
            {error}
          </Alert>
        )}
        <TextField
          multiline
          minRows={2}
          fullWidth
          required
          autoFocus
          label={t('workspace.destruction.ui.keepReason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim()) setMissing(false);
          }}
          error={missing}
          helperText={missing ? t('workspace.destruction.errors.keepReason') : ' '}
          slotProps={{ htmlInput: { maxLength: MAX_REASON, 'data-testid': 'destruction-keep-reason' } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.destruction.ui.cancel')}</Button>
        <Button variant="contained" disabled={vote.isPending} onClick={save} data-testid="destruction-keep-save">
          {t('workspace.destruction.ui.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
