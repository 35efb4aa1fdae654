/**
 * Importing the organisation chart or the people from a CSV or XLSX file, in two steps: the
 * file is checked first (a dry run: the server reads every row and writes nothing) and each bad
 * row is listed with its column and Thai reason; only a file without problems can then be
 * imported, and the server writes all of its rows or none. Choosing another file starts over,
 * so what is imported is always the file that was checked.
 */
import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import type { SettingsImportKind, SettingsImportResult } from '../../engine/api/settings-calls';
import { useImportFile } from './settings-queries';

/** What the file chooser offers: the two formats the import reads. */
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportDialogProps {
  kind: SettingsImportKind;
  onClose: () => void;
  /** The rows were written; `message` is the server's Thai confirmation. */
  onImported: (message: string) => void;
}

export function ImportDialog({ kind, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation();
  const send = useImportFile(kind);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<SettingsImportResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFile(event.target.files?.[0] ?? null);
    setChecked(null);
    setRefusal(null);
  };

  const run = async (mode: 'dry-run' | 'apply') => {
    if (!file) return;
    setRefusal(null);
    try {
      const reply = await send.mutateAsync({ mode, file });
      if (reply.status !== 'success') setRefusal(reply.message);
      else if (mode === 'apply') onImported(reply.message);
      else setChecked(reply.item);
    } catch {
      setRefusal(t('settings.form.failed'));
    }
  };

  const clean = checked !== null && checked.problemCount === 0;

  return (
    <Dialog
      open
      onClose={send.isPending ? undefined : onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="settings-import-title"
      data-testid="settings-import-dialog"
    >
      <DialogTitle id="settings-import-title" sx={{ fontWeight: 700 }}>
        {t(`settings.import.title.${kind}`)}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t('settings.import.help')}</DialogContentText>
        <div>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={send.isPending}>
            {t('settings.import.choose')}
            <input hidden type="file" accept={ACCEPT} onChange={choose} data-testid="settings-import-file" />
          </Button>
          <Typography component="span" variant="body2" sx={{ ml: 1.5 }} data-testid="settings-import-name">
            {file?.name ?? t('settings.import.none')}
          </Typography>
        </div>
        {refusal && (
          <Alert severity="error" data-testid="settings-import-error">
            {refusal}
          </Alert>
        )}
        {checked && (
          <Alert severity={clean ? 'success' : 'warning'} role="status" data-testid="settings-import-checked">
            {clean
              ? t('settings.import.clean', { rows: checked.rows, format: checked.format.toUpperCase() })
              : t('settings.import.problems', { rows: checked.rows, count: checked.problemCount })}
          </Alert>
        )}
        {checked && checked.problems.length > 0 && (
          <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 2 }}>
            <Table size="small" stickyHeader aria-label={t('settings.import.problemTable')} data-testid="settings-import-problems">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: 90 }}>{t('settings.import.row')}</TableCell>
                  <TableCell sx={{ width: 240 }}>{t('settings.import.column')}</TableCell>
                  <TableCell>{t('settings.import.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {checked.problems.map((problem, index) => (
                  <TableRow key={index}>
                    <TableCell>{problem.row}</TableCell>
                    <TableCell>{problem.column}</TableCell>
                    <TableCell>{problem.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {checked && checked.problemCount > checked.problems.length && (
          <Typography variant="body2" color="text.secondary">
            {t('settings.import.firstOnly', { shown: checked.problems.length })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={send.isPending} data-testid="settings-import-cancel">
          {t('dialog.cancel')}
        </Button>
        {clean ? (
          <Button variant="contained" onClick={() => void run('apply')} disabled={send.isPending} data-testid="settings-import-apply">
            {t('settings.import.apply', { rows: checked.rows })}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void run('dry-run')} disabled={!file || send.isPending} data-testid="settings-import-check">
            {t('settings.import.check')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
