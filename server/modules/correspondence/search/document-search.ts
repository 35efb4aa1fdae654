/**
 * The document store (คลังหนังสือ): every letter the viewer may read, found by its number (its
 * own or a register number), subject, dear/to, from, date range, type, speed, secrecy and owner
 * department, newest first, a page at a time. Who may read what is the one rule of
 * visibility.ts, so the store never lists a letter of a department the viewer is not on the
 * route of, nor a secret letter the viewer was not given.
 *
 * Text filters are substrings, case-insensitive: Thai writes words without spaces, so a word of
 * a subject is found wherever it sits. Input the schema cannot judge (a day that does not
 * exist, a range that ends before it starts, a type that is not one) is refused with 400 and a
 * Thai message naming the field, before anything is read.
 */
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { FoundDocument } from '../../../../schemas/generated/api/search-documents.reply';
import { toWesternDigits } from '../../../../engine/format/thai-digits';
import { thaiText } from '../../../../engine/i18n/catalogue-text';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { MSG } from '../messages';
import { likePattern } from '../queues/queues';
import type { Viewer } from '../viewer';
import { amongVisibleDocuments } from '../visibility';

export const SEARCH_PAGE_SIZE = 20;

export const SEARCH_MSG = {
  badDate: 'วันที่ไม่ถูกต้อง กรุณาระบุวันที่ที่มีอยู่จริง (รูปแบบ YYYY-MM-DD)',
  reversedRange: thaiText('workspace.search.errors.reversed'),
} as const;

export interface DocumentSearch {
  search?: string | null;
  docNo?: string | null;
  subject?: string | null;
  dear?: string | null;
  from?: string | null;
  /** YYYY-MM-DD (Christian era), inclusive. */
  dateFrom?: string | null;
  dateTo?: string | null;
  docTypeId?: number | null;
  speedId?: number | null;
  secretId?: number | null;
  departmentId?: number | null;
  /** Published book letters of this group only (a book list: circulars, commands, announcements...). */
  bookGroup?: string | null;
  page?: number;
  pageSize?: number;
}

/** The request field each filter came in, so a refusal names the field the person filled. */
const FIELD = {
  dateFrom: 'F_DOC_DATE_FROM',
  dateTo: 'F_DOC_DATE_TO',
  docTypeId: 'F_DOC_TYPE_ID',
  speedId: 'F_DOC_SPEED_ID',
  secretId: 'F_DOC_SECRET_ID',
  departmentId: 'F_DEPT_ID',
  bookGroup: 'F_BOOK_GROUP',
} as const;

const refuse = (message: string, ...fields: string[]) => new ApiError(400, message, { fields });

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** A calendar day that exists, or null for none; 2026-02-30 is refused rather than rolled into March. */
function day(value: string | null | undefined, field: string): string | null {
  if (!value) return null;
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw refuse(SEARCH_MSG.badDate, field);
  return value;
}

/** The filters as the query reads them, each checked once. */
async function checked(db: Kysely<Database>, query: DocumentSearch) {
  const dateFrom = day(query.dateFrom, FIELD.dateFrom);
  const dateTo = day(query.dateTo, FIELD.dateTo);
  // ISO days compare as text in calendar order.
  if (dateFrom && dateTo && dateFrom > dateTo) throw refuse(SEARCH_MSG.reversedRange, FIELD.dateFrom, FIELD.dateTo);
  // Each named by the search form's label, the department by the catalogue's plain word for one.
  const lookups = [
    ['doc_types', query.docTypeId, thaiText('workspace.search.field.docType'), FIELD.docTypeId],
    ['doc_speeds', query.speedId, thaiText('workspace.search.field.speed'), FIELD.speedId],
    ['doc_secrets', query.secretId, thaiText('workspace.search.field.secret'), FIELD.secretId],
    ['departments', query.departmentId, thaiText('settings.fields.department'), FIELD.departmentId],
  ] as const;
  for (const [table, id, what, field] of lookups) {
    if (id === null || id === undefined) continue;
    const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw refuse(MSG.unknownLookup(what), field);
  }
  const bookGroup = text(query.bookGroup);
  if (bookGroup && !(await db.selectFrom('book_groups').select('code').where('code', '=', bookGroup).executeTakeFirst())) {
    throw refuse(MSG.unknownLookup(thaiText('workspace.books.groups')), FIELD.bookGroup);
  }
  return {
    search: text(query.search),
    docNo: text(query.docNo),
    subject: text(query.subject),
    dear: text(query.dear),
    from: text(query.from),
    dateFrom,
    dateTo,
    bookGroup,
  };
}

