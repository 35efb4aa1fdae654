/**
 * The document modal's actions, as pure logic: which server actions (the documentAction call)
 * each of the nine modal types offers, the validation that runs before anything is sent, and
 * the request body. What each action asks of the user is its entry in the action registry
 * (actions.ts), which the server checks too.
 *
 * The server decides what is really allowed: get-document answers, per routing step, the
 * actions this reader may do. The modal shows the intersection of its type's actions with the
 * server's list for the step it was opened on, in the type's order.
 */

import type { Recipient as RecipientPerson } from '../../schemas/generated/api/recipients.reply';
import type { RequestOf } from '../api/call-route';
import { ACTION_REGISTRY, actionFields, requiresInput, type ActionField, type DocumentAction, type PresentPurpose } from './actions';
import { modalTypeOf, type DocumentModalType } from './modal-types';

/** What each modal type offers, in the order the buttons show. Unknown types view only (viewDocument). */
export const MODAL_TYPE_ACTIONS: Record<DocumentModalType, readonly DocumentAction[]> = {
  // Waiting to receive / sign / number, closed letters: receive, sign (electronically, or on paper)
  // or number it, or send it back.
  viewDocument: ['receive', 'signElectronic', 'sign', 'issueNumber', 'sendBack'],
  // A returned letter: pass it on again, or send it back once more.
  sentBackDocument: ['present', 'assign', 'send', 'sendBack', 'close'],
  // In hand (received, numbered, or my own draft): present, assign, send on, undo a receipt or
  // an outgoing number given by mistake, follow or close it.
  assignPresentDocument: ['present', 'assign', 'send', 'cancelReceive', 'cancelNumber', 'sendBack', 'follow', 'close'],
  // Review queue (in_review) and letters presented by me: review on to signature, present again.
  presentDocument: ['review', 'present', 'sendBack', 'follow'],
  // Assignments: assign further, follow.
  assignDocument: ['assign', 'follow', 'sendBack'],
  // An executive's consideration: record the result, command, assign or send back.
  recordResultConsiderationDocument: ['consider', 'command', 'assign', 'present', 'sendBack'],
  // Commanded letters: carry the command out.
  commandDocument: ['command', 'assign', 'present', 'send', 'follow', 'close'],
  // Followed letters: the routing trail; stop following (closing the follow marker).
  viewReportDocument: ['follow', 'close'],
  // Assigned to me: report the result, or send it back.
  viewReportDocumentPerson: ['consider', 'sendBack', 'close'],
};

/**
 * Where a modal type names an action differently: closing the follow marker of a followed
 * letter is "stop following" (the letter itself goes on), not closing the matter.
 */
const ACTION_LABEL_KEYS: Partial<Record<DocumentModalType, Partial<Record<DocumentAction, string>>>> = {
  viewReportDocument: { close: 'documents.action.unfollow' },
};

/** The i18n key of an action's button in a modal type: the registry's label unless the type names it its own way. */
export function actionLabelKey(type: string, action: DocumentAction): string {
  return ACTION_LABEL_KEYS[modalTypeOf(type)]?.[action] ?? ACTION_REGISTRY[action].labelKey;
}

export interface ActionForm {
  personIds: number[];
  /** send: the departments it goes to (their registry receives it). */
  departmentIds: number[];
  purpose: PresentPurpose;
  note: string;
  result: string;
  command: string;
  reason: string;
  dueDate: string;
  /** assign: the kind of assignment; sign: how the letter is signed; null for none. */
  jobTypeId: number | null;
  signTypeId: number | null;
  /** signElectronic: the grant a confirmed one-time code gave; empty until then. */
  signGrant: string;
  /** signElectronic: the letter's PDF attachments to sign with it. */
  signAttachmentIds: number[];
}

export const EMPTY_FORM: ActionForm = {
  personIds: [],
  departmentIds: [],
  purpose: 'consider',
  note: '',
  result: '',
  command: '',
  reason: '',
  dueDate: '',
  jobTypeId: null,
  signTypeId: null,
  signGrant: '',
  signAttachmentIds: [],
};

/** i18n keys (documents.errors.*) of the problems found; empty means the form may be sent. */
export type FormError =
  | 'personRequired'
  | 'recipientRequired'
  | 'onePerson'
  | 'resultRequired'
  | 'commandRequired'
  | 'reasonRequired'
  | 'cancelReasonRequired'
  | 'badDueDate'
  | 'tooLong'
  | 'codeRequired';
export type FormErrors = Partial<Record<'person' | 'result' | 'command' | 'reason' | 'dueDate' | 'note' | 'signingCode', FormError>>;

export const MAX_TEXT = 5000;

