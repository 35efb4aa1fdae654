/** A letter's register entries in its detail: each number taken for it, in which department's register, and whether it was cancelled. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { isoAt } from './detail-dates';

/** The entries as stored; which steps still hold a live number is read from them too. */
export function readRegisterEntries(db: Kysely<Database>, documentId: number) {
  return db
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
}

export type DetailRegisterEntry = Awaited<ReturnType<typeof readRegisterEntries>>[number];

export function registerRows(entries: DetailRegisterEntry[]) {
  return entries.map((r) => ({
    REGISTER: r.register,
    YEAR: r.year_be,
    NUMBER: r.number,
    DEPT_ID: r.department_id,
    DEPT_NAME: r.name_th,
    F_TRANS_ID: r.transaction_id,
    REGISTERED_AT: isoAt(r.registered_at),
    CANCELLED: r.cancelled_at !== null,
    CANCEL_REASON: r.cancel_reason,
  }));
}
