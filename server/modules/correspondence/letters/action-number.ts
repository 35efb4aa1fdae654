/**
 * The register numbers an action takes or gives back, inside the action's transaction: a receive
 * takes the next number of the receiving department's receive register, an issue the next number
 * of the owner's send register (and writes it on the letter), and a cancel gives the step's number
 * back. The counter row is locked until the commit (registers.ts), so under concurrency no number
 * repeats or is skipped, and a rolled-back action leaves no number behind.
 */
import type { Updateable } from 'kysely';
import type { TransactionsTable } from '../../../db/schema-correspondence';
import { ApiError } from '../../../http/errors';
import type { CheckedAction } from './action-check';
import type { Trx } from './action-types';
import { MSG } from '../messages';
import { cancelEntry, register, thaiDate } from '../registers/registers';
import type { Viewer } from '../viewer';

export interface TakenNumbers {
  receiveNo: number | null;
  docNo: string | null;
  /** What the numbering changes on the acted step (written with its new state). */
  stepUpdate: Updateable<TransactionsTable>;
}

export async function takeNumbers(trx: Trx, viewer: Viewer, { step, doc, move, noteText }: CheckedAction, now: Date): Promise<TakenNumbers> {
  let receiveNo: number | null = null;
  let docNo: string | null = null;
  const stepUpdate: Updateable<TransactionsTable> = {};
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
  } else if (move.register === 'send' && !(move.onlyIfUnnumbered && doc.doc_no !== null)) {
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
  return { receiveNo, docNo, stepUpdate };
}
