/**
 * One action on one routing step of an opened letter: choose an action from the server's
 * allowed list, fill its form, validate it, send it, and land on done, refused or failed.
 *
 * - The chosen action is always one of the current list. The list can change while the form
 *   is shown (the letter reopened after a receive first shows the cached list, then the new
 *   one without receive); a choice the new list no longer holds moves to its first action, so
 *   the form never shows or sends an action the server would refuse.
 * - Required fields are checked before anything is sent (validateAction); nothing invalid
 *   leaves the machine.
 * - Sending is one invoke of `submitAction`. The API client already retries 5xx and network
 *   failures (engine/api/retry-policy.ts), so the machine does not retry by itself.
 * - A reply with an envelope that is not success (409 wrong state, 403, 400) is a refusal: the
 *   server's own words are shown and the input stays as typed. A thrown call (network, 5xx
 *   after the retries) is a failure; sending again is the retry.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { DocumentAction } from '../documents/actions';
import {
  EMPTY_FORM,
  actionBody,
  hasErrors,
  needsExecutive,
  validateAction,
  type ActionBody,
  type ActionForm,
  type FormErrors,
} from '../documents/document-actions';

export interface DocumentActionInput {
  transId: number;
  actions: readonly DocumentAction[];
}

export interface DocumentActionContext {
  transId: number;
  actions: readonly DocumentAction[];
  action: DocumentAction;
  form: ActionForm;
  errors: FormErrors;
  /** The server's words for a refusal; null for a failure (the widget shows its own text). */
  serverMessage: string | null;
}

export type DocumentActionEvent =
  | { type: 'CHOOSE'; action: DocumentAction }
  | { type: 'ACTIONS_CHANGED'; actions: readonly DocumentAction[] }
  | { type: 'UPDATE'; patch: Partial<ActionForm> }
  | { type: 'SUBMIT' };

/** What submitAction resolves to: the server's envelope (status and, when refused, its message). */
export interface SubmitReply {
  status: string;
  message?: string;
}

export interface DocumentActionOutput {
  action: DocumentAction;
}

/** Fields whose message goes when the person edits them; the others keep theirs until the next try. */
const TEXT_FIELDS = ['result', 'command', 'reason', 'dueDate', 'note'] as const;

/** The context after choosing `next`: fresh messages, and no people the new action cannot take. */
function switched(context: DocumentActionContext, next: DocumentAction): Partial<DocumentActionContext> {
  const { form } = context;
  const peopleStay = needsExecutive(next, form.purpose) === needsExecutive(context.action, form.purpose);
  return { action: next, errors: {}, serverMessage: null, form: peopleStay ? form : { ...form, personIds: [] } };
}

/** The form after an edit: a new purpose that changes who may be chosen drops the people chosen. */
function edited(context: DocumentActionContext, patch: Partial<ActionForm>): Pick<DocumentActionContext, 'form' | 'errors'> {
  const { form, action } = context;
  const purposeFlips = patch.purpose !== undefined && needsExecutive(action, patch.purpose) !== needsExecutive(action, form.purpose);
  const next = { ...form, ...patch, ...(purposeFlips && !('personIds' in patch) ? { personIds: [] } : {}) };
  const errors = { ...context.errors };
  if ('personIds' in patch || purposeFlips) delete errors.person;
  for (const key of TEXT_FIELDS) if (key in patch) delete errors[key];
  return { form: next, errors };
}

export const documentActionMachine = setup({
  types: {
    input: {} as DocumentActionInput,
    context: {} as DocumentActionContext,
    events: {} as DocumentActionEvent,
    output: {} as DocumentActionOutput,
  },
  actors: {
    submitAction: fromPromise<SubmitReply, ActionBody>(() => Promise.reject(new Error('document action machine: submitAction was not provided'))),
  },
  guards: {
    choiceGone: ({ context, event }) => event.type === 'ACTIONS_CHANGED' && event.actions.length > 0 && !event.actions.includes(context.action),
    formInvalid: ({ context }) => hasErrors(validateAction(context.action, context.form)),
  },
  actions: {
    follow: assign(({ context, event }) => {
      if (event.type !== 'ACTIONS_CHANGED') return {};
      const next = event.actions.length > 0 && !event.actions.includes(context.action) ? switched(context, event.actions[0]!) : {};
      return { ...next, actions: event.actions };
    }),
    choose: assign(({ context, event }) =>
      event.type === 'CHOOSE' && event.action !== context.action && context.actions.includes(event.action) ? switched(context, event.action) : {},
    ),
    edit: assign(({ context, event }) => (event.type === 'UPDATE' ? edited(context, event.patch) : {})),
    showErrors: assign({ errors: ({ context }) => validateAction(context.action, context.form), serverMessage: null }),
    startSending: assign({ errors: {}, serverMessage: null }),
  },
}).createMachine({
  id: 'documentAction',
  context: ({ input }) => ({ transId: input.transId, actions: input.actions, action: input.actions[0]!, form: EMPTY_FORM, errors: {}, serverMessage: null }),
  initial: 'editing',
  // The list follows the server in every state; a choice it lost moves to its first action
  // (back to plain editing, since a refusal of the old choice no longer applies).
  on: {
    ACTIONS_CHANGED: [{ guard: 'choiceGone', target: '.editing', actions: 'follow' }, { actions: 'follow' }],
  },
  states: {
    editing: {
      on: {
        CHOOSE: { actions: 'choose' },
        UPDATE: { actions: 'edit' },
        SUBMIT: [
          { guard: 'formInvalid', actions: 'showErrors' },
          { target: 'submitting', actions: 'startSending' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'submitAction',
        input: ({ context }) => actionBody(context.transId, context.action, context.form),
        onDone: [
          { guard: ({ event }) => event.output.status === 'success', target: 'done' },
          { target: 'refused', actions: assign({ serverMessage: ({ event }) => event.output.message || null }) },
        ],
        onError: { target: 'failed', actions: assign({ serverMessage: null }) },
      },
    },
    // Refused and failed keep the form as typed and its message shown until the next choice or try.
    refused: {
      on: {
        CHOOSE: { target: 'editing', actions: 'choose' },
        UPDATE: { actions: 'edit' },
        SUBMIT: [
          { guard: 'formInvalid', target: 'editing', actions: 'showErrors' },
          { target: 'submitting', actions: 'startSending' },
        ],
      },
    },
    failed: {
      on: {
        CHOOSE: { target: 'editing', actions: 'choose' },
        UPDATE: { actions: 'edit' },
        SUBMIT: [
          { guard: 'formInvalid', target: 'editing', actions: 'showErrors' },
          { target: 'submitting', actions: 'startSending' },
        ],
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ action: context.action }),
});
