/**
 * Asks before deleting (or, where the page declares it, deactivating) a record. A refusal
 * (the record is still in use: 409 with the declaration's Thai message; no permission: 403)
 * shows in the dialog and nothing changes.
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
import type { SettingsRecordId } from '../../engine/api/settings-calls';
import type { SettingsPage } from '../../engine/settings/settings-pages';
import { rowLabel } from './settings-columns';
import { useDeleteRecord, type SettingsRow } from './settings-queries';

export interface DeleteRecordDialogProps {
  declaration: SettingsPage;
  row: SettingsRow;
  onClose: () => void;
  /** The server deleted (or deactivated) it. */
  onDeleted: (deactivated: boolean) => void;
}

export function DeleteRecordDialog({ declaration, row, onClose, onDeleted }: DeleteRecordDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteRecord(declaration.page);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mode = declaration.delete.mode === 'deactivate' ? 'deactivate' : 'delete';
  const name = rowLabel(t, declaration, row);

  const confirm = async () => {
    setRefusal(null);
    try {
      const reply = await remove.mutateAsync(row[declaration.record.key] as SettingsRecordId);
      if (reply.status === 'success') onDeleted(reply.item.deactivated);
      else setRefusal(reply.message);
    } catch {
      setRefusal(t('settings.form.failed'));
    }
  };

  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="settings-delete-title"
      aria-describedby="settings-delete-text"
      data-testid="settings-delete-dialog"
    >
      <DialogTitle id="settings-delete-title" sx={{ fontWeight: 700 }}>
        {t(`settings.${mode}.title`)}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="settings-delete-text">{t(`settings.${mode}.question`, { name })}</DialogContentText>
        {refusal && (
          <Alert severity="error" data-testid="settings-delete-error">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={remove.isPending} data-testid="settings-delete-cancel">
          {t('dialog.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} loading={remove.isPending} data-testid="settings-delete-confirm">
          {t(`settings.${mode}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
