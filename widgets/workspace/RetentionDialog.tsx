/**
 * Changing how long a filed letter is kept: years (counted by the server from the year after
 * filing) or never destroy, and the reason, which the list shows as its remark. Only the
 * department's registry clerk may, and the server checks it again; a refusal shows the server's
 * Thai words and keeps the dialog open, a saved change refreshes the filing list.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { HttpError } from '../../engine/api/client';
import { filingCalls } from '../../engine/api/filing-calls';
import { useCalls } from '../portal/CallsContext';
import { FILING_QUERY_KEY, type FilingEntry } from './filing-queries';

/** The most years the server takes. */
const MAX_YEARS = 100;

export interface RetentionDialogProps {
  entry: FilingEntry;
  departmentId: number;
  onClose: () => void;
}

export function RetentionDialog({ entry, departmentId, onClose }: RetentionDialogProps) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const queryClient = useQueryClient();
  const [years, setYears] = useState(entry.RETENTION_YEARS === null ? '' : String(entry.RETENTION_YEARS));
  const [never, setNever] = useState(entry.NEVER_DESTROY);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const yearsValue = Number(years);
  const badYears = !never && (years.trim() === '' || !Number.isInteger(yearsValue) || yearsValue < 0 || yearsValue > MAX_YEARS);
  const save = useMutation({
    mutationFn: () =>
      filingCalls(api).filingRetention({
        F_DOC_ID: entry.F_DOC_ID,
        F_DEPT_ID: departmentId,
        NEVER_DESTROY: never ? 1 : 0,
        ...(never ? {} : { RETENTION_YEARS: yearsValue }),
        REASON: reason.trim(),
      }),
    onSuccess: (reply) => {
      if (reply.status !== 'success') {
        setError(reply.message);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: FILING_QUERY_KEY });
      onClose();
    },
    onError: (failure: Error) => setError(failure instanceof HttpError && failure.body?.message ? failure.body.message : t('workspace.filing.saveFailed')),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="filing-retention-dialog">
      <DialogTitle>{t('workspace.filing.changeTitle', { subject: entry.F_DOC_TITLE })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="filing-retention-error">
            {error}
          </Alert>
        )}
        <FormControlLabel
          control={
            <Checkbox checked={never} onChange={(event) => setNever(event.target.checked)} slotProps={{ input: { 'data-testid': 'filing-never' } as object }} />
          }
          label={t('workspace.filing.neverDestroy')}
        />
        <TextField
          type="number"
          fullWidth
          label={t('workspace.filing.years')}
          value={never ? '' : years}
          disabled={never}
          onChange={(event) => setYears(event.target.value)}
          error={badYears && years !== ''}
          helperText={badYears && years !== '' ? t('workspace.filing.errors.badYears') : ' '}
          slotProps={{ htmlInput: { min: 0, max: MAX_YEARS, 'data-testid': 'filing-years' } }}
          sx={{ mt: 1 }}
        />
        <TextField
          multiline
          minRows={2}
          fullWidth
          required
          label={t('workspace.filing.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'filing-reason' } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.filing.cancel')}</Button>
        <Button variant="contained" disabled={badYears || !reason.trim() || save.isPending} onClick={() => save.mutate()} data-testid="filing-retention-save">
          {t('workspace.filing.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
