/**
 * What the viewer may do on a letter, step by step (the UI shows these buttons and nothing else):
 * on a step they hold or sent, every action of the state table for its state that they are
 * permitted. Cancelling a number is offered only where the step still holds a live one of that
 * register.
 */
import type { DocumentAction } from '../../../../engine/documents/actions';
import { isStepState } from '../../../../engine/documents/step-states';
import type { DetailStep } from './detail-history';
import type { DetailRegisterEntry } from './detail-registers';
import { holderPrincipal, permittedPrincipal } from '../permissions';
import { TRANSITIONS, type Move } from './state-machine';
import type { Viewer } from '../viewer';

export function viewerActions(viewer: Viewer, steps: DetailStep[], registers: DetailRegisterEntry[]) {
  const holdsLive = (stepId: number, register: string) =>
    registers.some((r) => Number(r.transaction_id) === stepId && r.register === register && r.cancelled_at === null);
  return steps.flatMap((step) => {
    if (holderPrincipal(viewer, step) === null && !(step.from_person_id !== null && viewer.identities.includes(step.from_person_id))) return [];
    const row = isStepState(step.state) ? TRANSITIONS[step.state] : {};
    const allowed = (Object.entries(row) as [DocumentAction, Move][])
      .filter(([, move]) => permittedPrincipal(viewer, step, move) !== null)
      .filter(([, move]) => !move.undoes || holdsLive(Number(step.id), move.undoes))
      .map(([action]) => action);
    return allowed.length ? [{ F_TRANS_ID: step.id, ACTIONS: allowed }] : [];
  });
}