/**
 * A register number as people write it: 12, or 12/2569 with the register's Buddhist-era year
 * (Thai digits too, as registers print them); null when the text is not one.
 */
export function registerNumberOf(value: string): { number: number; year: number | null } | null {
  const match = /^(\d{1,9})(?:\s*\/\s*(\d{4}))?$/.exec(toWesternDigits(value.trim()));
  if (!match) return null;
  return { number: Number(match[1]), year: match[2] ? Number(match[2]) : null };
}

/** The letter's number contains the text, or one of its register numbers is the text. */
function numberMatches(value: string): Expression<SqlBool> {
  const own = sql<SqlBool>`lower(coalesce(d.doc_no, '')) LIKE ${likePattern(value)}`;
  const register = registerNumberOf(value);
  if (!register) return own;
  return sql<SqlBool>`(${own} OR EXISTS (SELECT 1 FROM register_entries r WHERE r.document_id = d.id AND r.number = ${register.number}
    ${register.year === null ? sql`` : sql`AND r.year_be = ${register.year}`}))`;
}

const contains = (column: string, value: string) => sql<SqlBool>`lower(coalesce(${sql.ref(column)}, '')) LIKE ${likePattern(value)}`;

/**
 * The letter's date, or the day it was entered (in Thailand's time: UTC+7 all year) when it
 * carries none, so a date range never loses a draft.
 */
const LETTER_DAY = sql<string>`coalesce(d.doc_date, ((d.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date)`;

