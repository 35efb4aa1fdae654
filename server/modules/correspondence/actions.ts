/**
 * Executes the state machine (state-machine.ts). Every action is ONE database transaction:
 * lock the step and its letter, check the actor may do this action in the current state,
 * write the new state (and the new steps it creates), take a register number when the table
 * says so, write the audit row and the notifications; any failure rolls all of it back.
 *
 * Answers, in this order: 404 unknown step, or a step the actor has nothing to do with (one
 * answer for both, so steps cannot be counted by trying ids); 409 the action is not allowed in the step's state; 403 the action is allowed but not for
 * this actor; 400 missing reason/result/command or bad recipients.
 */
import type { DocumentActionReply } from '../../../schemas/generated/api/document-action.reply';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { ACTION_REGISTRY, requiredTextOf, type DocumentAction, type PresentPurpose } from '../../../engine/documents/actions';
import type { Database } from '../../db/schema';
import type { TransactionsTable } from '../../db/schema-correspondence';
import { ApiError } from '../../http/errors';
import { audit } from '../identity/audit';
import { emitNotified } from './events';
import { MSG } from './messages';
import { escapeHtml } from '../../../engine/format/escape-html';
import { registryClerks } from './notifications';
import { dispatchNotices, eventOfStep, type Notice, type NotificationMail } from './notification-events';
import { cancelEntry, register, thaiDate } from './registers';
import { KIND_START_STATE, PURPOSE_KIND, moveFor, type Move, type StepKind } from './state-machine';
import { ACTION_NAMES_TH, STATE_NAMES_TH } from './step-names';
import { isStepState } from '../../../engine/documents/step-states';
import { holderPrincipal, permittedPrincipal, senderPrincipal } from './permissions';
import { loadViewer, type Viewer } from './viewer';
import { tryFoldQueueCounts } from './queue-counts';

export interface ActionInput {
  action: DocumentAction;
  transId: number;
  /** Note to the recipient; for sendBack the reason. */
  note?: string | null;
  /** consider: the result (ทราบ, อนุมัติ...). */
  result?: string | null;
  /** command: the command text (เกษียน). */
  command?: string | null;
  /** present: for consideration (default), review or signature. */
  purpose?: PresentPurpose | null;
  toPersonIds?: number[];
  toDepartmentIds?: number[];
  /** YYYY-MM-DD, end of that Thai day. */
  dueDate?: string | null;
  /** assign: the kind of assignment (an active value of the job-type settings page). */
  jobTypeId?: number | null;
  /** sign: how the letter is signed (an active value of the sign-type settings page). */
  signTypeId?: number | null;
}

export interface ActionContext {
  actorId: number;
  ip: string | null;
  now?: Date;
  /** How to e-mail the notifications whose e-mail channel is on; without it none is mailed (seeding, direct calls). */
  mail?: NotificationMail;
}

/** What the document-action reply carries, and who was notified (for the realtime push; not sent). */
export type ActionResult = DocumentActionReply['item'] & { notified: number[] };

type Step = Selectable<TransactionsTable>;
type Trx = Transaction<Database>;

