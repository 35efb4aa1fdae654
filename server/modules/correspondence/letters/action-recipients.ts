/**
 * Whom the steps an action creates go to: the state table names the target (chosen people or
 * departments, the sender, the owner's registry, the actor), this resolves it to concrete people
 * and departments, refusing (400/409) anyone the action may not go to, before anything is written.
 */
import { ApiError } from '../../../http/errors';
import { MSG } from '../messages';
import type { Move, StepKind } from './state-machine';
import type { Viewer } from '../viewer';
import type { ActionInput, Recipient, Step, Trx } from './action-types';

async function activePeople(trx: Trx, ids: number[]) {
  if (ids.length === 0) return [];
  return trx.selectFrom('people').select(['id', 'department_id']).where('id', 'in', ids).where('active', '=', true).execute();
}

async function isExecutive(trx: Trx, personId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('person_roles as pr')
    .innerJoin('roles as r', 'r.id', 'pr.role_id')
    .select('pr.person_id')
    .where('pr.person_id', '=', personId)
    .where('r.role_type', '=', 'executive')
    .executeTakeFirst();
  return row !== undefined;
}

/** Resolves the table's target to concrete recipients, answering 400/409 for unusable ones. */
export async function recipientsFor(
  trx: Trx,
  move: Move,
  kind: StepKind,
  step: Step,
  ownerDepartmentId: number,
  viewer: Viewer,
  input: ActionInput,
): Promise<Recipient[]> {
  const personIds = [...new Set(input.toPersonIds ?? [])];
  const departmentIds = [...new Set(input.toDepartmentIds ?? [])];
  const people = async (ids: number[]): Promise<Recipient[]> => {
    if (ids.includes(viewer.personId)) throw new ApiError(400, MSG.cannotTargetSelf);
    const found = await activePeople(trx, ids);
    if (found.length !== ids.length || found.some((p) => p.department_id === null)) throw new ApiError(400, MSG.unknownPerson);
    return ids.map((id) => ({ personId: id, departmentId: found.find((p) => p.id === id)!.department_id as number }));
  };
  switch (move.creates?.to) {
    case undefined:
      return [];
    case 'chosenPeopleOrDepartments': {
      if (personIds.length + departmentIds.length === 0) throw new ApiError(400, MSG.targetRequired);
      const departments = departmentIds.length
        ? await trx.selectFrom('departments').select(['id', 'receives_letters']).where('id', 'in', departmentIds).execute()
        : [];
      if (departments.length !== departmentIds.length) throw new ApiError(400, MSG.unknownDepartment);
      // The correspondence structure decides which departments letters may be sent to.
      if (departments.some((d) => !d.receives_letters)) throw new ApiError(400, MSG.departmentReceivesNoLetters);
      return [...(await people(personIds)), ...departmentIds.map((id) => ({ personId: null, departmentId: id }))];
    }
    case 'chosenPerson': {
      if (personIds.length === 0) throw new ApiError(400, MSG.targetRequired);
      if (personIds.length !== 1 || departmentIds.length > 0) throw new ApiError(400, MSG.onePersonRequired);
      const recipients = await people(personIds);
      // Consideration and signature are an executive's; review may be anyone's.
      if ((kind === 'present' || kind === 'sign') && !(await isExecutive(trx, personIds[0]!))) throw new ApiError(400, MSG.notExecutive);
      return recipients;
    }
    case 'chosenPeople':
      if (personIds.length === 0) throw new ApiError(400, MSG.targetRequired);
      return people(personIds);
    case 'sender':
      if (step.from_person_id !== null && !viewer.identities.includes(step.from_person_id)) {
        const [sender] = await activePeople(trx, [step.from_person_id]);
        if (sender) return [{ personId: sender.id, departmentId: step.from_department_id ?? (sender.department_id as number) }];
      }
      if (step.from_person_id === null && step.from_department_id !== null) return [{ personId: null, departmentId: step.from_department_id }];
      throw new ApiError(409, MSG.noSenderToReturn);
    case 'ownerRegistry':
      return [{ personId: null, departmentId: ownerDepartmentId }];
    case 'self':
      return [{ personId: viewer.personId, departmentId: viewer.departmentId ?? step.to_department_id }];
  }
}
