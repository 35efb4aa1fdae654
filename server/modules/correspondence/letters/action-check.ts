/**
 * The first step of an action, before anything is written: lock the step and its letter, check
 * the actor may do this action in the step's state, and make its input concrete (the required
 * text, the kind and recipients of the steps it creates, the due date, the assignment and signing
 * kinds). Answers, in this order: 404 unknown step, or a step the actor has nothing to do with
 * (one answer for both, so steps cannot be counted by trying ids); 409 the action is not allowed
 * in the step's state; 403 the action is allowed but not for this actor; 400 missing
 * reason/result/command or bad recipients; 409 following a letter already followed.
 */
import { requiredTextOf } from '../../../../engine/documents/actions';
import { isStepState } from '../../../../engine/documents/step-states';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import { ApiError } from '../../../http/errors';
import { MSG } from '../messages';
import { holderPrincipal, permittedPrincipal, senderPrincipal } from '../permissions';
import { recipientsFor } from './action-recipients';
import type { ActionInput, Recipient, Step, Trx } from './action-types';
import { PURPOSE_KIND, moveFor, type Move, type StepKind } from './state-machine';
import { ACTION_NAMES_TH, STATE_NAMES_TH } from '../step-names';
import type { Viewer } from '../viewer';

/** The letter of the step, locked with it until the action commits. */
const lockLetter = (trx: Trx, documentId: number) =>
  trx
    .selectFrom('documents')
    .select(['id', 'subject', 'owner_department_id', 'book_group', 'doc_no', 'doc_date'])
    .where('id', '=', documentId)
    .forUpdate()
    .executeTakeFirstOrThrow();

type LockedLetter = Awaited<ReturnType<typeof lockLetter>>;

/** An action that may go ahead: the locked step and letter, and its input made concrete. */
export interface CheckedAction {
  step: Step;
  doc: LockedLetter;
  move: Move;
  /** Whom the actor acts as: themselves, or the person they stand in for. */
  principal: number;
  onBehalf: boolean;
  /** The action's note, or the text it requires (reason, result, command). */
  noteText: string | null;
  /** The kind of the steps the action creates, null when it creates none. */
  kind: StepKind | null;
  due: Date | null;
  recipients: Recipient[];
  jobTypeId: number | null;
  signTypeId: number | null;
}

const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function dueAt(dueDate: string | null | undefined): Date | null {
  if (!dueDate) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dueDate);
  if (!match) throw new ApiError(400, MSG.badDueDate);
  // End of that day in Thailand (UTC+7).
  const at = new Date(`${dueDate}T23:59:59+07:00`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== dueDate) throw new ApiError(400, MSG.badDueDate);
  return at;
}

function childKind(move: Move, input: ActionInput): StepKind | null {
  if (!move.creates) return null;
  return move.creates.kind === 'byPurpose' ? PURPOSE_KIND[input.purpose ?? 'consider'] : move.creates.kind;
}

/** The action's note, or the text its registry entry requires (400 without it). */
function requiredText(input: ActionInput): string | null {
  switch (requiredTextOf(input.action)) {
    case 'reason': {
      const reason = text(input.note);
      if (!reason) throw new ApiError(400, input.action === 'sendBack' ? MSG.reasonRequired : MSG.cancelReasonRequired);
      return reason;
    }
    case 'result': {
      const result = text(input.result) ?? text(input.note);
      if (!result) throw new ApiError(400, MSG.resultRequired);
      return result;
    }
    case 'command': {
      const command = text(input.command) ?? text(input.note);
      if (!command) throw new ApiError(400, MSG.commandRequired);
      return command;
    }
    default:
      return text(input.note);
  }
}

/**
 * The assignment kind (assign) and signing kind (sign) a step takes: only on its own action, and
 * only a value its settings page still offers. Answers the id to store, or null for none.
 */
async function stepLookup(trx: Trx, input: ActionInput, table: 'job_types' | 'sign_types'): Promise<number | null> {
  // Named by the label the action's form gives the field.
  const [id, action, what] =
    table === 'job_types'
      ? [input.jobTypeId, 'assign' as const, thaiText('documents.field.jobType')]
      : [input.signTypeId, 'sign' as const, thaiText('documents.field.signType')];
  if (id === null || id === undefined) return null;
  if (input.action !== action) throw new ApiError(400, MSG.lookupNotForAction(what, ACTION_NAMES_TH[action]));
  const row = await trx.selectFrom(table).select('active').where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(400, MSG.unknownLookup(what));
  if (!row.active) throw new ApiError(400, MSG.inactiveStepLookup(what));
  return id;
}

/** A person follows a letter once: a second follow while the first is open answers 409. */
async function assertNotFollowing(trx: Trx, viewer: Viewer, documentId: number): Promise<void> {
  const already = await trx
    .selectFrom('transactions')
    .select('id')
    .where('document_id', '=', documentId)
    .where('kind', '=', 'follow')
    .where('state', '=', 'following')
    .where('to_person_id', '=', viewer.personId)
    .executeTakeFirst();
  if (already) throw new ApiError(409, MSG.alreadyFollowing);
}

export async function checkAction(trx: Trx, viewer: Viewer, input: ActionInput): Promise<CheckedAction> {
  const step = await trx.selectFrom('transactions').selectAll().where('id', '=', input.transId).forUpdate().executeTakeFirst();
  if (!step) throw new ApiError(404, MSG.stepNotFound);
  const doc = await lockLetter(trx, step.document_id);

  // Before 409: someone unrelated to the step learns neither its state nor that it exists.
  if (holderPrincipal(viewer, step) === null && senderPrincipal(viewer, step) === null) throw new ApiError(404, MSG.stepNotFound);
  const move = moveFor(step.state, input.action);
  if (!move) throw new ApiError(409, MSG.wrongState(ACTION_NAMES_TH[input.action], isStepState(step.state) ? STATE_NAMES_TH[step.state] : step.state));
  const principal = permittedPrincipal(viewer, step, move);
  if (principal === null) throw new ApiError(403, MSG.notAllowedActor);
  const onBehalf = principal !== viewer.personId;

  const noteText = requiredText(input);
  const kind = childKind(move, input);
  const due = dueAt(input.dueDate);
  const recipients = kind ? await recipientsFor(trx, move, kind, step, doc.owner_department_id, viewer, input) : [];
  const jobTypeId = await stepLookup(trx, input, 'job_types');
  const signTypeId = await stepLookup(trx, input, 'sign_types');
  // Attachments are signed only with the letter's own electronic signature.
  if (input.signAttachmentIds?.length && input.action !== 'signElectronic')
    throw new ApiError(400, MSG.lookupNotForAction(thaiText('documents.field.signAttachments'), ACTION_NAMES_TH.signElectronic));
  if (input.action === 'follow') await assertNotFollowing(trx, viewer, doc.id);
  return { step, doc, move, principal, onBehalf, noteText, kind, due, recipients, jobTypeId, signTypeId };
}
