/**
 * Filing (การเก็บหนังสือ) of closed letters, as the correspondence regulation asks. Closing a
 * letter's matter files it, in the same transaction, with the department that closed it: when,
 * how many years it is kept and the year it may be destroyed in, or that it is never destroyed.
 * The retention is its document type's (doc_types.retention_years / never_destroy), else the
 * regulation's default of 10 years. The department's registry clerk may change it later, giving
 * a reason, which the list shows as its remark and the audit log keeps.
 */
import type { Kysely } from 'kysely';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { audit } from '../../identity/audit';
import { buddhistYear } from '../registers/registers';
import type { Viewer } from '../viewer';

/** The regulation's retention of a letter whose type names none. */
export const DEFAULT_RETENTION_YEARS = 10;
export const MAX_RETENTION_YEARS = 100;

export const FILING_MSG = {
  reasonRequired: thaiText('workspace.filing.errors.reasonRequired'),
  badYears: thaiText('workspace.filing.errors.badYears'),
  notFiled: thaiText('workspace.filing.errors.notFiled'),
  notKeeper: thaiText('workspace.filing.errors.notKeeper'),
  saved: thaiText('workspace.filing.saved'),
};

export type Retention = { neverDestroy: true } | { neverDestroy: false; years: number };

/**
 * The first Buddhist-era year a letter may be destroyed in: its years are counted from the first
 * of January of the year after the year of filing, so they run out at the end of year + years.
 */
export function destroyYearOf(filedYearBe: number, years: number): number {
  return filedYearBe + years + 1;
}

/** The columns of a filing for a retention, filed in a year. */
function retentionColumns(yearBe: number, retention: Retention) {
  return retention.neverDestroy
    ? { retention_years: null, never_destroy: true, destroy_year_be: null }
    : { retention_years: retention.years, never_destroy: false, destroy_year_be: destroyYearOf(yearBe, retention.years) };
}

/** A letter's retention by its document type: the type's own, else the default. */
export async function typeRetention(db: Kysely<Database>, documentId: number): Promise<Retention> {
  const type = await db
    .selectFrom('documents as d')
    .innerJoin('doc_types as t', 't.id', 'd.doc_type_id')
    .select(['t.retention_years', 't.never_destroy'])
    .where('d.id', '=', documentId)
    .executeTakeFirstOrThrow();
  if (type.never_destroy) return { neverDestroy: true };
  return { neverDestroy: false, years: type.retention_years ?? DEFAULT_RETENTION_YEARS };
}

/**
 * Files a letter whose matter a department closed. Called inside the closing action's
 * transaction; a department that filed the letter before (closed it again after reopening
 * elsewhere) keeps its first filing.
 */
export async function fileClosedLetter(
  trx: Kysely<Database>,
  input: { documentId: number; departmentId: number; by: number | null; now: Date },
): Promise<void> {
  const yearBe = buddhistYear(input.now);
  const retention = await typeRetention(trx, input.documentId);
  await trx
    .insertInto('filings')
    .values({
      document_id: input.documentId,
      department_id: input.departmentId,
      filed_at: input.now,
      filed_by: input.by,
      year_be: yearBe,
      ...retentionColumns(yearBe, retention),
    })
    .onConflict((oc) => oc.columns(['document_id', 'department_id']).doNothing())
    .execute();
}

/** Only a registry clerk of the department (or someone acting for one) keeps its filing. */
export function keepsFiling(viewer: Viewer, departmentId: number): boolean {
  return viewer.registryDepartments.includes(departmentId);
}

export interface RetentionChange {
  documentId: number;
  departmentId: number;
  retention: Retention;
  reason: string;
}

/** The request's fields as a change, refusing what cannot be one before anything is read. */
export function retentionChangeOf(fields: {
  F_DOC_ID: number;
  F_DEPT_ID: number;
  RETENTION_YEARS?: number;
  NEVER_DESTROY?: 0 | 1;
  REASON: string;
}): RetentionChange {
  const reason = fields.REASON.trim();
  if (!reason) throw new ApiError(400, FILING_MSG.reasonRequired);
  let retention: Retention;
  if (fields.NEVER_DESTROY === 1) retention = { neverDestroy: true };
  else {
    const years = fields.RETENTION_YEARS;
    if (years === undefined || !Number.isInteger(years) || years < 0 || years > MAX_RETENTION_YEARS) throw new ApiError(400, FILING_MSG.badYears);
    retention = { neverDestroy: false, years };
  }
  return { documentId: fields.F_DOC_ID, departmentId: fields.F_DEPT_ID, retention, reason };
}

/** Changes a filed letter's retention and audits it, in one transaction; a refusal writes nothing. */
export async function changeRetention(db: Kysely<Database>, viewer: Viewer, ctx: { ip: string | null; now?: Date }, change: RetentionChange): Promise<void> {
  if (!keepsFiling(viewer, change.departmentId)) throw new ApiError(403, FILING_MSG.notKeeper);
  const now = ctx.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const filing = await trx
      .selectFrom('filings as f')
      .innerJoin('documents as d', 'd.id', 'f.document_id')
      .select(['f.id', 'f.year_be', 'f.retention_years', 'f.never_destroy', 'd.subject'])
      .where('f.document_id', '=', change.documentId)
      .where('f.department_id', '=', change.departmentId)
      .forUpdate()
      .executeTakeFirst();
    if (!filing) throw new ApiError(404, FILING_MSG.notFiled);
    const columns = retentionColumns(filing.year_be, change.retention);
    await trx
      .updateTable('filings')
      .set({ ...columns, note: change.reason, updated_at: now })
      .where('id', '=', filing.id)
      .execute();
    await audit(trx, {
      personId: viewer.personId,
      action: 'sarabun.retention',
      ip: ctx.ip,
      now,
      detail: {
        header: `${thaiText('settings.auditActions.sarabun_retention')} เรื่อง ${filing.subject}`,
        documentId: change.documentId,
        departmentId: change.departmentId,
        from: { retentionYears: filing.retention_years, neverDestroy: filing.never_destroy },
        to: { retentionYears: columns.retention_years, neverDestroy: columns.never_destroy, destroyYear: columns.destroy_year_be },
        reason: change.reason,
      },
    });
  });
}
