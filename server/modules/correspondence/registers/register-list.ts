/**
 * Reading a register (ทะเบียนหนังสือรับ / ทะเบียนหนังสือส่ง) of one department and Buddhist-era
 * year, newest number first. Only the department's registry clerks (or someone acting for
 * one) and system administrators may read it. Every number taken is listed, cancelled ones
 * marked as such; a letter the reader may not read (a secret letter routed elsewhere) shows its
 * secrecy class instead of its subject, so the register never reveals what a letter is about.
 */
import { sql, type Kysely } from 'kysely';
import type { RegisterEntry, RegisterSummary } from '../../../../schemas/generated/api/register-list.reply';
import type { Database } from '../../../db/schema';
import type { RegisterKind } from '../../../db/schema-correspondence';
import { ApiError } from '../../../http/errors';
import { MSG } from '../messages';
import { registerDisplay, type RegisterDisplay } from './register-books';
import { likePattern } from '../queues/queues';
import { buddhistYear } from './registers';
import { isDocumentAction } from '../../../../engine/documents/actions';
import { formatThaiDate } from '../../../../engine/format/thai-date';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import { listNameOf } from '../filing/destruction';
import { ACTION_NAMES_TH } from '../step-names';
import { isAdministrator, type Viewer } from '../viewer';
import { visibleDocument } from '../visibility';

export const REGISTER_PAGE_SIZE = 20;

/** What was done at the register's step, in Thai, and by whom; null while nothing was. */
export function disposalOf(action: string | null, by: string | null): string | null {
  if (!action) return null;
  const name = isDocumentAction(action) ? ACTION_NAMES_TH[action] : action;
  return by ? `${name} · ${by}` : name;
}

/** The register's words for a letter a destruction list destroyed: ทำลายแล้ว, when, and by which list. */
export function destroyedMark(at: Date | string, list: { list_no: number; year_be: number }): string {
  return thaiText('workspace.destruction.destroyedMark', { date: formatThaiDate(at, { digits: 'western' }), name: listNameOf(list) });
}

export interface RegisterQuery {
  register: RegisterKind;
  departmentId: number;
  /** The register's Buddhist-era year; the current one on the Thai calendar when absent. */
  yearBe?: number;
  search?: string | null;
  page?: number;
  pageSize?: number;
}

export function mayReadRegister(viewer: Viewer, departmentId: number): boolean {
  return isAdministrator(viewer) || viewer.roles.some((role) => role.roleType === 'registry' && role.departmentId === departmentId);
}

/** The departments whose registers the viewer keeps, by id: a registry clerk's own, every department for an administrator. */
export async function registerDepartments(db: Kysely<Database>, viewer: Viewer): Promise<{ dept_id: number; text: string }[]> {
  const admin = isAdministrator(viewer);
  if (!admin && viewer.registryDepartments.length === 0) return [];
  const rows = await db
    .selectFrom('departments')
    .select(['id', 'name_th'])
    .$if(!admin, (q) => q.where('id', 'in', viewer.registryDepartments))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ dept_id: Number(row.id), text: row.name_th }));
}

