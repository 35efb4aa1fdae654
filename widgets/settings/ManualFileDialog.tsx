/**
 * Uploading the file of one manual or related document (a settings page declaring
 * `record.file: "manual"`): a PDF for a record of kind PDF, an MP4 or WebM video for a video.
 * The name and size are checked here first with the server's own rules (manual-rules.ts); the
 * server then checks the content and answers in Thai, and the dialog stays open on a refusal.
 */
import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { manualCalls } from '../../engine/api/manual-calls';
import { MANUAL_ACCEPT, MANUAL_MAX_BYTES, manualFileProblem, type ManualMedia } from '../../engine/manuals/manual-rules';
import type { SettingsPage } from '../../engine/settings/settings-pages';
import { useCalls } from '../portal/CallsContext';
import { rowLabel } from './settings-columns';
import { SETTINGS_QUERY_KEY, type SettingsRow } from './settings-queries';

export interface ManualFileDialogProps {
  declaration: SettingsPage;
  row: SettingsRow;
  onClose: () => void;
  /** The server kept the file: its Thai confirmation. */
  onUploaded: (message: string) => void;
}

export function ManualFileDialog({ declaration, row, onClose, onUploaded }: ManualFileDialogProps) {
  const { t } = useTranslation();
  const { api } = useCalls();
  const queryClient = useQueryClient();
  const media: ManualMedia = row.media === 'video' ? 'video' : 'pdf';
  const mb = Math.round(MANUAL_MAX_BYTES[media] / 1024 / 1024);
  const name = rowLabel(t, declaration, row);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (chosen: File) => manualCalls(api).upload(Number(row[declaration.record.key]), chosen),
    onSuccess: (reply) => (reply.status === 'success' ? queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }) : undefined),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    const problem = chosen ? manualFileProblem(chosen.name, chosen.size, media) : null;
    setRefusal(problem ? t(`settings.manualFile.${problem}`, { mb }) : null);
    setFile(problem ? null : chosen);
  };

  const upload = async () => {
    if (!file) return;
    setRefusal(null);
    try {
      const reply = await send.mutateAsync(file);
      if (reply.status === 'success') onUploaded(t('settings.manualFile.uploaded', { file: reply.item.file_name, name }));
      else setRefusal(reply.message);
    } catch {
      setRefusal(t('settings.manualFile.failed'));
    }
  };

  const current = typeof row.file_name === 'string' && row.file_name !== '' ? row.file_name : null;
  return (
    <Dialog open onClose={send.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="manual-file-title" data-testid="manual-file-dialog">
      <DialogTitle id="manual-file-title" sx={{ pb: 1 }}>
        <Typography component="span" variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 1.6 }}>
          {name}
        </Typography>
        <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 700 }}>
          {t('settings.manualFile.title')}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>{t(media === 'pdf' ? 'settings.manualFile.hintPdf' : 'settings.manualFile.hintVideo', { mb })}</DialogContentText>
        <Typography variant="body2" color="text.secondary" data-testid="manual-file-current">
          {current ? t('settings.manualFile.current', { file: current }) : t('settings.manualFile.none')}
        </Typography>
        {typeof row.url === 'string' && row.url !== '' && <Alert severity="info">{t('settings.manualFile.linkWins')}</Alert>}
        <div>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={send.isPending}>
            {t('settings.manualFile.pick')}
            <input hidden type="file" accept={MANUAL_ACCEPT[media]} onChange={choose} data-testid="manual-file-input" />
          </Button>
          {file && (
            <Typography component="span" variant="body2" sx={{ ml: 1.5 }} data-testid="manual-file-name">
              {t('settings.manualFile.picked', { file: file.name })}
            </Typography>
          )}
        </div>
        {refusal && (
          <Alert severity="error" data-testid="manual-file-error">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={send.isPending} data-testid="manual-file-cancel">
          {t('dialog.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={!file} loading={send.isPending} data-testid="manual-file-upload">
          {t('settings.manualFile.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
