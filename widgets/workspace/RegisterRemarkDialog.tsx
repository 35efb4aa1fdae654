/**
 * Writing the remark (หมายเหตุ) on a register entry: a small dialog over the register table. The
 * register page is only open to who keeps the register, and the server checks it again. A
 * refusal shows the server's Thai words and keeps the dialog open; a saved remark refreshes the
 * register's page.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { registerCalls } from '../../engine/api/register-calls';
import { REGISTER_REMARK_MAX } from '../../engine/registers/columns';
import { DASHBOARD_QUERY_KEY } from '../dashboard/query-keys';
import { useCalls } from '../portal/CallsContext';
import type { RegisterEntry } from './register-queries';

export interface RegisterRemarkDialogProps {
  entry: RegisterEntry | null;
  register: 'receive' | 'send';
  departmentId: number;
  year: number;
  onClose: () => void;
}

export function RegisterRemarkDialog({ entry, register, departmentId, year, onClose }: RegisterRemarkDialogProps) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const queryClient = useQueryClient();
  const [text, setText] = useState(entry?.REMARK ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => registerCalls(api).registerRemark({ REGISTER: register, F_DEPT_ID: departmentId, YEAR: year, NUMBER: entry!.NUMBER, REMARK: text }),
    onSuccess: (reply) => {
      if (reply.status !== 'success') {
        setError(reply.message);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: [...DASHBOARD_QUERY_KEY, 'register'] });
      onClose();
    },
    onError: (failure: Error) => setError(failure.message),
  });
  const tooLong = [...text.trim()].length > REGISTER_REMARK_MAX;
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="sm" data-testid="register-remark-dialog">
      <DialogTitle>{t('workspace.registers.remarkTitle', { number: entry?.NUMBER_TEXT ?? entry?.NUMBER ?? '' })}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="register-remark-error">
            {error}
          </Alert>
        )}
        <TextField
          autoFocus
          multiline
          minRows={3}
          fullWidth
          label={t('workspace.registers.column.remark')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={tooLong}
          helperText={tooLong ? t('workspace.registers.remarkTooLong', { max: REGISTER_REMARK_MAX }) : `${[...text.trim()].length}/${REGISTER_REMARK_MAX}`}
          slotProps={{ htmlInput: { 'data-testid': 'register-remark-input' } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('workspace.registers.remarkCancel')}</Button>
        <Button variant="contained" disabled={tooLong || save.isPending} onClick={() => save.mutate()} data-testid="register-remark-save">
          {t('workspace.registers.remarkSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
