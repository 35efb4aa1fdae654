/**
 * Letters: creating one (with its first routing step, a draft held by the creator) and reading
 * one with its routing history, attachments, register entries and what the reader may do next.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { audit } from '../../identity/audit';
import { MSG } from '../messages';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import { viewerActions } from './detail-actions';
import { readAttachments } from './detail-attachments';
import { historyOf, readSteps } from './detail-history';
import { readLetter } from './detail-letter';
import { readRegisterEntries, registerRows } from './detail-registers';
import { letterContentState } from './letter-versions';
import { loadViewer, type Viewer } from '../viewer';
import { assertCanReadDocument } from '../visibility';
import { tryFoldQueueCounts } from '../queues/queue-counts';

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
  // A refusal names the field by the label the letter's form gives it.
  await assertLookup(db, 'doc_types', input.docTypeId, thaiText('workspace.incoming.field.docType'));
  await assertLookup(db, 'doc_speeds', input.speedId, thaiText('workspace.incoming.field.speed'));
  await assertLookup(db, 'doc_secrets', input.secretId, thaiText('workspace.incoming.field.secret'));
  await assertLookup(db, 'sender_types', input.senderTypeId, thaiText('workspace.incoming.field.senderType'));
  await assertLookup(db, 'doc_categories', input.categoryId, thaiText('workspace.incoming.vocabulary.category'));
  await assertLookup(db, 'command_types', input.commandTypeId, thaiText('workspace.incoming.vocabulary.commandType'));
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

/**
 * One letter as its reader sees it: the letter, its routing history, its attachments, its
 * register entries and what the reader may do on each step, read in that order.
 */
export async function getDocumentDetail(db: Kysely<Database>, viewer: Viewer, documentId: number) {
  await assertCanReadDocument(db, viewer, documentId);
  const letter = await readLetter(db, documentId);
  const steps = await readSteps(db, documentId);
  const attachments = await readAttachments(db, documentId);
  const registers = await readRegisterEntries(db, documentId);
  const content = await letterContentState(db, viewer, documentId);
  const facts = { writtenHere: content.VERSION !== null, signed: content.SIGNATURES > 0 };
  return {
    ...letter,
    LETTER: content,
    history: historyOf(steps),
    attachments,
    registers: registerRows(registers),
    actions: viewerActions(viewer, steps, registers, facts),
  };
}
