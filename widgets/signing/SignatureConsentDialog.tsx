/**
 * Accepting the use of one's electronic signature, once: the text, a box the person ticks to
 * say they read it, and Accept (enabled only once ticked). The server records who, when, the
 * text's version and the address; the server's Thai answer is shown on a refusal.
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAcceptSignature } from './signing-queries';

export interface SignatureConsentDialogProps {
  open: boolean;
  /** TEXT_VERSION of the signature status: the wording this dialog shows. */
  textVersion: string;
  onClose: () => void;
  /** Called with the server's message once the acceptance is recorded. */
  onAccepted?: (message: string) => void;
}

export function SignatureConsentDialog({ open, textVersion, onClose, onAccepted }: SignatureConsentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [read, setRead] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptSignature();

  const close = () => {
    setRead(false);
    setError(null);
    onClose();
  };
  const submit = () =>
    accept.mutate(textVersion, {
      onSuccess: (reply) => {
        if (reply.status !== 'success') return setError(reply.message);
        onAccepted?.(reply.message);
        close();
      },
      onError: () => setError(t('dialog.unknownError')),
    });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} data-testid="signature-consent-dialog">
      <DialogTitle id={titleId}>{t('signing.consent.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }} data-testid="signature-consent-text">
          {t('signing.consent.text')}
        </Typography>
        <FormControlLabel control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />} label={t('signing.consent.check')} />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="signature-consent-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('signing.consent.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={!read || accept.isPending}>
          {t('signing.consent.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
