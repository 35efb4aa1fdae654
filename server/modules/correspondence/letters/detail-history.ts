/**
 * A letter's routing history in its detail: every step in the order it was created, with who
 * sent it to whom (names and departments), its kind and state in Thai, what was done on it and
 * when, its assignment and signing kinds and the signature lines copied onto it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isStepState } from '../../../../engine/documents/step-states';
import { iso, isoAt } from './detail-dates';
import type { StepKind } from './state-machine';
import { KIND_NAMES_TH, STATE_NAMES_TH } from '../step-names';

/** The letter's steps with the names the history shows; the actions a viewer may take are read from them too. */
export function readSteps(db: Kysely<Database>, documentId: number) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('people as fp', 'fp.id', 't.from_person_id')
    .leftJoin('people as tp', 'tp.id', 't.to_person_id')
    .leftJoin('people as ap', 'ap.id', 't.acted_by')
    .leftJoin('departments as fd', 'fd.id', 't.from_department_id')
    .innerJoin('departments as td', 'td.id', 't.to_department_id')
    .leftJoin('job_types as jt', 'jt.id', 't.job_type_id')
    .leftJoin('sign_types as sg', 'sg.id', 't.sign_type_id')
    .selectAll('t')
    .select([
      sql<string | null>`fp.first_name || ' ' || fp.last_name`.as('from_name'),
      sql<string | null>`tp.first_name || ' ' || tp.last_name`.as('to_name'),
      sql<string | null>`ap.first_name || ' ' || ap.last_name`.as('acted_name'),
      'fd.name_th as from_department_name',
      'td.name_th as to_department_name',
      'jt.name_th as job_type_name',
      'sg.name_th as sign_type_name',
    ])
    .where('t.document_id', '=', documentId)
    .orderBy('t.id')
    .execute();
}

export type DetailStep = Awaited<ReturnType<typeof readSteps>>[number];

export function historyOf(steps: DetailStep[]) {
  return steps.map((t) => ({
    F_TRANS_ID: t.id,
    F_PARENT_TRANS_ID: t.parent_id,
    KIND: t.kind,
    KIND_NAME: KIND_NAMES_TH[t.kind as StepKind] ?? t.kind,
    STATE: t.state,
    STATE_NAME: isStepState(t.state) ? STATE_NAMES_TH[t.state] : t.state,
    FROM_PERSON_ID: t.from_person_id,
    FROM_PERSON_NAME: t.from_name,
    FROM_DEPT_ID: t.from_department_id,
    FROM_DEPT_NAME: t.from_department_name,
    TO_PERSON_ID: t.to_person_id,
    TO_PERSON_NAME: t.to_name,
    TO_DEPT_ID: t.to_department_id,
    TO_DEPT_NAME: t.to_department_name,
    NOTE: t.note,
    F_COM_DESC: t.command_text,
    DUE_DATE: iso(t.due_at),
    F_JOB_TYPE_ID: t.job_type_id,
    F_JOB_TYPE_NAME: t.job_type_name,
    F_SIGN_TYPE_ID: t.sign_type_id,
    F_SIGN_TYPE_NAME: t.sign_type_name,
    SIGN_LINES: t.sign_lines ?? [],
    F_IS_BEHALF: t.is_behalf,
    READ_AT: iso(t.read_at),
    RECEIVE_NO: t.received_no,
    RECEIVED_AT: iso(t.received_at),
    F_CANCEL_RECEIVED: t.cancel_received,
    ACTION: t.acted_action,
    ACTION_NOTE: t.action_note,
    ACTED_BY_NAME: t.acted_name,
    ACTED_ON_BEHALF_OF: t.acted_on_behalf_of,
    ACTED_AT: iso(t.acted_at),
    CREATED_AT: isoAt(t.created_at),
  }));
}
