/**
 * Register books (สมุดทะเบียน) as the settings pages shape them (migration 0019): which register
 * numbers a department's letters, how its numbers read, who may take them, and what the
 * workspace shows of it.
 *
 * - A department numbers from its own active book of the kind; without one, from the central
 *   registry's (document_central) when the central registry numbers that kind; otherwise from
 *   its own counter as before books existed. Counters stay per (department, register, year),
 *   so the numbering department's counter goes on without a repeat or a gap.
 * - A book with issuer rows lets only those people, or holders of those roles, take numbers
 *   from it; a book without rows leaves the question to the letter's workflow (registry clerks).
 * - Columns: a column's place and visibility come from its book's row, else from its kind's
 *   default row (registration-display), else the built-in order (engine/registers/columns.ts),
 *   where the regulation's columns show and the others wait for a row; functions without a row are offered.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RegisterKind } from '../../../db/schema-correspondence';
import { REGISTER_COLUMN_KEYS, REGISTER_COLUMN_REGISTRY, type RegisterColumnKey } from '../../../../engine/registers/columns';
import { REGISTER_FUNCTION_KEYS, type RegisterFunctionKey } from '../../../db/schema-registers';
import { ApiError } from '../../../http/errors';
import type { Viewer } from '../viewer';

type Db = Kysely<Database> | Transaction<Database>;

export const REGISTER_BOOK_MSG = {
  mayNotIssue: (book: string) => `ท่านไม่มีสิทธิ์ออกเลขจาก${book} กรุณาติดต่อผู้ดูแลระบบเพื่อขอสิทธิ์ออกเลขทะเบียนนี้`,
  functionOff: (what: string) => `ทะเบียนนี้ปิดการ${what}ไว้ กรุณาติดต่อผู้ดูแลระบบ`,
} as const;

/** The functions the server performs, so refuses when switched off; a register is printed in the browser, which hides the button. */
type ServerFunction = Exclude<RegisterFunctionKey, 'print'>;

const FUNCTION_NAMES_TH: Record<ServerFunction, string> = { export: 'ส่งออกแฟ้ม', cancel: 'ยกเลิกเลข' };

export interface NumberingBook {
  /** The department whose counter and entries the number goes to. */
  departmentId: number;
  book: { id: number; name: string; prefix: string | null; suffix: string | null } | null;
}

async function activeBook(db: Db, departmentId: number, register: RegisterKind) {
  return db
    .selectFrom('register_books as b')
    .leftJoin('register_prefixes as p', 'p.id', 'b.prefix_id')
    .leftJoin('register_suffixes as s', 's.id', 'b.suffix_id')
    .select(['b.id', 'b.name_th', 'p.text_th as prefix', 's.text_th as suffix'])
    .where('b.department_id', '=', departmentId)
    .where('b.register', '=', register)
    .where('b.active', '=', true)
    .executeTakeFirst();
}

/** The department and book a number for `departmentId` of this kind comes from. */
export async function numberingBook(db: Db, departmentId: number, register: RegisterKind): Promise<NumberingBook> {
  let numbering = departmentId;
  let book = await activeBook(db, departmentId, register);
  if (!book) {
    const central = await db.selectFrom('document_central').select(['department_id', 'numbers']).where('id', '=', 1).executeTakeFirst();
    const centralId = central?.department_id === null || central?.department_id === undefined ? null : Number(central.department_id);
    if (centralId !== null && centralId !== departmentId && (central!.numbers === 'both' || central!.numbers === register)) {
      numbering = centralId;
      book = await activeBook(db, centralId, register);
    }
  }
  return { departmentId: numbering, book: book ? { id: book.id, name: book.name_th, prefix: book.prefix, suffix: book.suffix } : null };
}

/**
 * Refuses (403, nothing written: the caller's transaction rolls back) a number from a book whose
 * issuers do not include the viewer: one of their identities (self or a principal they act for)
 * by person, or a role an identity holds in the book's department or the department the
 * number is for.
 */
export async function checkIssuer(db: Db, numbering: NumberingBook, forDepartmentId: number, viewer: Viewer): Promise<void> {
  if (!numbering.book) return;
  const grants = await db.selectFrom('register_issuers').select(['person_id', 'role_id']).where('book_id', '=', numbering.book.id).execute();
  if (grants.length === 0) return;
  const departments = new Set([numbering.departmentId, forDepartmentId]);
  const allowed = grants.some(
    (grant) =>
      (grant.person_id !== null && viewer.identities.includes(Number(grant.person_id))) ||
      (grant.role_id !== null && viewer.roles.some((role) => role.roleId === grant.role_id && departments.has(role.departmentId))),
  );
  if (!allowed) throw new ApiError(403, REGISTER_BOOK_MSG.mayNotIssue(numbering.book.name));
}

/**
 * A register number as its book shapes it: the prefix as a word before it ('ที่ ทส 0201/5'), the
 * suffix joined to its end as typed ('12/2568'); each optional.
 */
export function shapedNumber(core: string, book: NumberingBook['book']): string {
  return `${book?.prefix ? `${book.prefix.trim()} ` : ''}${core}${book?.suffix?.trim() ?? ''}`;
}

/** The department's book of a kind, active or not (its display and functions stay its own). */
function bookOf(db: Db, departmentId: number, register: RegisterKind) {
  return db
    .selectFrom('register_books')
    .select(['id', 'name_th'])
    .where('department_id', '=', departmentId)
    .where('register', '=', register)
    .executeTakeFirst();
}

export interface RegisterDisplay {
  /** The book's name; null for a register without a book. */
  book: string | null;
  columns: RegisterColumnKey[];
  functions: RegisterFunctionKey[];
}

/** What a department's register of a kind shows and offers (its book's settings, else the kind's defaults). */
export async function registerDisplay(db: Db, departmentId: number, register: RegisterKind): Promise<RegisterDisplay> {
  const book = await bookOf(db, departmentId, register);
  const defaults = await db.selectFrom('register_display_columns').select(['column_key', 'position', 'visible']).where('register', '=', register).execute();
  const own = book ? await db.selectFrom('register_book_columns').select(['column_key', 'position', 'visible']).where('book_id', '=', book.id).execute() : [];
  const offered = book ? await db.selectFrom('register_book_functions').select(['function_key', 'offered']).where('book_id', '=', book.id).execute() : [];
  // Built-in places are 10, 20, ... so a row can put a column between two others.
  const columns = REGISTER_COLUMN_KEYS.map((key, index) => {
    const row = own.find((r) => r.column_key === key) ?? defaults.find((r) => r.column_key === key);
    return { key, index, position: row ? row.position : (index + 1) * 10, visible: row ? row.visible : REGISTER_COLUMN_REGISTRY[key].regulation };
  })
    .filter((column) => column.visible)
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((column) => column.key);
  const functions = REGISTER_FUNCTION_KEYS.filter((key) => offered.find((row) => row.function_key === key)?.offered ?? true);
  return { book: book?.name_th ?? null, columns, functions };
}

/** Refuses (403) an action a register's book has switched off. */
export async function requireFunction(db: Db, departmentId: number, register: RegisterKind, fn: ServerFunction): Promise<void> {
  const book = await bookOf(db, departmentId, register);
  if (!book) return;
  const row = await db.selectFrom('register_book_functions').select('offered').where('book_id', '=', book.id).where('function_key', '=', fn).executeTakeFirst();
  if (row && !row.offered) throw new ApiError(403, REGISTER_BOOK_MSG.functionOff(FUNCTION_NAMES_TH[fn]));
}