export async function searchDocuments(
  db: Kysely<Database>,
  viewer: Viewer,
  query: DocumentSearch,
): Promise<{ items: FoundDocument[]; total: number; page: number; pageSize: number }> {
  const f = await checked(db, query);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? SEARCH_PAGE_SIZE;
  // The department's letters are narrowed to the words inside their own index. Not when the text
  // could be a register number: a letter found by its number need not hold the text.
  const words = f.search && !registerNumberOf(f.search) ? likePattern(f.search) : null;
  const base = db
    .selectFrom('documents as d')
    .where(amongVisibleDocuments(viewer, 'd', words))
    .$if(Boolean(f.search), (q) => q.where((eb) => eb.or([sql<SqlBool>`d.search_text LIKE ${likePattern(f.search!)}`, numberMatches(f.search!)])))
    .$if(Boolean(f.docNo), (q) => q.where(numberMatches(f.docNo!)))
    .$if(Boolean(f.subject), (q) => q.where(contains('d.subject', f.subject!)))
    .$if(Boolean(f.dear), (q) => q.where((eb) => eb.or([contains('d.dear', f.dear!), contains('d.to_text', f.dear!)])))
    .$if(Boolean(f.from), (q) => q.where(contains('d.from_text', f.from!)))
    .$if(Boolean(f.dateFrom), (q) => q.where(sql<SqlBool>`${LETTER_DAY} >= ${f.dateFrom}::date`))
    .$if(Boolean(f.dateTo), (q) => q.where(sql<SqlBool>`${LETTER_DAY} <= ${f.dateTo}::date`))
    .$if(Boolean(query.docTypeId), (q) => q.where('d.doc_type_id', '=', query.docTypeId!))
    .$if(Boolean(query.speedId), (q) => q.where('d.speed_id', '=', query.speedId!))
    .$if(Boolean(query.secretId), (q) => q.where('d.secret_id', '=', query.secretId!))
    .$if(Boolean(query.departmentId), (q) => q.where('d.owner_department_id', '=', query.departmentId!))
    // Published: numbered by its owner's send register, as the dashboard's book cards list them.
    .$if(Boolean(f.bookGroup), (q) => q.where('d.book_group', '=', f.bookGroup!).where('d.is_use_doc_no_owner_dept', '=', 1).where('d.doc_no', 'is not', null));
  // The page and the total in one statement: the letters the viewer may read are gathered once,
  // the window's count is taken before the page is cut from them, and only the page's letters
  // are then joined to their names. Joining first made every match of a common word carry its
  // names through the count and the sort (88 ms against 58 for a busy division's 2,850 matches).
  const pageIds = base
    .select(['d.id', sql<string>`count(*) OVER ()`.as('total')])
    .orderBy(LETTER_DAY, 'desc')
    .orderBy('d.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const rows = await db
    .selectFrom(pageIds.as('p'))
    .innerJoin('documents as d', 'd.id', 'p.id')
    .innerJoin('doc_types as ty', 'ty.id', 'd.doc_type_id')
    .innerJoin('doc_speeds as sp', 'sp.id', 'd.speed_id')
    .innerJoin('doc_secrets as se', 'se.id', 'd.secret_id')
    .innerJoin('departments as dep', 'dep.id', 'd.owner_department_id')
    .select([
      'd.id',
      'd.doc_no',
      sql<string>`to_char(${LETTER_DAY}, 'YYYY-MM-DD')`.as('letter_day'),
      'd.subject',
      'd.dear',
      'd.to_text',
      'd.from_text',
      'ty.name_th as type_name',
      'sp.name_th as speed_name',
      'sp.color as speed_color',
      'se.name_th as secret_name',
      'se.color as secret_color',
      'dep.name_th as department_name',
      // The step to open, as a book card opens it: the viewer's own latest step, else the first.
      sql<number | null>`coalesce(
        (SELECT max(t.id) FROM transactions t WHERE t.document_id = d.id AND (t.to_person_id = ANY(${viewer.identities})
           OR (t.to_person_id IS NULL AND t.to_department_id = ANY(${viewer.registryDepartments})))),
        (SELECT min(t.id) FROM transactions t WHERE t.document_id = d.id))`.as('trans_id'),
      'p.total',
    ])
    .orderBy(LETTER_DAY, 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  // A page past the last has no row to carry the total.
  const total = rows.length
    ? Number(rows[0]!.total)
    : page > 1
      ? Number((await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()).total)
      : 0;
  const numbers = rows.length
    ? await db
        .selectFrom('register_entries')
        .select(['document_id', 'register', 'number', 'year_be', 'cancelled_at'])
        .where(
          'document_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const items = rows.map((row): FoundDocument => ({
    F_DOC_ID: Number(row.id),
    F_TRANS_ID: row.trans_id === null ? null : Number(row.trans_id),
    F_DOC_NO: row.doc_no,
    F_DOC_DATE: row.letter_day,
    F_DOC_TITLE: row.subject,
    F_DEAR: row.dear,
    F_TO: row.to_text,
    F_FROM: row.from_text,
    F_DOC_TYPE_NAME: row.type_name,
    F_DOC_SPEED_NAME: row.speed_name,
    F_SPEED_COLOR: row.speed_color,
    F_DOC_SECRET_NAME: row.secret_name,
    F_COLOR: row.secret_color,
    F_DEPT_NAME: row.department_name,
    REGISTER_NOS: numbers
      .filter((entry) => Number(entry.document_id) === Number(row.id))
      .map((entry) => ({ REGISTER: entry.register, NUMBER: entry.number, YEAR: entry.year_be, CANCELLED: entry.cancelled_at !== null })),
  }));
  return { items, total, page, pageSize };
}
