/** A refused sign-in (or a network failure) shows 'เกิดข้อผิดพลาด !' with the message. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../dialogs/AlertDialog';

export interface SignInErrorDialogProps {
  open: boolean;
  message: string | null;
  onClose: () => void;
}

export function SignInErrorDialog({ open, message, onClose }: SignInErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={open}
      kind="error"
      title={t('dialog.errorTitle')}
      onClose={onClose}
      testId="error-dialog"
      actions={
        <Button variant="contained" onClick={onClose} autoFocus sx={{ minWidth: 110 }}>
          {t('dialog.ok')}
        </Button>
      }
    >
      <Typography>{message || t('dialog.unknownError')}</Typography>
    </AlertDialog>
  );
}
