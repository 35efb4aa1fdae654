/** A failed PDPA consent shows 'AN ERROR OCCURRED' (translated) and the server message; the machine closes it after 2.5 s. */
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '../dialogs/AlertDialog';

export function PdpaErrorPopup({ message }: { message: string | null }) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={message !== null} kind="error" title={t('pdpa.errorTitle')} testId="pdpa-error" actions={null}>
      <Typography>{message || t('dialog.unknownError')}</Typography>
    </AlertDialog>
  );
}
