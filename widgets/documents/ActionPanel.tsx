/**
 * The type-specific part of the document modal: the actions this modal type offers that the
 * server allows on the opened routing step, one form per action. The flow (choice, form,
 * validation, sending, refusal and failure) is the document action machine
 * (engine/machines/document-action.machine.ts); this panel renders its state and sends it what
 * the person does. The chosen action is always one of the server's list, also when the list
 * changes while the panel is shown. A server refusal is shown in the server's Thai words, the
 * dialog stays open and the input stays as typed. Each group of fields is a file of its own:
 * the people pickers, the typed fields, the selects and the submit row.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { DocumentAttachment, DocumentCalls } from '../../engine/api/document-calls';
import { actionFields, requiresInput, type DocumentAction } from '../../engine/documents/actions';
import { actionLabelKey, choosableRecipients, type ActionForm } from '../../engine/documents/document-actions';
import { documentActionMachine } from '../../engine/machines/document-action.machine';
import { appendRecognised } from '../../engine/speech/speech-text';
import type { ActionFieldProps } from './action-field-props';
import { useActionLookups, useActionRecipients } from './action-panel-queries';
import { ActionChoice } from './ActionChoice';
import { PersonPicker, RecipientsPicker } from './ActionPeoplePickers';
import { KindSelect, PurposeSelect } from './ActionSelects';
import { ActionSignAttachments } from './ActionSignAttachments';
import { ActionSigningCode } from './ActionSigningCode';
import { ActionSubmitRow } from './ActionSubmitRow';
import { ActionText, DueDateField, type TextKey } from './ActionTextFields';
import { useDocumentAction } from './use-document-action';

export interface ActionPanelProps {
  calls: DocumentCalls;
  /** The modal type, which names some actions its own way (a followed letter's close is "stop following"). */
  type: string;
  transId: number;
  actions: DocumentAction[];
  selfId: number | null;
  /** The letter's attachments: signing electronically may sign its PDFs too. */
  attachments?: readonly DocumentAttachment[];
  /** Sending starts/ends (the dialog's close button waits too). */
  onBusy: (busy: boolean) => void;
  onDone: (action: DocumentAction) => void;
}

export function ActionPanel({ calls, type, transId, actions, selfId, attachments = [], onBusy, onDone }: ActionPanelProps) {
  const { t } = useTranslation();
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
  const recipients = useActionRecipients(calls, actions);
  const options = useMemo(
    () => choosableRecipients(recipients.data?.people ?? [], selfId, action, form.purpose),
    [recipients.data, selfId, action, form.purpose],
  );
  const lookups = useActionLookups(calls, actions);

  const update = (patch: Partial<ActionForm>) => send({ type: 'UPDATE', patch });
  const field: ActionFieldProps = { form, errors, sending, update };
  // Read from the machine, not the render: a phrase heard after more typing joins the latest text.
  const appendHeard = (key: TextKey, heard: string) => update({ [key]: appendRecognised(actor.getSnapshot().context.form[key], heard) } as Partial<ActionForm>);
  const text = (key: TextKey, label: string) => (
    <ActionText {...field} field={key} label={label} required={requiresInput(action, key)} onRecognised={appendHeard} />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
    // Nothing invalid is sent; the first field to correct gets the focus, so its message is read out too.
    if (Object.keys(actor.getSnapshot().context.errors).length > 0) {
      const element = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
  };

  return (
    <Box component="section" aria-labelledby="document-actions-title" data-testid="document-actions">
      <Typography id="document-actions-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t('documents.actions')}
      </Typography>
      {actions.length > 1 && <ActionChoice type={type} actions={actions} action={action} onChoose={(next) => send({ type: 'CHOOSE', action: next })} />}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} data-testid="document-action-form" data-action={action}>
        {fields.includes('purpose') && <PurposeSelect {...field} />}
        {wantsPeople && <PersonPicker {...field} action={action} fields={fields} options={options} loading={recipients.isLoading} />}
        {fields.includes('recipients') && (
          <RecipientsPicker {...field} departments={recipients.data?.departments ?? []} options={options} loading={recipients.isLoading} />
        )}
        {fields.includes('jobType') && <KindSelect {...field} field="jobType" lookups={lookups.data} />}
        {fields.includes('signType') && <KindSelect {...field} field="signType" lookups={lookups.data} />}
        {fields.includes('result') && text('result', t('documents.field.result'))}
        {fields.includes('command') && text('command', t('documents.field.commandText'))}
        {fields.includes('reason') && text('reason', t(action === 'sendBack' ? 'documents.field.reason' : 'documents.field.cancelReason'))}
        {fields.includes('dueDate') && <DueDateField {...field} />}
        {fields.includes('attachments') && <ActionSignAttachments {...field} attachments={attachments} />}
        {fields.includes('note') && text('note', t('documents.field.note'))}
        {fields.includes('signingCode') && <ActionSigningCode {...field} onGranted={() => send({ type: 'SUBMIT' })} />}
        <ActionSubmitRow action={action} labelKey={actionLabelKey(type, action)} sending={sending} serverError={serverError} />
      </Box>
    </Box>
  );
}
