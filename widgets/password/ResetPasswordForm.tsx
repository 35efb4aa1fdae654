/**
 * Reset-password panel: NEW_PASSWORD and C_NEW_PASSWORD with the password hint and a save
 * button. The server's answer shows below; once the password is set, the form gives way to
 * a link to sign in.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from './NewPasswordFields';
import { validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from './password-rules';
import { ServerAnswer, type FormAnswer } from './ServerAnswer';

export type ResetPasswordValues = NewPasswordValues;

export interface ResetPasswordFormProps {
  loginPath: string;
  forgotPasswordPath: string;
  /** False when the link carries no token: nothing to reset, ask for a new link. */
  hasToken: boolean;
  onSubmit?: (form: ResetPasswordValues) => void;
  busy?: boolean;
  answer?: FormAnswer | null;
}

export function ResetPasswordForm({ loginPath, forgotPasswordPath, hasToken, onSubmit, busy = false, answer = null }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ResetPasswordValues>({ NEW_PASSWORD: '', C_NEW_PASSWORD: '' });
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const done = answer?.status === 'success';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length === 0 && !busy) onSubmit?.(values);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.25} aria-labelledby="reset-title">
      <Typography id="reset-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('reset.title')}
      </Typography>
      {!hasToken && <ServerAnswer answer={{ status: 'error', message: t('reset.missingToken') }} />}
      {hasToken && !done && (
        <>
          <NewPasswordFields idPrefix="reset" values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
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
            {t('reset.submit')}
          </Button>
        </>
      )}
      {done && (
        <>
          <ServerAnswer answer={answer} />
          <Button component={RouterLink} to={loginPath} variant="contained" size="large" fullWidth sx={{ py: 1.25 }}>
            {t('reset.signIn')}
          </Button>
        </>
      )}
      {!done && (
        <Link
          component={RouterLink}
          to={hasToken ? loginPath : forgotPasswordPath}
          variant="body2"
          underline="hover"
          sx={{ alignSelf: 'center', fontWeight: 500 }}
        >
          {hasToken ? t('forgot.backToLogin') : t('reset.requestNewLink')}
        </Link>
      )}
    </Stack>
  );
}
