/**
 * What the viewer may do on a letter, step by step (the UI shows these buttons and nothing else):
 * on a step they hold or sent, every action of the state table for its state that they are
 * permitted. Cancelling a number is offered only where the step still holds a live one of that
 * register, and never once the letter is signed electronically (its signed file carries the
 * number). Signing electronically is offered only on a letter written on a form here: that is the
 * PDF it signs.
 */
import type { DocumentAction } from '../../../../engine/documents/actions';
import { isStepState } from '../../../../engine/documents/step-states';
import type { DetailStep } from './detail-history';
import type { DetailRegisterEntry } from './detail-registers';
import { holderPrincipal, permittedPrincipal } from '../permissions';
import { TRANSITIONS, type Move } from './state-machine';
import type { Viewer } from '../viewer';

export interface LetterFacts {
  /** The letter has a version written on one of the regulation's forms. */
  writtenHere: boolean;
  /** The letter carries at least one electronic signature. */
  signed: boolean;
}

/** Whether the letter itself allows the move, whatever the step and the viewer. */
export function letterAllows(move: Move, letter: LetterFacts): boolean {
  if (move.signs && !letter.writtenHere) return false;
  if (move.undoes === 'send' && letter.signed) return false;
  return true;
}

export function viewerActions(viewer: Viewer, steps: DetailStep[], registers: DetailRegisterEntry[], letter: LetterFacts) {
  const holdsLive = (stepId: number, register: string) =>
    registers.some((r) => Number(r.transaction_id) === stepId && r.register === register && r.cancelled_at === null);
  return steps.flatMap((step) => {
    if (holderPrincipal(viewer, step) === null && !(step.from_person_id !== null && viewer.identities.includes(step.from_person_id))) return [];
    const row = isStepState(step.state) ? TRANSITIONS[step.state] : {};
    const allowed = (Object.entries(row) as [DocumentAction, Move][])
      .filter(([, move]) => permittedPrincipal(viewer, step, move) !== null)
      .filter(([, move]) => !move.undoes || holdsLive(Number(step.id), move.undoes))
      .filter(([, move]) => letterAllows(move, letter))
      .map(([action]) => action);
    return allowed.length ? [{ F_TRANS_ID: step.id, ACTIONS: allowed }] : [];
  });
}
