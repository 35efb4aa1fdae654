/**
 * Change password for a signed-in person: old password, new password and confirmation
 * (OLD_PASSWORD, NEW_PASSWORD, C_NEW_PASSWORD) with the same rules as reset.
 */
import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../login/PasswordField';
import { NewPasswordFields } from './NewPasswordFields';
import { validateNewPassword, type NewPasswordErrors, type NewPasswordValues } from './password-rules';
import { ServerAnswer, type FormAnswer } from './ServerAnswer';

export interface ChangePasswordValues extends NewPasswordValues {
  OLD_PASSWORD: string;
}

export interface ChangePasswordFormProps {
  onSubmit: (form: ChangePasswordValues) => Promise<FormAnswer>;
}

const EMPTY: ChangePasswordValues = { OLD_PASSWORD: '', NEW_PASSWORD: '', C_NEW_PASSWORD: '' };

export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<NewPasswordErrors & { OLD_PASSWORD?: string }>({});
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<FormAnswer | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { ...validateNewPassword(values), ...(values.OLD_PASSWORD === '' ? { OLD_PASSWORD: 'validation.oldPasswordRequired' } : {}) };
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    const reply = await onSubmit(values);
    setBusy(false);
    setAnswer(reply);
    // Success: nothing should stay in the fields (a shared screen, a person walking by).
    if (reply.status === 'success') setValues(EMPTY);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 520, mx: 'auto', borderRadius: 3 }}>
      <Stack component="form" noValidate onSubmit={(e) => void submit(e)} spacing={2.25} aria-labelledby="change-title">
        <Typography id="change-title" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('route.changePassword')}
        </Typography>
        <PasswordField
          id="change-old"
          name="OLD_PASSWORD"
          label={t('change.oldPassword')}
          autoComplete="current-password"
          value={values.OLD_PASSWORD}
          onChange={(e) => setValues((v) => ({ ...v, OLD_PASSWORD: e.target.value }))}
          error={Boolean(errors.OLD_PASSWORD)}
          helperText={errors.OLD_PASSWORD ? t(errors.OLD_PASSWORD) : undefined}
          required
        />
        <NewPasswordFields idPrefix="change" values={values} errors={errors} onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))} />
        <ServerAnswer answer={answer} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ alignSelf: 'flex-end', px: 4 }}
        >
          {t('reset.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
