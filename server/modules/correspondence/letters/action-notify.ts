/**
 * What an action tells, last in its transaction: the alerts and e-mails to the recipients of the
 * steps it created (as the notification settings say, notification-events.ts), then its audit
 * row. A rolled-back action therefore leaves neither behind.
 */
import { ACTION_REGISTRY, type DocumentAction } from '../../../../engine/documents/actions';
import { escapeHtml } from '../../../../engine/format/escape-html';
import { audit } from '../../identity/audit';
import type { CheckedAction } from './action-check';
import type { TakenNumbers } from './action-number';
import type { CreatedStep } from './action-route';
import type { ActionContext, ActionInput, Trx } from './action-types';
import { dispatchNotices, eventOfStep, type Notice } from '../notifications/notification-events';
import { registryClerks } from '../notifications/notifications';
import { ACTION_NAMES_TH } from '../step-names';
import type { Viewer } from '../viewer';

async function personName(trx: Trx, personId: number): Promise<string> {
  const p = await trx.selectFrom('people').select(['first_name', 'last_name', 'position_name']).where('id', '=', personId).executeTakeFirst();
  return p ? `${p.first_name} ${p.last_name}` : '';
}

/** One alert's words: escaped HTML for the bell, the same as plain text for e-mail. */
function notificationWords(
  action: DocumentAction,
  subject: string,
  actorName: string,
  onBehalfOf: string | null,
  note: string | null,
): { html: string; text: string } {
  const who = (name: (s: string) => string) => (onBehalfOf ? `${name(actorName)} (ปฏิบัติราชการแทน ${name(onBehalfOf)})` : name(actorName));
  const plain = (s: string) => s;
  return {
    html: `<b>${ACTION_NAMES_TH[action]}</b> เรื่อง "${escapeHtml(subject)}" โดย ${who(escapeHtml)}${note ? `<br/>${escapeHtml(note)}` : ''}`,
    text: `${ACTION_NAMES_TH[action]} เรื่อง "${subject}" โดย ${who(plain)}${note ? `\n${note}` : ''}`,
  };
}

/**
 * Notifies the recipients of the new steps (people, or the registry clerks of a department),
 * never the actor. Answers who was alerted and the e-mails queued, to push and send after the commit.
 */
export async function notifyRecipients(
  trx: Trx,
  viewer: Viewer,
  ctx: ActionContext,
  action: DocumentAction,
  { kind, doc, principal, onBehalf, noteText }: CheckedAction,
  created: CreatedStep[],
  now: Date,
): Promise<{ notified: number[]; mailIds: number[]; lineIds: number[] }> {
  if (!kind) return { notified: [], mailIds: [], lineIds: [] };
  const notices: Notice[] = [];
  const actor = await personName(trx, viewer.personId);
  const onBehalfName = onBehalf ? await personName(trx, principal) : null;
  const words = notificationWords(action, doc.subject, actor, onBehalfName, noteText);
  for (const row of created) {
    const event = eventOfStep(action, kind, row.to_person_id !== null);
    if (event === null) continue;
    const people = row.to_person_id !== null ? [row.to_person_id] : await registryClerks(trx, row.to_department_id);
    for (const personId of people.filter((p) => p !== viewer.personId)) {
      notices.push({ event, personId, documentId: doc.id, transactionId: row.id, ...words });
    }
  }
  const sent = await dispatchNotices(trx, notices, { now, subject: doc.subject, mail: ctx.mail, line: ctx.line });
  return { notified: [...new Set(sent.notified)], mailIds: sent.mailIds, lineIds: sent.lineIds };
}

/** The action's audit row: the move it made, the steps it created, the numbers it took, its note. */
export async function auditAction(
  trx: Trx,
  viewer: Viewer,
  ctx: ActionContext,
  input: ActionInput,
  { doc, step, principal, onBehalf, noteText }: CheckedAction,
  outcome: { nextState: string; newIds: number[]; numbers: TakenNumbers },
  now: Date,
): Promise<void> {
  await audit(trx, {
    personId: viewer.personId,
    action: ACTION_REGISTRY[input.action].audit,
    ip: ctx.ip,
    now,
    detail: {
      header: `${ACTION_NAMES_TH[input.action]} เรื่อง ${doc.subject}`,
      documentId: doc.id,
      transactionId: step.id,
      fromState: step.state,
      toState: outcome.nextState,
      newTransactionIds: outcome.newIds,
      onBehalfOf: onBehalf ? principal : null,
      receiveNo: outcome.numbers.receiveNo,
      docNo: outcome.numbers.docNo,
      note: noteText,
    },
  });
}