/** The entries of a register in a window (newest number first), how many it holds in all, and its year (the current one when none was named). */
export async function registerEntries(
  db: Kysely<Database>,
  viewer: Viewer,
  query: Omit<RegisterQuery, 'page' | 'pageSize'>,
  window: { limit: number; offset: number },
): Promise<{ items: RegisterEntry[]; total: number; yearBe: number; summary: RegisterSummary }> {
  if (!mayReadRegister(viewer, query.departmentId)) throw new ApiError(403, MSG.noRegisterAccess);
  const search = query.search?.trim();
  const yearBe = query.yearBe ?? buddhistYear(new Date());
  const base = db
    .selectFrom('register_entries as r')
    .innerJoin('documents as d', 'd.id', 'r.document_id')
    .where('r.department_id', '=', query.departmentId)
    .where('r.register', '=', query.register)
    .where('r.year_be', '=', yearBe)
    .$if(Boolean(search), (q) => q.where(sql<boolean>`d.search_text LIKE ${likePattern(search ?? '')}`));
  const counts = await base
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) FILTER (WHERE r.cancelled_at IS NOT NULL)`.as('cancelled'),
      sql<string>`count(*) FILTER (WHERE d.destroyed_at IS NOT NULL)`.as('destroyed'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  const summary: RegisterSummary = { TOTAL: total, CANCELLED: Number(counts.cancelled), DESTROYED: Number(counts.destroyed) };
  const rows = await base
    .innerJoin('doc_speeds as sp', 'sp.id', 'd.speed_id')
    .innerJoin('doc_secrets as se', 'se.id', 'd.secret_id')
    .leftJoin('people as p', 'p.id', 'r.registered_by')
    .leftJoin('transactions as st', 'st.id', 'r.transaction_id')
    .leftJoin('people as ap', 'ap.id', 'st.acted_by')
    .leftJoin('doc_types as dt', 'dt.id', 'd.doc_type_id')
    .leftJoin('departments as od', 'od.id', 'd.owner_department_id')
    .leftJoin('destruction_lists as dl', 'dl.id', 'd.destruction_list_id')
    .select([
      'r.number',
      'r.number_text',
      'r.registered_at',
      'r.cancelled_at',
      'r.cancel_reason',
      'd.id as document_id',
      'd.doc_no',
      'r.doc_no as entry_doc_no',
      sql<string | null>`to_char(d.doc_date, 'YYYY-MM-DD')`.as('doc_date'),
      'd.subject',
      'd.from_text',
      'd.to_text',
      'sp.name_th as speed_name',
      'se.name_th as secret_name',
      'se.color as secret_color',
      sql<string | null>`p.first_name || ' ' || p.last_name`.as('registered_by'),
      'st.acted_action',
      sql<string | null>`ap.first_name || ' ' || ap.last_name`.as('acted_by'),
      'r.remark',
      'dt.name_th as doc_type_name',
      'od.name_th as owner_name',
      sql<string | null>`to_char(st.created_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD')`.as('send_date'),
      'd.destroyed_at',
      'dl.list_no',
      'dl.year_be as list_year',
      visibleDocument(viewer).as('readable'),
    ])
    .orderBy('r.number', 'desc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  // A send-register entry shows the letter number it gave, as issued, so a cancelled number
  // keeps its own (the letter itself now carries the next one) and a later prefix change does
  // not rewrite it; a receive entry shows the letter's own number.
  const items = rows.map((row): RegisterEntry => ({
    NUMBER: row.number,
    NUMBER_TEXT: row.number_text,
    REGISTERED_AT: new Date(row.registered_at).toISOString(),
    F_DOC_ID: Number(row.document_id),
    F_DOC_NO: query.register === 'send' ? row.entry_doc_no : row.doc_no,
    F_DOC_DATE: row.doc_date,
    F_DOC_TITLE: row.readable ? row.subject : `(${row.secret_name})`,
    F_FROM: row.readable ? row.from_text : null,
    F_TO: row.readable ? row.to_text : null,
    F_DOC_SPEED_NAME: row.speed_name,
    F_DOC_SECRET_NAME: row.secret_name,
    F_COLOR: row.secret_color,
    CANCELLED: row.cancelled_at !== null,
    CANCEL_REASON: row.cancel_reason,
    REGISTERED_BY: row.registered_by,
    // A destroyed letter keeps its entry, which says so whoever reads the register.
    DISPOSAL:
      row.destroyed_at !== null && row.list_no !== null && row.list_year !== null
        ? destroyedMark(row.destroyed_at, { list_no: row.list_no, year_be: row.list_year })
        : row.readable
          ? disposalOf(row.acted_action, row.acted_by)
          : null,
    // The clerk's remark is the register's own, not the letter's: it shows to whoever reads the register.
    REMARK: row.remark,
    F_DOC_TYPE_NAME: row.doc_type_name,
    SEND_DATE: row.send_date,
    OWNER_NAME: row.readable ? row.owner_name : null,
  }));
  return { items, total, yearBe, summary };
}

export async function registerPage(
  db: Kysely<Database>,
  viewer: Viewer,
  query: RegisterQuery,
): Promise<{
  items: RegisterEntry[];
  total: number;
  page: number;
  pageSize: number;
  YEAR: number;
  BOOK: string | null;
  COLUMNS: RegisterDisplay['columns'];
  FUNCTIONS: RegisterDisplay['functions'];
  SUMMARY: RegisterSummary;
}> {
  const pageSize = query.pageSize ?? REGISTER_PAGE_SIZE;
  const page = query.page ?? 1;
  const { items, total, yearBe, summary } = await registerEntries(db, viewer, query, { limit: pageSize, offset: (page - 1) * pageSize });
  // The register's book says which columns the table shows, in which order, and what it offers.
  const display = await registerDisplay(db, query.departmentId, query.register);
  return { items, total, page, pageSize, YEAR: yearBe, BOOK: display.book, COLUMNS: display.columns, FUNCTIONS: display.functions, SUMMARY: summary };
}
