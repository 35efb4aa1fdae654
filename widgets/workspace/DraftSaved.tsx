/** A saved draft: what to do next (it opened in the document modal; it can be opened again), or draft another. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export interface DraftSavedProps {
  subject: string;
  onOpen: () => void;
  onNext: () => void;
}

export function DraftSaved({ subject, onOpen, onNext }: DraftSavedProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="draft-saved">
      <Alert severity="success" role="status">
        <AlertTitle>{t('workspace.newLetter.saved')}</AlertTitle>
        {subject}
        <br />
        {t('workspace.newLetter.savedHint')}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onNext} data-testid="draft-next">
          {t('workspace.newLetter.next')}
        </Button>
        <Button variant="contained" onClick={onOpen} data-testid="draft-open">
          {t('workspace.newLetter.open')}
        </Button>
      </Box>
    </Box>
  );
}
