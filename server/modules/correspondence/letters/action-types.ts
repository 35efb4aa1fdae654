/** What one document action takes, what it answers, and what its steps (action-*.ts) pass on. */
import type { Selectable, Transaction } from 'kysely';
import type { DocumentActionReply } from '../../../../schemas/generated/api/document-action.reply';
import type { DocumentAction, PresentPurpose } from '../../../../engine/documents/actions';
import type { Database } from '../../../db/schema';
import type { TransactionsTable } from '../../../db/schema-correspondence';
import type { NotificationLine, NotificationMail } from '../notifications/notification-events';
import type { SigningContext } from '../signatures/sign-letter';

export interface ActionInput {
  action: DocumentAction;
  transId: number;
  /** Note to the recipient; for sendBack the reason. */
  note?: string | null;
  /** consider: the result (ทราบ, อนุมัติ...). */
  result?: string | null;
  /** command: the command text (เกษียน). */
  command?: string | null;
  /** present: for consideration (default), review or signature. */
  purpose?: PresentPurpose | null;
  toPersonIds?: number[];
  toDepartmentIds?: number[];
  /** YYYY-MM-DD, end of that Thai day. */
  dueDate?: string | null;
  /** assign: the kind of assignment (an active value of the job-type settings page). */
  jobTypeId?: number | null;
  /** sign: how the letter is signed (an active value of the sign-type settings page). */
  signTypeId?: number | null;
  /** signElectronic: the grant of a confirmed one-time code. */
  signGrant?: string | null;
  /** signElectronic: the letter's PDF attachments to sign with it. */
  signAttachmentIds?: number[];
}

export interface ActionContext {
  actorId: number;
  ip: string | null;
  now?: Date;
  /** How to e-mail the notifications whose e-mail channel is on; without it none is mailed (seeding, direct calls). */
  mail?: NotificationMail;
  /** How to push the notifications whose LINE channel is on; without it none goes to LINE (no LINE set up, seeding). */
  line?: NotificationLine;
  /** What signing electronically needs (the key vault, the letter's print settings, a timestamp); without it no action signs. */
  signing?: SigningContext;
}

/** What the document-action reply carries, and who was notified (for the realtime push; not sent). */
export type ActionResult = DocumentActionReply['item'] & { notified: number[] };

export type Step = Selectable<TransactionsTable>;
export type Trx = Transaction<Database>;

/** Whom a new step goes to: a person (in their department), or a department's registry. */
export interface Recipient {
  personId: number | null;
  departmentId: number;
}
