/**
 * The type-specific part of the document modal: the actions this modal type offers that the
 * server allows on the opened routing step, one form per action. Required fields are checked
 * before anything is sent (engine/documents/document-actions.ts); a server refusal is shown
 * here in the server's Thai words, the dialog stays open and the input stays as typed.
 */
import { useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentCalls } from '../../engine/api/document-calls';
import {
  ACTION_FIELDS,
  EMPTY_FORM,
  PRESENT_PURPOSES,
  actionBody,
  choosableRecipients,
  hasErrors,
  needsExecutive,
  validateAction,
  type ActionForm,
  type DocumentAction,
  type FormErrors,
  type PresentPurpose,
  type Recipient,
} from '../../engine/documents/document-actions';

export interface ActionPanelProps {
  calls: DocumentCalls;
  transId: number;
  actions: DocumentAction[];
  selfId: number | null;
  /** Sending starts/ends (the dialog's close button waits too). */
  onBusy: (busy: boolean) => void;
  onDone: (action: DocumentAction) => void;
}

const personLabel = (p: Recipient) => [`${p.F_FIRST_NAME} ${p.F_LAST_NAME}`, p.F_POSITION_NAME, p.F_DEPT_NAME].filter(Boolean).join(' · ');

export function ActionPanel({ calls, transId, actions, selfId, onBusy, onDone }: ActionPanelProps) {
  const { t } = useTranslation();
  const [action, setAction] = useState<DocumentAction>(actions[0]!);
  const [form, setForm] = useState<ActionForm>(EMPTY_FORM);
  const [errors, setErrors] = useState<FormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const fields = ACTION_FIELDS[action];
  const wantsPeople = fields.includes('executiveOne') || fields.includes('personOne') || fields.includes('people');
  const recipients = useQuery({
    queryKey: ['documents', 'recipients'],
    queryFn: async () => {
      const reply = await calls.getRecipients();
      if (reply.status !== 'success' || !reply.item) throw new Error(reply.message ?? '');
      return reply.item.people;
    },
    enabled: actions.some((a) => ACTION_FIELDS[a].some((f) => f === 'executiveOne' || f === 'personOne' || f === 'people')),
    staleTime: 5 * 60_000,
  });
  const options = useMemo(() => choosableRecipients(recipients.data ?? [], selfId, action, form.purpose), [recipients.data, selfId, action, form.purpose]);

  const update = (patch: Partial<ActionForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    // A corrected field loses its message; the others keep theirs until the next try.
    setErrors((current) => {
      const next = { ...current };
      if ('personIds' in patch) delete next.person;
      for (const key of ['result', 'command', 'reason', 'dueDate', 'note'] as const) if (key in patch) delete next[key];
      return next;
    });
  };

  const choose = (next: DocumentAction | null) => {
    if (!next || sending) return;
    setAction(next);
    setErrors({});
    setServerError(null);
    // Another action may need executives only: drop people who cannot be chosen there.
    if (needsExecutive(next, form.purpose) !== needsExecutive(action, form.purpose)) setForm((current) => ({ ...current, personIds: [] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateAction(action, form);
    setErrors(found);
    setServerError(null);
    if (hasErrors(found)) {
      // The first field to correct gets the focus, so its message is read out too.
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSending(true);
    onBusy(true);
    try {
      const reply = await calls.documentAction(actionBody(transId, action, form));
      if (reply.status === 'success') {
        onDone(action);
        return;
      }
      setServerError(reply.message || t('documents.networkError'));
    } catch {
      setServerError(t('documents.networkError'));
    } finally {
      setSending(false);
      onBusy(false);
    }
  };

  const errorText = (key: keyof FormErrors) => (errors[key] ? t(`documents.errors.${errors[key]}`) : undefined);
  const personField = () => {
    const multiple = fields.includes('people');
    const label = t(multiple ? 'documents.field.people' : fields.includes('executiveOne') && needsExecutive(action, form.purpose) ? 'documents.field.executive' : 'documents.field.person');
    const selected = options.filter((p) => form.personIds.includes(p.F_PERSON_ID));
    const common = {
      options,
      loading: recipients.isLoading,
      getOptionLabel: personLabel,
      isOptionEqualToValue: (a: Recipient, b: Recipient) => a.F_PERSON_ID === b.F_PERSON_ID,
      noOptionsText: t('documents.noRecipients'),
      disabled: sending,
      'data-testid': 'document-person',
    };
    const input = (params: AutocompleteRenderInputParams) => <TextField {...params} label={label} required error={Boolean(errors.person)} helperText={errorText('person')} />;
    return multiple ? (
      <Autocomplete multiple {...common} value={selected} onChange={(_e, value) => update({ personIds: value.map((p) => p.F_PERSON_ID) })} renderInput={input} />
    ) : (
      <Autocomplete {...common} value={selected[0] ?? null} onChange={(_e, value) => update({ personIds: value ? [value.F_PERSON_ID] : [] })} renderInput={input} />
    );
  };

  const text = (key: 'result' | 'command' | 'reason' | 'note', label: string, required: boolean) => (
    <TextField
      label={label}
      value={form[key]}
      onChange={(e) => update({ [key]: e.target.value } as Partial<ActionForm>)}
      required={required}
      multiline
      minRows={required ? 3 : 2}
      error={Boolean(errors[key])}
      helperText={errorText(key)}
      disabled={sending}
      slotProps={{ htmlInput: { 'data-testid': `document-${key}`, maxLength: 5000 } }}
    />
  );

  return (
    <Box component="section" aria-labelledby="document-actions-title" data-testid="document-actions">
      <Typography id="document-actions-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('documents.actions')}
      </Typography>
      {actions.length > 1 && (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={action}
          onChange={(_e, value: DocumentAction | null) => choose(value)}
          aria-label={t('documents.chooseAction')}
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          {actions.map((a) => (
            <ToggleButton key={a} value={a} data-testid={`document-action-${a}`} sx={{ textTransform: 'none' }}>
              {t(`documents.action.${a}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'grid', gap: 2 }} data-testid="document-action-form" data-action={action}>
        {fields.includes('purpose') && (
          <TextField
            select
            label={t('documents.field.purpose')}
            value={form.purpose}
            onChange={(e) => {
              const purpose = e.target.value as PresentPurpose;
              update({ purpose, ...(needsExecutive(action, purpose) !== needsExecutive(action, form.purpose) ? { personIds: [] } : {}) });
            }}
            disabled={sending}
            slotProps={{ htmlInput: { 'data-testid': 'document-purpose' } }}
          >
            {PRESENT_PURPOSES.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`documents.purpose.${p}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {wantsPeople && personField()}
        {fields.includes('result') && text('result', t('documents.field.result'), true)}
        {fields.includes('command') && text('command', t('documents.field.commandText'), true)}
        {fields.includes('reason') && text('reason', t('documents.field.reason'), true)}
        {fields.includes('dueDate') && (
          <TextField
            type="date"
            label={t('documents.field.dueDate')}
            value={form.dueDate}
            onChange={(e) => update({ dueDate: e.target.value })}
            error={Boolean(errors.dueDate)}
            helperText={errorText('dueDate')}
            disabled={sending}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'document-due-date' } }}
            sx={{ maxWidth: 240 }}
          />
        )}
        {fields.includes('note') && text('note', t('documents.field.note'), false)}
        {serverError && (
          <Alert severity="error" role="alert" data-testid="document-server-error">
            <AlertTitle>{t('documents.errorTitle')}</AlertTitle>
            {serverError}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            type="submit"
            variant="contained"
            color={action === 'sendBack' ? 'error' : 'primary'}
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="document-submit"
          >
            {sending ? t('documents.sending') : t(`documents.action.${action}`)}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
