/**
 * Executes the state machine (state-machine.ts). Every action is ONE database transaction:
 * lock the step and its letter, check the actor may do this action in the current state,
 * write the new state (and the new steps it creates), take a register number when the table
 * says so, write the audit row and the notifications; any failure rolls all of it back.
 *
 * The transaction is four steps, each a file beside this one: check (action-check.ts: who may
 * act, the state, the required input; nothing written yet), number (action-number.ts: register
 * numbers), route (action-route.ts: the acted step and the new steps), notify (action-notify.ts:
 * alerts, e-mails, the audit row). Their writes happen in that order.
 *
 * Answers, in this order: 404 unknown step, or a step the actor has nothing to do with (one
 * answer for both, so steps cannot be counted by trying ids); 409 the action is not allowed in the step's state; 403 the action is allowed but not for
 * this actor; 400 missing reason/result/command or bad recipients.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { checkAction } from './action-check';
import { auditAction, notifyRecipients } from './action-notify';
import { takeNumbers } from './action-number';
import { routeAction } from './action-route';
import { signLetter } from '../signatures/sign-letter';
import type { ActionContext, ActionInput, ActionResult, Trx } from './action-types';
import { emitNotified } from '../events';
import { loadViewer, type Viewer } from '../viewer';
import { tryFoldQueueCounts } from '../queues/queue-counts';

export type { ActionContext, ActionInput, ActionResult } from './action-types';

export async function performAction(db: Kysely<Database>, ctx: ActionContext, input: ActionInput): Promise<ActionResult> {
  const now = ctx.now ?? new Date();
  const viewer = await loadViewer(db, ctx.actorId, now);
  const mailIds: number[] = [];
  const lineIds: number[] = [];
  const result = await db.transaction().execute((trx) => runAction(trx, viewer, ctx, input, now, { mailIds, lineIds }));
  // The action's queue counter changes into the counters, after the commit (queue-counts.ts).
  await tryFoldQueueCounts(db);
  emitNotified({ personIds: result.notified, documentId: result.F_DOC_ID });
  // Sending waits for nobody: the messages are already in the outbox, and a failure is kept there.
  if (ctx.mail && mailIds.length > 0) void ctx.mail.mailer.deliver(db, mailIds);
  if (ctx.line && lineIds.length > 0) void ctx.line.outbox.deliver(db, lineIds);
  return result;
}

async function runAction(
  trx: Trx,
  viewer: Viewer,
  ctx: ActionContext,
  input: ActionInput,
  now: Date,
  queued: { mailIds: number[]; lineIds: number[] },
): Promise<ActionResult> {
  const checked = await checkAction(trx, viewer, input);
  const numbers = await takeNumbers(trx, viewer, checked, now);
  // Signed after the number is taken, so the signed file carries it.
  if (checked.move.signs) await signLetter(trx, viewer, ctx, input, checked, now);
  const { nextState, created } = await routeAction(trx, viewer, input.action, checked, numbers.stepUpdate, now);
  const sent = await notifyRecipients(trx, viewer, ctx, input.action, checked, created, now);
  queued.mailIds.push(...sent.mailIds);
  queued.lineIds.push(...sent.lineIds);
  const newIds = created.map((row) => row.id);
  await auditAction(trx, viewer, ctx, input, checked, { nextState, newIds, numbers }, now);

  const { doc, step } = checked;
  return {
    F_DOC_ID: doc.id,
    F_TRANS_ID: step.id,
    STATE: nextState,
    NEW_TRANS_IDS: newIds,
    RECEIVE_NO: numbers.receiveNo,
    F_DOC_NO: numbers.docNo ?? doc.doc_no,
    DONE_AT: now.toISOString(),
    notified: sent.notified,
  };
}
