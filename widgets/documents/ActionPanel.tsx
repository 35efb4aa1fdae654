/**
 * The type-specific part of the document modal: the actions this modal type offers that the
 * server allows on the opened routing step, one form per action. The flow (choice, form,
 * validation, sending, refusal and failure) is the document action machine
 * (engine/machines/document-action.machine.ts); this panel renders its state and sends it what
 * the person does. The chosen action is always one of the server's list, also when the list
 * changes while the panel is shown. A server refusal is shown in the server's Thai words, the
 * dialog stays open and the input stays as typed.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
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
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { DocumentCalls } from '../../engine/api/document-calls';
import { actionFields, PRESENT_PURPOSES, requiresInput, type DocumentAction, type PresentPurpose } from '../../engine/documents/actions';
import {
  actionLabelKey,
  choosableRecipients,
  needsExecutive,
  type ActionForm,
  type FormErrors,
  type Recipient,
  type RecipientDepartment,
} from '../../engine/documents/document-actions';
import { documentActionMachine } from '../../engine/machines/document-action.machine';
import { appendRecognised, SPEECH_FIELD_MAX } from '../../engine/speech/speech-text';
import { documentKeys } from './document-query-keys';
import { usePortal } from '../portal/PortalContext';
import { SpeechTextField } from '../speech/SpeechTextField';
import { useDocumentAction } from './use-document-action';

export interface ActionPanelProps {
  calls: DocumentCalls;
  /** The modal type, which names some actions its own way (a followed letter's close is "stop following"). */
  type: string;
  transId: number;
  actions: DocumentAction[];
  selfId: number | null;
  /** Sending starts/ends (the dialog's close button waits too). */
  onBusy: (busy: boolean) => void;
  onDone: (action: DocumentAction) => void;
}

type TextKey = 'result' | 'command' | 'reason' | 'note';

const personLabel = (p: Recipient) => [`${p.F_FIRST_NAME} ${p.F_LAST_NAME}`, p.F_POSITION_NAME, p.F_DEPT_NAME].filter(Boolean).join(' · ');

