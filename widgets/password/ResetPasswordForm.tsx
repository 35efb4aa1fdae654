/**
 * Reset-password panel: NEW_PASSWORD and C_NEW_PASSWORD with the password hint and a save
 * button. Strength is a hint here (spec section 5); the server enforces it.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../login/PasswordField';

export interface ResetPasswordValues {
  NEW_PASSWORD: string;
  C_NEW_PASSWORD: string;
}

export interface ResetPasswordFormProps {
  loginPath: string;
  onSubmit?: (form: ResetPasswordValues) => void;
  busy?: boolean;
}

type Errors = Partial<Record<keyof ResetPasswordValues, string>>;

function validate(values: ResetPasswordValues): Errors {
  const errors: Errors = {};
  if (values.NEW_PASSWORD.trim() === '') errors.NEW_PASSWORD = 'validation.newPasswordRequired';
  if (values.C_NEW_PASSWORD.trim() === '') errors.C_NEW_PASSWORD = 'validation.confirmPasswordRequired';
  else if (values.C_NEW_PASSWORD !== values.NEW_PASSWORD) errors.C_NEW_PASSWORD = 'validation.passwordMismatch';
  return errors;
}

export function ResetPasswordForm({ loginPath, onSubmit, busy = false }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ResetPasswordValues>({ NEW_PASSWORD: '', C_NEW_PASSWORD: '' });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit?.(values);
  };
  const field = (name: keyof ResetPasswordValues) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    autoComplete: 'new-password',
    required: true,
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.25} aria-labelledby="reset-title">
      <Typography id="reset-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('reset.title')}
      </Typography>
      <PasswordField id="reset-new" label={t('reset.newPassword')} {...field('NEW_PASSWORD')} helperText={errors.NEW_PASSWORD ? t(errors.NEW_PASSWORD) : t('reset.hint')} />
      <PasswordField id="reset-confirm" label={t('reset.confirmPassword')} {...field('C_NEW_PASSWORD')} helperText={errors.C_NEW_PASSWORD ? t(errors.C_NEW_PASSWORD) : undefined} />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth sx={{ py: 1.25 }}>
        {t('reset.submit')}
      </Button>
      <Link component={RouterLink} to={loginPath} variant="body2" underline="hover" sx={{ alignSelf: 'center', fontWeight: 500 }}>
        {t('forgot.backToLogin')}
      </Link>
    </Stack>
  );
}
