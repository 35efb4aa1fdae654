/** The warning shown when a letter is opened without a selection: 'กรุณาเลือกข้อมูล !' / 'ก่อนทำรายการทุกครั้ง.' */
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../dialogs/AlertDialog';

export function NothingSelectedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={open}
      kind="warning"
      title={t('dashboard.selectFirstTitle')}
      onClose={onClose}
      testId="nothing-selected-dialog"
      actions={
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('dialog.ok')}
        </Button>
      }
    >
      {t('dashboard.selectFirstText')}
    </AlertDialog>
  );
}
