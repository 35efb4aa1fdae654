/**
 * The sign-up panel: a visitor asks for an account (first and last name, e-mail, department from
 * the organisation's list, position from its list or in their own words, national ID card), with
 * the robot check where the tenant turns it on. Every field is checked by the rules the server
 * applies too (engine/format/account-request.ts) and its message shows at the field; a refusal
 * of the server that names a field shows there as well. What was typed stays on a refusal. Once
 * the server has the request, the panel says that it waits for an administrator.
 */
import { useState, type FormEvent } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_REQUEST_FIELDS,
  accountRequestProblem,
  accountRequestProblems,
  NAME_MAX_LENGTH,
  type AccountRequestField,
  type AccountRequestValues,
} from '../../engine/format/account-request';
import { FormSubmit } from '../login/FormSubmit';
import { RobotCheckSlot } from '../login/RobotCheckSlot';
import { ServerAnswer } from '../password/ServerAnswer';

export interface SignUpChoice {
  id: number;
  name: string;
}

export interface SignUpChoices {
  departments: readonly SignUpChoice[];
  positions: readonly SignUpChoice[];
}

/** The server's answer to a request: the field it refused, when it names one of the form's. */
export interface SignUpAnswer {
  status: 'success' | 'error';
  message: string;
  field: AccountRequestField | null;
}

export interface SignUpFormProps {
  captcha: boolean;
  /** Null while the departments and positions load. */
  choices: SignUpChoices | null;
  /** They could not be loaded: a message with a way to try again. */
  choicesFailed?: boolean;
  onRetryChoices?: () => void;
  /** Sends a request the form found valid (with the solved robot check, where there is one); answers the server's answer. */
  onSubmit: (values: AccountRequestValues, captcha: string | null) => Promise<SignUpAnswer>;
}

type Errors = Partial<Record<AccountRequestField, string>>;

const EMPTY: AccountRequestValues = { firstName: '', lastName: '', email: '', departmentId: null, position: '', idCard: '' };
const inputId = (field: AccountRequestField) => `sign-up-${field}`;

export function SignUpForm({ captcha, choices, choicesFailed = false, onRetryChoices, onSubmit }: SignUpFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AccountRequestValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // A solution is spent by the server on any answer: a refused request needs a fresh one.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [solved, setSolved] = useState<{ key: number; payload: string | null }>({ key: 0, payload: null });
  const captchaPayload = solved.key === captchaKey ? solved.payload : null;
  const [touched, setTouched] = useState(false);
  const touch = () => {
    if (!touched) setTouched(true);
  };
  const blocked = busy || (captcha && captchaPayload === null);

  const messageOf = (field: AccountRequestField, next: AccountRequestValues) => {
    const problem = accountRequestProblem(field, next);
    return problem ? t(problem) : undefined;
  };
  const set = (field: AccountRequestField, value: string | number | null) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a message shows, it goes as soon as the field is right (a server's refusal too: the field changed).
    if (errors[field]) setErrors((e) => ({ ...e, [field]: messageOf(field, next) }));
  };
  const check = (field: AccountRequestField) => () => setErrors((e) => ({ ...e, [field]: messageOf(field, values) }));
  const focus = (field: AccountRequestField) => document.getElementById(inputId(field))?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = accountRequestProblems(values);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(key)])));
    const first = ACCOUNT_REQUEST_FIELDS.find((field) => found[field]);
    if (first) return focus(first);
    if (blocked) return;
    setBusy(true);
    setRefusal(null);
    const answer = await onSubmit(values, captchaPayload);
    setBusy(false);
    if (answer.status === 'success') return setSent(answer.message);
    if (captcha) setCaptchaKey((key) => key + 1);
    if (answer.field) {
      setErrors((e) => ({ ...e, [answer.field!]: answer.message }));
      focus(answer.field);
    } else setRefusal(answer.message);
  };

  if (sent !== null)
    return (
      <Stack spacing={2} aria-labelledby="sign-up-sent-title" data-testid="sign-up-sent">
        <Typography id="sign-up-sent-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('register.sentTitle')}
        </Typography>
        <ServerAnswer answer={{ status: 'success', message: sent }} />
        <Typography variant="body2" color="text.secondary">
          {t('register.sentNext')}
        </Typography>
      </Stack>
    );

  const field = (name: AccountRequestField) => ({
    id: inputId(name),
    error: Boolean(errors[name]),
    onBlur: check(name),
    required: true,
    fullWidth: true,
  });
  const department = choices?.departments.find((choice) => choice.id === values.departmentId) ?? null;

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={touch}
      onPointerDown={touch}
      spacing={2}
      aria-labelledby="sign-up-title"
      data-testid="sign-up-form"
    >
      <div>
        <Typography id="sign-up-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('register.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('register.description')}
        </Typography>
      </div>
      {choicesFailed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetryChoices}>
              {t('register.retry')}
            </Button>
          }
        >
          {t('register.choicesFailed')}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('firstName')}
          name="F_FIRST_NAME"
          label={t('register.firstName')}
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          helperText={errors.firstName}
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        />
        <TextField
          {...field('lastName')}
          name="F_LAST_NAME"
          label={t('register.lastName')}
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          helperText={errors.lastName}
          slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        />
      </Stack>
      <TextField
        {...field('email')}
        name="F_EMAIL"
        type="email"
        label={t('register.email')}
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        helperText={errors.email}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <Autocomplete
        id={inputId('departmentId')}
        options={choices?.departments ?? []}
        loading={choices === null && !choicesFailed}
        loadingText={t('register.loading')}
        noOptionsText={t('register.noOptions')}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={department}
        onChange={(_event, choice) => set('departmentId', choice?.id ?? null)}
        onBlur={check('departmentId')}
        renderInput={(params) => (
          <TextField
            {...params}
            name="F_DEPT_ID"
            label={t('register.department')}
            error={Boolean(errors.departmentId)}
            helperText={errors.departmentId}
            required
          />
        )}
      />
      <Autocomplete
        id={inputId('position')}
        freeSolo
        options={(choices?.positions ?? []).map((choice) => choice.name)}
        inputValue={values.position}
        onInputChange={(_event, text) => set('position', text)}
        onBlur={check('position')}
        renderInput={(params) => (
          <TextField
            {...params}
            name="F_POSITION"
            label={t('register.position')}
            error={Boolean(errors.position)}
            helperText={errors.position ?? t('register.positionHint')}
            required
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: NAME_MAX_LENGTH } }}
          />
        )}
      />
      <TextField
        {...field('idCard')}
        name="F_ID_CARD"
        label={t('register.idCard')}
        autoComplete="off"
        value={values.idCard}
        onChange={(e) => set('idCard', e.target.value)}
        helperText={errors.idCard ?? t('register.idCardHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
      {captcha && <RobotCheckSlot touched={touched} resetKey={captchaKey} onChange={(payload) => setSolved({ key: captchaKey, payload })} />}
      <ServerAnswer answer={refusal === null ? null : { status: 'error', message: refusal }} />
      <FormSubmit busy={busy} disabled={blocked} testId="sign-up-submit" hint={captcha && captchaPayload === null ? t('register.captchaHint') : null}>
        {t('register.submit')}
      </FormSubmit>
    </Stack>
  );
}
