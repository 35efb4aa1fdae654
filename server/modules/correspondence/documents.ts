/**
 * Letters: creating one (with its first routing step, a draft held by the creator) and reading
 * one with its routing history, attachments, register entries and what the reader may do next.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { audit } from '../identity/audit';
import { holderPrincipal, permittedPrincipal } from './permissions';
import { MSG } from './messages';
import type { DocumentAction } from '../../../engine/documents/actions';
import { routePath } from '../../../engine/api/route-path';
import { isStepState } from '../../../engine/documents/step-states';
import { TRANSITIONS, type Move, type StepKind } from './state-machine';
import { KIND_NAMES_TH, STATE_NAMES_TH } from './step-names';
import { loadViewer, type Viewer } from './viewer';
import { assertCanReadDocument } from './visibility';
import { tryFoldQueueCounts } from './queue-counts';

export interface CreateDocumentInput {
  docTypeId: number;
  bookGroup?: string | null;
  docNo?: string | null;
  docDate?: string | null;
  subject: string;
  dear?: string | null;
  to?: string | null;
  from?: string | null;
  speedId?: number | null;
  secretId?: number | null;
  senderTypeId?: number | null;
  ownerDepartmentId?: number | null;
  meetingNo?: string | null;
  commandText?: string | null;
  /** The subject category and, for a command letter, its kind (active values of their settings pages). */
  categoryId?: number | null;
  commandTypeId?: number | null;
  /** A book letter: published to the whole organisation once numbered (the default), or only to the departments it is sent to. */
  publishAll?: boolean;
}

const clean = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function checkDate(value: string | null): string | null {
  if (value === null) return null;
  const d = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) throw new ApiError(400, MSG.badDocDate);
  return value;
}

/** The vocabularies an administrator may switch off: a new letter may not take a value no longer offered. */
type SwitchableLookup = 'doc_types' | 'sender_types' | 'doc_categories' | 'command_types';

async function assertLookup(
  db: Kysely<Database>,
  table: SwitchableLookup | 'doc_speeds' | 'doc_secrets',
  id: number | null | undefined,
  what: string,
): Promise<void> {
  if (id === null || id === undefined) return;
  const row =
    table === 'doc_speeds' || table === 'doc_secrets'
      ? await db
          .selectFrom(table)
          .select(sql<boolean>`true`.as('active'))
          .where('id', '=', id)
          .executeTakeFirst()
      : await db.selectFrom(table).select('active').where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError(400, MSG.unknownLookup(what));
  if (!row.active) throw new ApiError(400, MSG.inactiveLookup(what));
}