export function ActionPanel({ calls, type, transId, actions, selfId, onBusy, onDone }: ActionPanelProps) {
  const { t, i18n } = useTranslation();
  // One machine per mount (= one opened routing step): useMachine keeps the first logic and input.
  // The machine sends through the action mutation, which refreshes what the action changed.
  const mutation = useDocumentAction(calls);
  const [snapshot, send, actor] = useMachine(
    documentActionMachine.provide({ actors: { submitAction: fromPromise(({ input }) => mutation.mutateAsync(input)) } }),
    {
      input: { transId, actions },
    },
  );
  const { action, form, errors } = snapshot.context;
  const sending = snapshot.matches('submitting');
  const serverError = snapshot.matches('refused') || snapshot.matches('failed') ? snapshot.context.serverMessage || t('documents.networkError') : null;

  // The server's list can change under a mounted panel (the letter reopened after a receive
  // first shows the cached list, then the new one): the machine moves a lost choice to the
  // list's first action before the browser paints, so a stale action is never shown or sent.
  const actionsKey = actions.join(',');
  useLayoutEffect(() => {
    send({ type: 'ACTIONS_CHANGED', actions });
    // The list's content, not its identity, is what changes the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actionsKey, send]);

  // The parent hears when sending starts and ends, and once when the action is done.
  const callbacks = useRef({ onBusy, onDone });
  useEffect(() => {
    callbacks.current = { onBusy, onDone };
  });
  useEffect(() => {
    let wasSending = false;
    const subscription = actor.subscribe((next) => {
      const nowSending = next.matches('submitting');
      if (nowSending !== wasSending) callbacks.current.onBusy((wasSending = nowSending));
      if (next.status === 'done') callbacks.current.onDone(next.output.action);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  const fields = actionFields(action);
  const wantsPeople = fields.includes('executiveOne') || fields.includes('personOne') || fields.includes('people');
  const recipients = useQuery({
    queryKey: documentKeys.recipients(),
    queryFn: async () => {
      const reply = await calls.getRecipients();
      if (reply.status !== 'success' || !reply.item) throw new Error(reply.message ?? '');
      return reply.item;
    },
    enabled: actions.some((a) => actionFields(a).some((f) => f === 'executiveOne' || f === 'personOne' || f === 'people' || f === 'recipients')),
    staleTime: 5 * 60_000,
  });
  const options = useMemo(
    () => choosableRecipients(recipients.data?.people ?? [], selfId, action, form.purpose),
    [recipients.data, selfId, action, form.purpose],
  );
  const departmentOptions = recipients.data?.departments ?? [];
  // The assignment and signing kinds the settings pages offer now (active ones only).
  const lookups = useQuery({
    queryKey: documentKeys.lookups(),
    queryFn: async () => {
      const reply = await calls.getLookups();
      if (reply.status !== 'success' || !reply.item) throw new Error(reply.message ?? '');
      return reply.item;
    },
    enabled: actions.some((a) => actionFields(a).some((f) => f === 'jobType' || f === 'signType')),
    staleTime: 5 * 60_000,
  });
  const kinds = (field: 'jobType' | 'signType') =>
    field === 'jobType'
      ? (lookups.data?.jobTypes ?? []).map((k) => ({ id: k.F_JOB_TYPE_ID, name: k.NAME, nameEn: k.NAME_ENG }))
      : (lookups.data?.signTypes ?? []).map((k) => ({ id: k.F_SIGN_TYPE_ID, name: k.NAME, nameEn: k.NAME_ENG }));

  const update = (patch: Partial<ActionForm>) => send({ type: 'UPDATE', patch });

  const choose = (next: DocumentAction | null) => {
    if (next) send({ type: 'CHOOSE', action: next });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    // Nothing invalid is sent; the first field to correct gets the focus, so its message is read out too.
    if (Object.keys(actor.getSnapshot().context.errors).length > 0) {
      const element = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  const errorText = (key: keyof FormErrors) => (errors[key] ? t(`documents.errors.${errors[key]}`) : undefined);
  const personField = () => {
    const multiple = fields.includes('people');
    const label = t(
      multiple
        ? 'documents.field.people'
        : fields.includes('executiveOne') && needsExecutive(action, form.purpose)
          ? 'documents.field.executive'
          : 'documents.field.person',
    );
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
    const input = (params: AutocompleteRenderInputParams) => (
      <TextField {...params} label={label} required error={Boolean(errors.person)} helperText={errorText('person')} />
    );
    return multiple ? (
      <Autocomplete
        multiple
        {...common}
        value={selected}
        onChange={(_e, value) => update({ personIds: value.map((p) => p.F_PERSON_ID) })}
        renderInput={input}
      />
    ) : (
      <Autocomplete
        {...common}
        value={selected[0] ?? null}
        onChange={(_e, value) => update({ personIds: value ? [value.F_PERSON_ID] : [] })}
        renderInput={input}
      />
    );
  };

  // send: the departments (their registry receives it) and/or people it goes to; one of them at least.
  const recipientsField = () => (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Autocomplete
        multiple
        options={departmentOptions}
        loading={recipients.isLoading}
        getOptionLabel={(d: RecipientDepartment) => d.text}
        isOptionEqualToValue={(a: RecipientDepartment, b: RecipientDepartment) => a.dept_id === b.dept_id}
        noOptionsText={t('documents.noRecipients')}
        disabled={sending}
        value={departmentOptions.filter((d) => form.departmentIds.includes(d.dept_id))}
        onChange={(_e, value) => update({ departmentIds: value.map((d) => d.dept_id) })}
        data-testid="document-departments"
        renderInput={(params) => (
          <TextField {...params} label={t('documents.field.departments')} error={Boolean(errors.person)} helperText={errorText('person')} />
        )}
      />
      <Autocomplete
        multiple
        options={options}
        loading={recipients.isLoading}
        getOptionLabel={personLabel}
        isOptionEqualToValue={(a: Recipient, b: Recipient) => a.F_PERSON_ID === b.F_PERSON_ID}
        noOptionsText={t('documents.noRecipients')}
        disabled={sending}
        value={options.filter((p) => form.personIds.includes(p.F_PERSON_ID))}
        onChange={(_e, value) => update({ personIds: value.map((p) => p.F_PERSON_ID) })}
        data-testid="document-person"
        renderInput={(params) => <TextField {...params} label={t('documents.field.sendPeople')} error={Boolean(errors.person)} />}
      />
    </Box>
  );

  // An optional kind: "not specified" or one the settings page offers, in the reader's language.
  const kindField = (field: 'jobType' | 'signType') => {
    const key = field === 'jobType' ? 'jobTypeId' : 'signTypeId';
    const english = i18n.language !== 'th';
    return (
      <TextField
        select
        label={t(`documents.field.${field}`)}
        value={form[key] === null ? '' : String(form[key])}
        onChange={(e) => update({ [key]: e.target.value === '' ? null : Number(e.target.value) } as Partial<ActionForm>)}
        disabled={sending}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': `document-${field}` } }}
        sx={{ maxWidth: 360 }}
      >
        <MenuItem value="">{t('documents.field.noType')}</MenuItem>
        {kinds(field).map((k) => (
          <MenuItem key={k.id} value={String(k.id)}>
            {english && k.nameEn ? k.nameEn : k.name}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  // Dictation is offered where the tenant allows it, on the free-text fields people write at length.
  const { caps } = usePortal();
  const dictated = (key: TextKey) => caps.features.speechToText && (key === 'note' || key === 'command');
  // Read from the machine, not the render: a phrase heard after more typing joins the latest text.
  const appendHeard = (key: TextKey, heard: string) => update({ [key]: appendRecognised(actor.getSnapshot().context.form[key], heard) } as Partial<ActionForm>);
  const text = (key: TextKey, label: string, required: boolean) => (
    <SpeechTextField
      speech={dictated(key)}
      onRecognised={(heard) => appendHeard(key, heard)}
      speechTestId={`speech-${key}`}
      label={label}
      value={form[key]}
      onChange={(e) => update({ [key]: e.target.value } as Partial<ActionForm>)}
      required={required}
      multiline
      minRows={required ? 3 : 2}
      error={Boolean(errors[key])}
      helperText={errorText(key)}
      disabled={sending}
      slotProps={{ htmlInput: { 'data-testid': `document-${key}`, maxLength: SPEECH_FIELD_MAX } }}
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
              {t(actionLabelKey(type, a))}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} data-testid="document-action-form" data-action={action}>
        {fields.includes('purpose') && (
          <TextField
            select
            label={t('documents.field.purpose')}
            value={form.purpose}
            onChange={(e) => update({ purpose: e.target.value as PresentPurpose })}
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
        {fields.includes('recipients') && recipientsField()}
        {fields.includes('jobType') && kindField('jobType')}
        {fields.includes('signType') && kindField('signType')}
        {fields.includes('result') && text('result', t('documents.field.result'), requiresInput(action, 'result'))}
        {fields.includes('command') && text('command', t('documents.field.commandText'), requiresInput(action, 'command'))}
        {fields.includes('reason') &&
          text('reason', t(action === 'sendBack' ? 'documents.field.reason' : 'documents.field.cancelReason'), requiresInput(action, 'reason'))}
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
        {fields.includes('note') && text('note', t('documents.field.note'), requiresInput(action, 'note'))}
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
            color={action === 'sendBack' || action === 'cancelNumber' || action === 'cancelReceive' ? 'error' : 'primary'}
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="document-submit"
          >
            {sending ? t('documents.sending') : t(actionLabelKey(type, action))}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
