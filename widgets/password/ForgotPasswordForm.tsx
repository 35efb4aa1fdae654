/**
 * Forgot-password panel: one e-mail field (F_EMAIL) and a send button. The identity issue
 * adds the blocked-keystroke message and wires `onSubmit` to the server.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from './email-rule';

export interface ForgotPasswordFormProps {
  loginPath: string;
  onSubmit?: (form: { F_EMAIL: string }) => void;
  busy?: boolean;
}

export function ForgotPasswordForm({ loginPath, onSubmit, busy = false }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const check = (value: string) => (value.trim() === '' ? 'validation.emailRequired' : isValidEmail(value) ? null : 'validation.emailInvalid');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(email);
    setError(found);
    if (!found) onSubmit?.({ F_EMAIL: email.trim() });
  };

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
      <TextField id="forgot-email" name="F_EMAIL" type="email" label={t('forgot.email')} autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} onBlur={() => setError(check(email))} error={Boolean(error)} helperText={error ? t(error) : undefined} required />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth sx={{ py: 1.25 }}>
        {t('forgot.submit')}
      </Button>
      <Link component={RouterLink} to={loginPath} variant="body2" underline="hover" sx={{ alignSelf: 'center', fontWeight: 500 }}>
        {t('forgot.backToLogin')}
      </Link>
    </Stack>
  );
}