interface Recipient {
  personId: number | null;
  departmentId: number;
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
async function recipientsFor(
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
  const [id, action, what] =
    table === 'job_types' ? [input.jobTypeId, 'assign' as const, 'ประเภทงานที่มอบหมาย'] : [input.signTypeId, 'sign' as const, 'ประเภทการลงนาม'];
  if (id === null || id === undefined) return null;
  if (input.action !== action) throw new ApiError(400, MSG.lookupNotForAction(what, ACTION_NAMES_TH[action]));
  const row = await trx.selectFrom(table).select('active').where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(400, MSG.unknownLookup(what));
  if (!row.active) throw new ApiError(400, MSG.inactiveStepLookup(what));
  return id;
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

async function personName(trx: Trx, personId: number): Promise<string> {
  const p = await trx.selectFrom('people').select(['first_name', 'last_name', 'position_name']).where('id', '=', personId).executeTakeFirst();
  return p ? `${p.first_name} ${p.last_name}` : '';
}

export async function performAction(db: Kysely<Database>, ctx: ActionContext, input: ActionInput): Promise<ActionResult> {
  const now = ctx.now ?? new Date();
  const viewer = await loadViewer(db, ctx.actorId, now);
  const mailIds: number[] = [];
  const result = await db.transaction().execute((trx) => runAction(trx, viewer, ctx, input, now, mailIds));
  // The action's queue counter changes into the counters, after the commit (queue-counts.ts).
  await tryFoldQueueCounts(db);
  emitNotified({ personIds: result.notified, documentId: result.F_DOC_ID });
  // Sending waits for nobody: the messages are already in the outbox, and a failure is kept there.
  if (ctx.mail && mailIds.length > 0) void ctx.mail.mailer.deliver(db, mailIds);
  return result;
}

async function runAction(trx: Trx, viewer: Viewer, ctx: ActionContext, input: ActionInput, now: Date, mailIds: number[]): Promise<ActionResult> {
  const step = await trx.selectFrom('transactions').selectAll().where('id', '=', input.transId).forUpdate().executeTakeFirst();
  if (!step) throw new ApiError(404, MSG.stepNotFound);
  const doc = await trx
    .selectFrom('documents')
    .select(['id', 'subject', 'owner_department_id', 'book_group', 'doc_no', 'doc_date'])
    .where('id', '=', step.document_id)
    .forUpdate()
    .executeTakeFirstOrThrow();

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

  if (input.action === 'follow') {
    const already = await trx
      .selectFrom('transactions')
      .select('id')
      .where('document_id', '=', doc.id)
      .where('kind', '=', 'follow')
      .where('state', '=', 'following')
      .where('to_person_id', '=', viewer.personId)
      .executeTakeFirst();
    if (already) throw new ApiError(409, MSG.alreadyFollowing);
  }

  // Registers.
  let receiveNo: number | null = null;
  let docNo: string | null = null;
  const stepUpdate: Updateable<TransactionsTable> = {};
  const notified = new Set<number>();
  if (move.register === 'receive') {
    const taken = await register(trx, {
      departmentId: step.to_department_id,
      register: 'receive',
      documentId: doc.id,
      transactionId: step.id,
      personId: viewer.personId,
      now,
      viewer,
    });
    receiveNo = taken.number;
    Object.assign(stepUpdate, { received_no: taken.number, received_at: now, received_by: viewer.personId, cancel_received: 0 });
  } else if (move.register === 'send') {
    const taken = await register(trx, {
      departmentId: doc.owner_department_id,
      register: 'send',
      documentId: doc.id,
      transactionId: step.id,
      personId: viewer.personId,
      now,
      bookGroup: doc.book_group,
      viewer,
    });
    docNo = taken.docNo;
    await trx
      .updateTable('documents')
      .set({ doc_no: docNo, is_use_doc_no_owner_dept: 1, doc_date: doc.doc_date ? undefined : thaiDate(now), updated_at: now })
      .where('id', '=', doc.id)
      .execute();
  }
  if (move.undoes) {
    const cancelled = await cancelEntry(trx, { transactionId: step.id, register: move.undoes, personId: viewer.personId, reason: noteText, now });
    if (cancelled === null) throw new ApiError(409, move.undoes === 'receive' ? MSG.notReceivedYet : MSG.notNumberedYet);
    if (move.undoes === 'receive') Object.assign(stepUpdate, { received_no: null, received_at: null, received_by: null, cancel_received: 1 });
    // The letter no longer carries the cancelled number; the next issue gives it a new one.
    else await trx.updateTable('documents').set({ doc_no: null, is_use_doc_no_owner_dept: 0, updated_at: now }).where('id', '=', doc.id).execute();
  }
  if (input.action === 'sign') {
    const p = await trx.selectFrom('people').select(['first_name', 'last_name', 'position_name']).where('id', '=', principal).executeTakeFirstOrThrow();
    await trx
      .updateTable('documents')
      .set({ command_name_under: [`${p.first_name} ${p.last_name}`, p.position_name].filter(Boolean).join(' '), updated_at: now })
      .where('id', '=', doc.id)
      .execute();
  }

  const nextState = move.next === 'same' ? step.state : move.next;
  if (move.next !== 'same') {
    await trx
      .updateTable('transactions')
      .set({
        ...stepUpdate,
        state: nextState,
        acted_action: input.action,
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

  // New steps.
  const newIds: number[] = [];
  if (kind) {
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
    const inserted = await trx.insertInto('transactions').values(rows).returning(['id', 'to_person_id', 'to_department_id']).execute();
    newIds.push(...inserted.map((r) => r.id));

    // Notify the recipients (people, or the registry clerks of a department), never the actor,
    // as the notification settings say (notification-events.ts).
    const notices: Notice[] = [];
    const actor = await personName(trx, viewer.personId);
    const onBehalfName = onBehalf ? await personName(trx, principal) : null;
    const words = notificationWords(input.action, doc.subject, actor, onBehalfName, noteText);
    for (const row of inserted) {
      const event = eventOfStep(input.action, kind, row.to_person_id !== null);
      if (event === null) continue;
      const people = row.to_person_id !== null ? [row.to_person_id] : await registryClerks(trx, row.to_department_id);
      for (const personId of people.filter((p) => p !== viewer.personId)) {
        notices.push({ event, personId, documentId: doc.id, transactionId: row.id, ...words });
      }
    }
    const sent = await dispatchNotices(trx, notices, { now, subject: doc.subject, mail: ctx.mail });
    for (const personId of sent.notified) notified.add(personId);
    mailIds.push(...sent.mailIds);
  }

  await audit(trx, {
    personId: viewer.personId,
    action: ACTION_REGISTRY[input.action].audit,
    ip: ctx.ip,
    now,
    detail: {
      header: `${ACTION_NAMES_TH[input.action]} เรื่อง ${doc.subject}`,
      documentId: doc.id,
      transactionId: step.id,
      fromState: step.state,
      toState: nextState,
      newTransactionIds: newIds,
      onBehalfOf: onBehalf ? principal : null,
      receiveNo,
      docNo,
      note: noteText,
    },
  });

  return {
    F_DOC_ID: doc.id,
    F_TRANS_ID: step.id,
    STATE: nextState,
    NEW_TRANS_IDS: newIds,
    RECEIVE_NO: receiveNo,
    F_DOC_NO: docNo ?? doc.doc_no,
    DONE_AT: now.toISOString(),
    notified: [...notified],
  };
}

/** One alert's words: escaped HTML for the bell, the same as plain text for e-mail. */
function notificationWords(
  action: DocumentAction,
  subject: string,
  actorName: string,
  onBehalfOf: string | null,
  note: string | null,
): { html: string; text: string } {
  const who = (name: (s: string) => string) => (onBehalfOf ? `${name(actorName)} (ปฏิบัติราชการแทน ${name(onBehalfOf)})` : name(actorName));
  const plain = (s: string) => s;
  return {
    html: `<b>${ACTION_NAMES_TH[action]}</b> เรื่อง "${escapeHtml(subject)}" โดย ${who(escapeHtml)}${note ? `<br/>${escapeHtml(note)}` : ''}`,
    text: `${ACTION_NAMES_TH[action]} เรื่อง "${subject}" โดย ${who(plain)}${note ? `\n${note}` : ''}`,
  };
}