/** The person field of an action: present (consider/sign purpose) and review need an executive. */
export function needsExecutive(action: DocumentAction, purpose: PresentPurpose): boolean {
  return action === 'review' || (action === 'present' && purpose !== 'review');
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

export function validateAction(action: DocumentAction, form: ActionForm): FormErrors {
  const fields = actionFields(action);
  const required = (field: ActionField) => requiresInput(action, field);
  const errors: FormErrors = {};
  if (fields.includes('executiveOne') || fields.includes('personOne')) {
    if (form.personIds.length > 1) errors.person = 'onePerson';
    else if (form.personIds.length === 0 && (required('executiveOne') || required('personOne'))) errors.person = 'personRequired';
  }
  if (required('people') && form.personIds.length === 0) errors.person = 'personRequired';
  if (required('recipients') && form.personIds.length === 0 && form.departmentIds.length === 0) errors.person = 'recipientRequired';
  const texts: ['result' | 'command' | 'reason', FormError][] = [
    ['result', 'resultRequired'],
    ['command', 'commandRequired'],
    ['reason', action === 'sendBack' ? 'reasonRequired' : 'cancelReasonRequired'],
  ];
  for (const [key, error] of texts) {
    if (!fields.includes(key)) continue;
    const value = form[key].trim();
    if (!value && required(key)) errors[key] = error;
    else if (value.length > MAX_TEXT) errors[key] = 'tooLong';
  }
  if (fields.includes('note') && form.note.trim().length > MAX_TEXT) errors.note = 'tooLong';
  if (fields.includes('dueDate') && form.dueDate.trim() && !validDate(form.dueDate.trim())) errors.dueDate = 'badDueDate';
  if (required('signingCode') && !form.signGrant) errors.signingCode = 'codeRequired';
  return errors;
}

export const hasErrors = (errors: FormErrors): boolean => Object.keys(errors).length > 0;

/** The fields of documentAction: its request schema's type (DocumentActionRequest), so the body cannot drift from what the server takes. */
export type ActionBody = RequestOf<'documentAction'>;

/** The body of one action: only the fields the action asks for, and none left empty. */
export function actionBody(transId: number, action: DocumentAction, form: ActionForm): ActionBody {
  const fields = actionFields(action);
  const body: ActionBody = { F_TRANS_ID: transId, ACTION: action };
  const text = (key: 'NOTE' | 'RESULT' | 'F_COM_DESC' | 'DUE_DATE', value: string) => {
    const trimmed = value.trim();
    if (trimmed) body[key] = trimmed;
  };
  if (fields.includes('note')) text('NOTE', form.note);
  if (fields.includes('reason')) text('NOTE', form.reason);
  if (fields.includes('result')) text('RESULT', form.result);
  if (fields.includes('command')) text('F_COM_DESC', form.command);
  if (fields.includes('purpose')) body.PURPOSE = form.purpose;
  if (fields.includes('executiveOne') || fields.includes('personOne') || fields.includes('people')) body.TO_PERSON_IDS = [...form.personIds];
  if (fields.includes('recipients')) {
    if (form.personIds.length > 0) body.TO_PERSON_IDS = [...form.personIds];
    if (form.departmentIds.length > 0) body.TO_DEPT_IDS = [...form.departmentIds];
  }
  if (fields.includes('dueDate')) text('DUE_DATE', form.dueDate);
  if (fields.includes('jobType') && form.jobTypeId !== null) body.F_JOB_TYPE_ID = form.jobTypeId;
  if (fields.includes('signType') && form.signTypeId !== null) body.F_SIGN_TYPE_ID = form.signTypeId;
  if (fields.includes('signingCode') && form.signGrant) body.SIGN_GRANT = form.signGrant;
  if (fields.includes('attachments') && form.signAttachmentIds.length > 0) body.SIGN_ATTACHMENT_IDS = [...form.signAttachmentIds];
  return body;
}

/** The actions the modal offers: its type's list, kept only where the server allows them on this step. */
export function availableActions(type: string, serverActions: readonly string[]): DocumentAction[] {
  const offered = MODAL_TYPE_ACTIONS[modalTypeOf(type)];
  return offered.filter((action) => serverActions.includes(action));
}

/** A receive keeps the letter with the reader: the dashboard reopens it ('received same'). */
export const isReceivedSame = (action: DocumentAction): boolean => action === 'receive';

/** A person of getRecipients (its reply schema's type). */
export type Recipient = RecipientPerson;
/** A department of getRecipients. */
export type { RecipientDepartment } from '../../schemas/generated/api/recipients.reply';

/** Who may be chosen: never the reader; executives only where the action needs one. */
export function choosableRecipients(people: readonly Recipient[], selfId: number | null, action: DocumentAction, purpose: PresentPurpose): Recipient[] {
  const executive = needsExecutive(action, purpose);
  return people.filter((p) => p.F_PERSON_ID !== selfId && (!executive || p.ROLES.includes('executive')));
}
