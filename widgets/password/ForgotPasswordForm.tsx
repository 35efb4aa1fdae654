/**
 * Forgot-password panel: one e-mail field (F_EMAIL) and a send button, with these rules: keystrokes other than letters, digits and @ . _ - are blocked and explained for
 * 2.5 s; a malformed address shows 'กรุณากรอก E-mail ให้ถูกต้อง'. The server's answer shows
 * below; it is the same for any well-formed address, registered or not.
 */
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isAllowedEmailKey, keepAllowedEmailCharacters } from './email-keys';
import { isValidEmail } from './email-rule';
import { ServerAnswer, type FormAnswer } from './ServerAnswer';
import { useTransientMessage } from './use-transient-message';

export interface ForgotPasswordFormProps {
  onSubmit?: (form: { F_EMAIL: string }) => void;
  busy?: boolean;
  answer?: FormAnswer | null;
}

const check = (value: string) => (value.trim() === '' ? 'validation.emailRequired' : isValidEmail(value) ? null : 'validation.emailInvalid');

export function ForgotPasswordForm({ onSubmit, busy = false, answer = null }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [blockedNotice, showBlockedNotice] = useTransientMessage();

  // Printable keys only (one character, no shortcut modifier): arrows, Backspace and Ctrl+V pass.
  const keyDown = (event: KeyboardEvent) => {
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isAllowedEmailKey(event.key)) return;
    event.preventDefault();
    showBlockedNotice(t('forgot.invalidKey'));
  };
  // What a key filter cannot see (paste, autofill, input methods) is filtered here.
  const change = (value: string) => {
    const kept = keepAllowedEmailCharacters(value);
    if (kept.removed) showBlockedNotice(t('forgot.invalidKey'));
    setEmail(kept.value);
    if (error) setError(check(kept.value));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(email);
    setError(found);
    if (!found && !busy) onSubmit?.({ F_EMAIL: email.trim() });
  };
  const helper = blockedNotice ?? (error ? t(error) : undefined);

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.25} aria-labelledby="forgot-title">
      <div>
        <Typography id="forgot-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('forgot.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('forgot.description')}
        </Typography>
      </div>
      <TextField
        id="forgot-email"
        name="F_EMAIL"
        type="email"
        label={t('forgot.email')}
        autoComplete="email"
        value={email}
        onKeyDown={keyDown}
        onChange={(e) => change(e.target.value)}
        onBlur={() => email !== '' && setError(check(email))}
        error={Boolean(blockedNotice ?? error)}
        helperText={helper}
        slotProps={{ formHelperText: { role: blockedNotice ? 'alert' : undefined } }}
        required
      />
      <ServerAnswer answer={answer} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={busy}
        fullWidth
        sx={{ py: 1.25 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t('forgot.submit')}
      </Button>
    </Stack>
  );
}
