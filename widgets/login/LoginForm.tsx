/**
 * The sign-in panel: username, password (show/hide), robot check where the tenant turns it
 * on, and the sign-in button (the frame links the other modes: sign-up, forgotten password). It validates (login-validation.ts) and hands valid
 * credentials to `onSubmit`; talking to the server is the caller's job (session machine).
 */
import { useState, type FormEvent } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from './FormSubmit';
import { InputField } from './InputField';
import { PasswordField } from './PasswordField';
import { RobotCheckSlot } from './RobotCheckSlot';
import { validateLogin, validateLoginField, type LoginErrors, type LoginField, type LoginValues } from './login-validation';

export interface LoginCredentials {
  /** Trimmed username. */
  username: string;
  password: string;
  /** ALTCHA payload when the robot check is on, for the server to verify; otherwise null. */
  captcha: string | null;
}

export interface LoginFormProps {
  captcha: boolean;
  /** Called with valid credentials; the page hands them to the session machine. */
  onSubmit?: (credentials: LoginCredentials) => void;
  /** True while a sign-in call is running: the button is disabled to avoid double posts. */
  busy?: boolean;
  /**
   * Changing this number gives a fresh robot check: a solution is single use on the server,
   * so after a refused or cancelled attempt the person must solve a new one.
   */
  captchaResetKey?: number;
}

export function LoginForm({ captcha, onSubmit, busy = false, captchaResetKey = 0 }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // A payload belongs to the widget instance that produced it; a reset makes it stale at once.
  const [solved, setSolved] = useState<{ resetKey: number; payload: string | null }>({ resetKey: captchaResetKey, payload: null });
  const captchaPayload = solved.resetKey === captchaResetKey ? solved.payload : null;
  const blocked = busy || (captcha && captchaPayload === null);
  const [touched, setTouched] = useState(false);
  const touch = () => {
    if (!touched) setTouched(true);
  };

  const change = (field: LoginField) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // Once a message shows, clear it as soon as the field becomes valid.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validateLoginField(field, value) }));
  };
  const blur = (field: LoginField) => () => setErrors((e) => ({ ...e, [field]: validateLoginField(field, values[field]) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || blocked) return;
    onSubmit?.({ username: values.username.trim(), password: values.password, captcha: captchaPayload });
  };

  const message = (field: LoginField) => (errors[field] ? t(errors[field]) : undefined);

  return (
    <Stack component="form" noValidate onSubmit={submit} onFocus={touch} onPointerDown={touch} spacing={2.25} aria-labelledby="login-title">
      <div>
        <Typography id="login-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('login.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('login.subtitle')}
        </Typography>
      </div>
      <InputField
        id="login-username"
        name="username"
        label={t('login.username')}
        autoComplete="username"
        value={values.username}
        onChange={change('username')}
        onBlur={blur('username')}
        error={Boolean(errors.username)}
        helperText={message('username')}
        required
      />
      <PasswordField
        id="login-password"
        name="password"
        label={t('login.password')}
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        onBlur={blur('password')}
        error={Boolean(errors.password)}
        helperText={message('password')}
        required
      />
      {captcha && <RobotCheckSlot touched={touched} resetKey={captchaResetKey} onChange={(payload) => setSolved({ resetKey: captchaResetKey, payload })} />}
      <FormSubmit busy={busy} disabled={blocked} testId="login-submit" hint={captcha && captchaPayload === null ? t('login.captchaHint') : null}>
        {t('login.submit')}
      </FormSubmit>
    </Stack>
  );
}
