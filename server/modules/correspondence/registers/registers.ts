/**
 * Registers (ทะเบียนรับ / ทะเบียนส่ง). Numbers run per (department, register, Buddhist-era
 * calendar year) as the Thai correspondence regulation requires, and are taken inside the
 * action's database transaction:
 *
 *   INSERT ... ON CONFLICT DO UPDATE SET last_no = last_no + 1 RETURNING last_no
 *
 * locks the counter row until the action commits, so a concurrent issuer waits and then sees
 * the committed value (no repeat), and an action that fails rolls its increment back with
 * everything else (no skip). A cancelled number keeps its register entry, marked cancelled.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { RegisterKind } from '../../../db/schema-correspondence';
import { checkIssuer, numberingBook, requireFunction, shapedNumber } from './register-books';
import type { Viewer } from '../viewer';

const BANGKOK = 'Asia/Bangkok';
const BE_OFFSET = 543;

/** The Buddhist-era year (พ.ศ.) of an instant, on the Thai calendar day (UTC+7). */
export function buddhistYear(at: Date): number {
  const year = Number(new Intl.DateTimeFormat('en-US', { timeZone: BANGKOK, year: 'numeric' }).format(at));
  return year + BE_OFFSET;
}

/** The Thai calendar date of an instant as YYYY-MM-DD. */
export function thaiDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BANGKOK, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

type Db = Kysely<Database> | Transaction<Database>;

export async function takeNextNumber(trx: Transaction<Database>, key: { departmentId: number; register: RegisterKind; yearBe: number }): Promise<number> {
  const row = await trx
    .insertInto('register_counters')
    .values({ department_id: key.departmentId, register: key.register, year_be: key.yearBe, last_no: 1 })
    .onConflict((oc) => oc.columns(['department_id', 'register', 'year_be']).doUpdateSet({ last_no: sql<number>`register_counters.last_no + 1` }))
    .returning('last_no')
    .executeTakeFirstOrThrow();
  return row.last_no;
}

export interface RegisterEntryInput {
  departmentId: number;
  register: RegisterKind;
  documentId: number;
  transactionId: number | null;
  personId: number;
  now: Date;
  /** The letter's book group (a circular's number is 'ว<n>'); read for a send entry. */
  bookGroup?: string | null;
  /** Who takes the number: checked against the book's issuers (register_issuers). */
  viewer: Viewer;
}

/**
 * Takes the next number and records it in the register; returns the number, the year and, for
 * the send register, the letter number it makes. The number comes from the department's book,
 * or the central registry's (register-books.ts), which may refuse the viewer (403, nothing
 * written); the book's prefix and suffix shape it. The entry keeps the letter number (and the
 * shaped number) as issued, so a later change of a prefix never changes a number already given.
 */
export async function register(
  trx: Transaction<Database>,
  input: RegisterEntryInput,
): Promise<{ number: number; yearBe: number; docNo: string | null; departmentId: number; numberText: string | null }> {
  const yearBe = buddhistYear(input.now);
  const numbering = await numberingBook(trx, input.departmentId, input.register);
  await checkIssuer(trx, numbering, input.departmentId, input.viewer);
  const departmentId = numbering.departmentId;
  const number = await takeNextNumber(trx, { departmentId, register: input.register, yearBe });
  const docNo =
    input.register === 'send'
      ? shapedNumber(await formatDocNo(trx, { departmentId, number, yearBe, bookGroup: input.bookGroup ?? null }), numbering.book)
      : null;
  const numberText = input.register === 'receive' && (numbering.book?.prefix || numbering.book?.suffix) ? shapedNumber(String(number), numbering.book) : null;
  await trx
    .insertInto('register_entries')
    .values({
      department_id: departmentId,
      register: input.register,
      year_be: yearBe,
      number,
      document_id: input.documentId,
      transaction_id: input.transactionId,
      registered_by: input.personId,
      registered_at: input.now,
      doc_no: docNo,
      number_text: numberText,
    })
    .execute();
  return { number, yearBe, docNo, departmentId, numberText };
}

/** Marks the live entry of a step cancelled (the number is never given out again), if its book offers cancelling. */
export async function cancelEntry(
  trx: Transaction<Database>,
  input: { transactionId: number; register: RegisterKind; personId: number; reason: string | null; now: Date },
): Promise<number | null> {
  const row = await trx
    .updateTable('register_entries')
    .set({ cancelled_at: input.now, cancelled_by: input.personId, cancel_reason: input.reason })
    .where('transaction_id', '=', input.transactionId)
    .where('register', '=', input.register)
    .where('cancelled_at', 'is', null)
    .returning(['number', 'department_id'])
    .executeTakeFirst();
  // A register whose book has switched cancelling off refuses it (403); the transaction undoes the mark.
  if (row) await requireFunction(trx, Number(row.department_id), input.register, 'cancel');
  return row?.number ?? null;
}

/** The outgoing letter number a send-register number makes: '<prefix>/<n>' (circulars 'ว<n>'), or '<n>/<year>' without a prefix. */
function docNoOf(prefix: string | null, input: { number: number; yearBe: number; bookGroup: string | null }): string {
  const n = `${input.bookGroup === 'cycle' ? 'ว' : ''}${input.number}`;
  return prefix ? `${prefix}/${n}` : `${n}/${input.yearBe}`;
}

/** The department's letter-number prefix (ที่), or null when it has none. */
async function docPrefixOf(db: Db, departmentId: number): Promise<string | null> {
  const department = await db.selectFrom('departments').select('doc_prefix').where('id', '=', departmentId).executeTakeFirst();
  return department?.doc_prefix ?? null;
}

async function formatDocNo(db: Db, input: { departmentId: number; number: number; yearBe: number; bookGroup: string | null }): Promise<string> {
  return docNoOf(await docPrefixOf(db, input.departmentId), input);
}
