/**
 * The signElectronic action's own step: the private key is used only after a one-time code, so
 * the form asks for one (the signing code dialog) and, once the code is confirmed, sends the
 * action with the grant straight away: the grant is single use and short-lived.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SigningCodeDialog } from '../signing/SigningCodeDialog';
import { errorText, type ActionFieldProps } from './action-field-props';

export function ActionSigningCode({ errors, sending, update, onGranted }: ActionFieldProps & { onGranted: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const problem = errorText(t, errors, 'signingCode');
  return (
    <Stack spacing={1} data-testid="action-signing-code">
      <Typography variant="body2">{t('documents.signing.explain')}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)} disabled={sending} sx={{ alignSelf: 'flex-start' }}>
        {t('documents.signing.requestCode')}
      </Button>
      {problem && (
        <Alert severity="warning" role="alert">
          {problem}
        </Alert>
      )}
      <SigningCodeDialog
        open={open}
        onClose={() => setOpen(false)}
        onGranted={({ grant }) => {
          setOpen(false);
          update({ signGrant: grant });
          onGranted();
        }}
      />
    </Stack>
  );
}
