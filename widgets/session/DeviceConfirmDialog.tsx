/**
 * The account is in use on another device. Shows the server's message and
 * asks 'คุณต้องการเข้าใช้งานเครื่องนี้หรือไม่ ?'; confirming signs in here and ends the other session.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../dialogs/AlertDialog';

export interface DeviceConfirmDialogProps {
  open: boolean;
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeviceConfirmDialog({ open, message, onConfirm, onCancel }: DeviceConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={open}
      kind="warning"
      title={t('device.title')}
      onClose={onCancel}
      testId="device-confirm-dialog"
      actions={
        <>
          <Button variant="contained" onClick={onConfirm} autoFocus sx={{ minWidth: 110 }}>
            {t('dialog.confirm')}
          </Button>
          <Button variant="outlined" color="inherit" onClick={onCancel} sx={{ minWidth: 110 }}>
            {t('dialog.cancel')}
          </Button>
        </>
      }
    >
      {message && <Typography sx={{ mb: 1.5 }}>{message}</Typography>}
      <Typography sx={{ fontWeight: 700 }}>{t('device.question')}</Typography>
    </AlertDialog>
  );
}
