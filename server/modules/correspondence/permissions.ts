/**
 * Who may act on a routing step. The holder is the person the step is addressed to, someone
 * they act for (a delegation), or, for a step addressed to a department, its registry clerk;
 * the state table's `who` then narrows the holder to a registry clerk or an executive, or
 * also lets the sender act.
 */
import type { Selectable } from 'kysely';
import type { TransactionsTable } from '../../db/schema-correspondence';
import type { Move } from './letters/state-machine';
import type { Viewer } from './viewer';

/** The columns of a step that say who holds it and who sent it. */
type StepParties = Pick<Selectable<TransactionsTable>, 'to_person_id' | 'to_department_id' | 'from_person_id'>;

/** Is the viewer (or someone they act for) the holder of this step? Returns the principal. */
export function holderPrincipal(viewer: Viewer, step: Pick<StepParties, 'to_person_id' | 'to_department_id'>): number | null {
  if (step.to_person_id !== null) return viewer.identities.includes(step.to_person_id) ? step.to_person_id : null;
  const registryRole = viewer.roles.filter((r) => r.roleType === 'registry' && r.departmentId === step.to_department_id);
  if (registryRole.length === 0) return null;
  return registryRole.some((r) => r.personId === viewer.personId) ? viewer.personId : registryRole[0]!.personId;
}

/** Is the viewer (or someone they act for) the sender of this step? Returns the principal. */
export function senderPrincipal(viewer: Viewer, step: Pick<StepParties, 'from_person_id'>): number | null {
  return step.from_person_id !== null && viewer.identities.includes(step.from_person_id) ? step.from_person_id : null;
}

function hasRoleAs(viewer: Viewer, personId: number, roleType: 'registry' | 'executive', departmentId?: number): boolean {
  return viewer.roles.some((r) => r.personId === personId && r.roleType === roleType && (departmentId === undefined || r.departmentId === departmentId));
}

/** The who-check of the table: the principal the actor acts as, or null when not permitted. */
export function permittedPrincipal(viewer: Viewer, step: StepParties, move: Move): number | null {
  const holder = holderPrincipal(viewer, step);
  switch (move.who) {
    case 'holder':
      return holder;
    case 'registryHolder':
      return holder !== null && hasRoleAs(viewer, holder, 'registry', step.to_department_id) ? holder : null;
    case 'executiveHolder':
      return holder !== null && hasRoleAs(viewer, holder, 'executive') ? holder : null;
    case 'holderOrSender':
      return holder ?? senderPrincipal(viewer, step);
  }
}
