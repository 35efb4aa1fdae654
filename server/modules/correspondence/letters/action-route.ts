/**
 * Where an action moves the letter: the signer's name under a signed letter, the acted step's
 * new state with who did it (and for whom), and the new steps it creates, one per recipient,
 * each in its kind's first state. Written in this order, inside the action's transaction, after
 * the register numbers were taken. Closing a matter also files the letter (filing/filing.ts).
 */
import type { Updateable } from 'kysely';
import type { DocumentAction } from '../../../../engine/documents/actions';
import type { TransactionsTable } from '../../../db/schema-correspondence';
import type { CheckedAction } from './action-check';
import type { Trx } from './action-types';
import { fileClosedLetter } from '../filing/filing';
import { KIND_START_STATE } from './state-machine';
import type { Viewer } from '../viewer';

/** A step the action created, as notifications need it. */
export interface CreatedStep {
  id: number;
  to_person_id: number | null;
  to_department_id: number;
}

/** The active lines of a signing kind, in their order: copied onto the signed step, never read again from the settings. */
async function signatureLines(trx: Trx, signTypeId: number): Promise<string[]> {
  const rows = await trx
    .selectFrom('sign_type_groups')
    .select('name_th')
    .where('sign_type_id', '=', signTypeId)
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.name_th);
}

/** A signed letter carries the name and position of the person it was signed for. */
async function signUnder(trx: Trx, { doc, principal }: CheckedAction, now: Date): Promise<void> {
  const p = await trx.selectFrom('people').select(['first_name', 'last_name', 'position_name']).where('id', '=', principal).executeTakeFirstOrThrow();
  await trx
    .updateTable('documents')
    .set({ command_name_under: [`${p.first_name} ${p.last_name}`, p.position_name].filter(Boolean).join(' '), updated_at: now })
    .where('id', '=', doc.id)
    .execute();
}

/** The acted step's new state (unchanged when the table keeps it), with the numbering's changes. */
async function recordActedStep(
  trx: Trx,
  viewer: Viewer,
  action: DocumentAction,
  { step, move, noteText, principal, onBehalf, signTypeId }: CheckedAction,
  stepUpdate: Updateable<TransactionsTable>,
  now: Date,
): Promise<string> {
  const nextState = move.next === 'same' ? step.state : move.next;
  if (move.next !== 'same') {
    await trx
      .updateTable('transactions')
      .set({
        ...stepUpdate,
        state: nextState,
        acted_action: action,
        action_note: noteText,
        acted_by: viewer.personId,
        acted_on_behalf_of: onBehalf ? principal : null,
        acted_at: now,
        ...(signTypeId !== null ? { sign_type_id: signTypeId, sign_lines: await signatureLines(trx, signTypeId) } : {}),
        updated_at: now,
      })
      .where('id', '=', step.id)
      .execute();
  }
  return nextState;
}

/** The new steps, children of the acted one: a follow marker is the actor's own, any other is sent as the principal. */
async function createSteps(trx: Trx, viewer: Viewer, checked: CheckedAction, now: Date): Promise<CreatedStep[]> {
  const { kind, doc, step, recipients, noteText, due, jobTypeId, principal, onBehalf } = checked;
  if (!kind) return [];
  const commandText = kind === 'command' ? noteText : null;
  const rows = recipients.map((r) => ({
    document_id: doc.id,
    parent_id: step.id,
    kind,
    state: KIND_START_STATE[kind],
    from_person_id: kind === 'follow' ? viewer.personId : principal,
    from_department_id: step.to_department_id,
    to_person_id: r.personId,
    to_department_id: r.departmentId,
    note: kind === 'command' ? null : noteText,
    command_text: commandText,
    due_at: due,
    job_type_id: kind === 'assign' ? jobTypeId : null,
    is_behalf: onBehalf && kind !== 'follow' ? 2 : 1,
    created_by: viewer.personId,
    created_at: now,
    updated_at: now,
  }));
  return trx.insertInto('transactions').values(rows).returning(['id', 'to_person_id', 'to_department_id']).execute();
}

export async function routeAction(
  trx: Trx,
  viewer: Viewer,
  action: DocumentAction,
  checked: CheckedAction,
  stepUpdate: Updateable<TransactionsTable>,
  now: Date,
): Promise<{ nextState: string; created: CreatedStep[] }> {
  if (action === 'sign') await signUnder(trx, checked, now);
  const nextState = await recordActedStep(trx, viewer, action, checked, stepUpdate, now);
  // Closing the matter files the letter with the department that closed it; closing a follow
  // marker only stops following.
  if (nextState === 'closed' && checked.step.kind !== 'follow') {
    await fileClosedLetter(trx, { documentId: checked.doc.id, departmentId: checked.step.to_department_id, by: viewer.personId, now });
  }
  const created = await createSteps(trx, viewer, checked, now);
  return { nextState, created };
}