export async function createDocument(
  db: Kysely<Database>,
  ctx: { actorId: number; ip: string | null; now?: Date },
  input: CreateDocumentInput,
): Promise<{ F_DOC_ID: number; F_TRANS_ID: number }> {
  const now = ctx.now ?? new Date();
  const viewer = await loadViewer(db, ctx.actorId, now);
  const subject = clean(input.subject);
  if (!subject) throw new ApiError(400, MSG.subjectRequired);
  const docDate = checkDate(clean(input.docDate));
  await assertLookup(db, 'doc_types', input.docTypeId, 'ประเภทหนังสือ');
  await assertLookup(db, 'doc_speeds', input.speedId, 'ชั้นความเร็ว');
  await assertLookup(db, 'doc_secrets', input.secretId, 'ชั้นความลับ');
  await assertLookup(db, 'sender_types', input.senderTypeId, 'ประเภทผู้ส่ง');
  await assertLookup(db, 'doc_categories', input.categoryId, 'หมวดหมู่หนังสือ');
  await assertLookup(db, 'command_types', input.commandTypeId, 'ประเภทคำสั่ง');
  const type = await db.selectFrom('doc_types').select('book_group').where('id', '=', input.docTypeId).executeTakeFirstOrThrow();
  const bookGroup = clean(input.bookGroup) ?? type.book_group;
  if (bookGroup && !(await db.selectFrom('book_groups').select('code').where('code', '=', bookGroup).executeTakeFirst())) {
    throw new ApiError(400, MSG.unknownBookType);
  }
  const owner = input.ownerDepartmentId ?? viewer.departmentId;
  // A person writes letters only for a department they belong to or hold a role in.
  if (owner === null || !viewer.departments.includes(owner)) throw new ApiError(403, MSG.notAllowedDepartment);

  const created = await db.transaction().execute(async (trx) => {
    const doc = await trx
      .insertInto('documents')
      .values({
        doc_type_id: input.docTypeId,
        book_group: bookGroup,
        doc_no: clean(input.docNo),
        doc_date: docDate,
        subject,
        dear: clean(input.dear),
        to_text: clean(input.to),
        from_text: clean(input.from),
        speed_id: input.speedId ?? 1,
        secret_id: input.secretId ?? 1,
        sender_type_id: input.senderTypeId ?? null,
        owner_department_id: owner,
        meeting_no: clean(input.meetingNo),
        command_text: clean(input.commandText),
        category_id: input.categoryId ?? null,
        command_type_id: input.commandTypeId ?? null,
        publish_all: input.publishAll === false ? 0 : 1,
        created_by: ctx.actorId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const step = await trx
      .insertInto('transactions')
      .values({
        document_id: doc.id,
        kind: 'create',
        state: 'draft',
        from_person_id: ctx.actorId,
        from_department_id: owner,
        to_person_id: ctx.actorId,
        to_department_id: owner,
        created_by: ctx.actorId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, {
      personId: ctx.actorId,
      action: 'sarabun.create',
      ip: ctx.ip,
      now,
      detail: { header: `สร้างหนังสือ เรื่อง ${subject}`, documentId: doc.id, transactionId: step.id, toState: 'draft' },
    });
    return { F_DOC_ID: doc.id, F_TRANS_ID: step.id };
  });
  await tryFoldQueueCounts(db);
  return created;
}

const isoAt = (d: Date | string): string => new Date(d).toISOString();
const iso = (d: Date | string | null): string | null => (d === null ? null : isoAt(d));

export async function getDocumentDetail(db: Kysely<Database>, viewer: Viewer, documentId: number) {
  await assertCanReadDocument(db, viewer, documentId);
  const doc = await db
    .selectFrom('documents as d')
    .innerJoin('doc_types as ty', 'ty.id', 'd.doc_type_id')
    .innerJoin('doc_speeds as sp', 'sp.id', 'd.speed_id')
    .innerJoin('doc_secrets as se', 'se.id', 'd.secret_id')
    .innerJoin('departments as od', 'od.id', 'd.owner_department_id')
    .leftJoin('sender_types as st', 'st.id', 'd.sender_type_id')
    .leftJoin('book_groups as bg', 'bg.code', 'd.book_group')
    .leftJoin('doc_categories as cat', 'cat.id', 'd.category_id')
    .leftJoin('command_types as ct', 'ct.id', 'd.command_type_id')
    .select([
      'd.id',
      'd.doc_no',
      sql<string | null>`to_char(d.doc_date, 'YYYY-MM-DD')`.as('doc_date'),
      'd.subject',
      'd.dear',
      'd.to_text',
      'd.from_text',
      'd.doc_type_id',
      'ty.name_th as type_name',
      'd.book_group',
      'bg.name_th as book_group_name',
      'd.speed_id',
      'sp.name_th as speed_name',
      'sp.color as speed_color',
      'd.secret_id',
      'se.name_th as secret_name',
      'se.color as secret_color',
      'd.sender_type_id',
      'st.name_th as sender_type_name',
      'd.owner_department_id',
      'od.name_th as owner_name',
      'd.is_use_doc_no_owner_dept',
      'd.meeting_no',
      'd.command_text',
      'd.command_name_under',
      'd.category_id',
      'cat.name_th as category_name',
      'd.command_type_id',
      'ct.name_th as command_type_name',
      'd.created_by',
      'd.created_at',
    ])
    .where('d.id', '=', documentId)
    .executeTakeFirstOrThrow();
  const steps = await db
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
  const attachments = await db.selectFrom('attachments').selectAll().where('document_id', '=', documentId).orderBy('id').execute();
  const registers = await db
    .selectFrom('register_entries as r')
    .innerJoin('departments as dp', 'dp.id', 'r.department_id')
    .select([
      'r.register',
      'r.year_be',
      'r.number',
      'r.department_id',
      'dp.name_th',
      'r.registered_at',
      'r.cancelled_at',
      'r.cancel_reason',
      'r.transaction_id',
    ])
    .where('r.document_id', '=', documentId)
    .orderBy('r.id')
    .execute();

  // What this reader may do, step by step (the UI shows these buttons and nothing else).
  // Cancelling a number is offered only where the step still holds a live one of that register.
  const holdsLive = (stepId: number, register: string) =>
    registers.some((r) => Number(r.transaction_id) === stepId && r.register === register && r.cancelled_at === null);
  const actions = steps.flatMap((step) => {
    if (holderPrincipal(viewer, step) === null && !(step.from_person_id !== null && viewer.identities.includes(step.from_person_id))) return [];
    const row = isStepState(step.state) ? TRANSITIONS[step.state] : {};
    const allowed = (Object.entries(row) as [DocumentAction, Move][])
      .filter(([, move]) => permittedPrincipal(viewer, step, move) !== null)
      .filter(([, move]) => !move.undoes || holdsLive(Number(step.id), move.undoes))
      .map(([action]) => action);
    return allowed.length ? [{ F_TRANS_ID: step.id, ACTIONS: allowed }] : [];
  });

  return {
    F_DOC_ID: doc.id,
    F_DOC_NO: doc.doc_no,
    F_DOC_DATE: doc.doc_date,
    F_DOC_TITLE: doc.subject,
    F_DEAR: doc.dear,
    F_RECEIVER_TEXT: doc.to_text,
    F_FROM_TEXT: doc.from_text,
    F_DOC_TYPE_ID: doc.doc_type_id,
    F_DOC_TYPE_NAME: doc.type_name,
    F_BOOK_GROUP: doc.book_group,
    F_BOOK_GROUP_NAME: doc.book_group_name,
    F_DOC_SPEED_ID: doc.speed_id,
    F_DOC_SPEED_NAME: doc.speed_name,
    F_SPEED_COLOR: doc.speed_color,
    F_DOC_SECRET_ID: doc.secret_id,
    F_DOC_SECRET_NAME: doc.secret_name,
    F_COLOR: doc.secret_color,
    F_SENDER_TYPE_ID: doc.sender_type_id,
    F_SENDER_TYPE_NAME: doc.sender_type_name,
    F_DEPT_ID: doc.owner_department_id,
    F_DEPT_NAME: doc.owner_name,
    F_IS_USE_DOC_NO_OWNER_DEPT: doc.is_use_doc_no_owner_dept,
    F_NO_MEET: doc.meeting_no,
    F_DOC_COMMAND: doc.command_text,
    F_DOC_COMMAND_NAME_UNDER: doc.command_name_under,
    F_CATEGORY_ID: doc.category_id,
    F_CATEGORY_NAME: doc.category_name,
    F_COMMAND_TYPE_ID: doc.command_type_id,
    F_COMMAND_TYPE_NAME: doc.command_type_name,
    F_CREATED_AT: isoAt(doc.created_at),
    history: steps.map((t) => ({
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
    })),
    attachments: attachments.map((a) => ({
      ATTACH_ID: a.id,
      F_DOC_ID: a.document_id,
      FILE_NAME: a.file_name,
      CONTENT_TYPE: a.content_type,
      SIZE: Number(a.size_bytes),
      SHA256: a.sha256,
      UPLOADED_AT: isoAt(a.uploaded_at),
      URL: routePath('downloadAttachment', { id: a.id }),
    })),
    registers: registers.map((r) => ({
      REGISTER: r.register,
      YEAR: r.year_be,
      NUMBER: r.number,
      DEPT_ID: r.department_id,
      DEPT_NAME: r.name_th,
      F_TRANS_ID: r.transaction_id,
      REGISTERED_AT: isoAt(r.registered_at),
      CANCELLED: r.cancelled_at !== null,
      CANCEL_REASON: r.cancel_reason,
    })),
    actions,
  };
}
