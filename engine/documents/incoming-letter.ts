/**
 * A new letter as someone types it: a letter that arrived on paper or by e-mail, typed by the
 * registry clerk from the letter in hand before registering it (ลงทะเบียนหนังสือรับ, mode
 * 'incoming'), or a letter of our own being drafted (mode 'draft': no number, date or sender
 * yet; it gets its number when the registry issues one after signature). The form, its checks,
 * the fields create-document takes, and the check of each file attached to it.
 *
 * Errors are i18n keys (workspace.incoming.error.*), one per field, so the widget shows them in
 * the reader's language. The limits are the create-document request schema's.
 */
import type { RequestOf } from '../api/call-route';
import { bangkokParts } from '../format/thai-date';
import { MAX_ATTACHMENT_BYTES, attachmentProblem } from './attachment-rules';

/** Registering a letter that arrived, or drafting one of ours. */
export type LetterMode = 'incoming' | 'draft';

/** How the letter arrived: a paper letter always carries its number (ที่); an e-mail may not. */
export type IncomingChannel = 'paper' | 'email';

export interface IncomingForm {
  channel: IncomingChannel;
  /** The department whose receive register takes the letter (it owns the letter). */
  deptId: number | null;
  docTypeId: number | null;
  /** The letter's own number (ที่), as printed on it. */
  docNo: string;
  /** The letter's date, YYYY-MM-DD (Christian era), as a date input gives it. */
  docDate: string;
  senderTypeId: number | null;
  /** Who sent it (จาก). */
  from: string;
  /** Who it is addressed to (ถึง). */
  to: string;
  /** Its salutation (เรียน). */
  dear: string;
  /** Its subject (เรื่อง). */
  subject: string;
  speedId: number;
  secretId: number;
  /** Its subject category (หมวดหมู่หนังสือ), optional. */
  categoryId: number | null;
  /** A command letter's kind (ประเภทคำสั่ง), optional; only a command letter carries one. */
  commandTypeId: number | null;
  /**
   * A draft of a book letter (circular, command, announcement...): once numbered, published to
   * the whole organisation (true) or only to the departments it is sent to (false).
   */
  publishAll: boolean;
}

/** Speed and secrecy start at their first class, ปกติ. */
export const NORMAL_CLASS = 1;

export const EMPTY_INCOMING: IncomingForm = {
  channel: 'paper',
  deptId: null,
  docTypeId: null,
  docNo: '',
  docDate: '',
  senderTypeId: null,
  from: '',
  to: '',
  dear: '',
  subject: '',
  speedId: NORMAL_CLASS,
  secretId: NORMAL_CLASS,
  categoryId: null,
  commandTypeId: null,
  publishAll: true,
};

export const INCOMING_LIMITS = { subject: 1000, docNo: 100, from: 500, to: 500, dear: 500 } as const;

export type IncomingField = 'deptId' | 'docTypeId' | 'docNo' | 'docDate' | 'from' | 'to' | 'dear' | 'subject';
export type IncomingErrors = Partial<Record<IncomingField, string>>;

const ERROR = {
  required: 'workspace.incoming.error.required',
  tooLong: 'workspace.incoming.error.tooLong',
  badDate: 'workspace.incoming.error.badDate',
  futureDate: 'workspace.incoming.error.futureDate',
} as const;

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's date in Thailand, YYYY-MM-DD: a letter dated later than this is a typing mistake. */
export function bangkokToday(now: Date = new Date()): string {
  const parts = bangkokParts(now)!;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

function textError(value: string, limit: number, required: boolean): string | undefined {
  const text = value.trim();
  if (required && text === '') return ERROR.required;
  if (text.length > limit) return ERROR.tooLong;
  return undefined;
}

function dateError(value: string, today: string): string | undefined {
  if (value.trim() === '') return ERROR.required;
  if (!DATE_SHAPE.test(value) || bangkokParts(value) === null) return ERROR.badDate;
  // Same-shaped ISO dates compare as text.
  if (value > today) return ERROR.futureDate;
  return undefined;
}

/** The form's errors by field (an i18n key each); empty when it may be sent. */
export function validateIncoming(form: IncomingForm, today: string = bangkokToday()): IncomingErrors {
  const errors: IncomingErrors = {
    deptId: form.deptId === null ? ERROR.required : undefined,
    docTypeId: form.docTypeId === null ? ERROR.required : undefined,
    docNo: textError(form.docNo, INCOMING_LIMITS.docNo, form.channel === 'paper'),
    docDate: dateError(form.docDate, today),
    from: textError(form.from, INCOMING_LIMITS.from, true),
    to: textError(form.to, INCOMING_LIMITS.to, false),
    dear: textError(form.dear, INCOMING_LIMITS.dear, false),
    subject: textError(form.subject, INCOMING_LIMITS.subject, true),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as IncomingErrors;
}

/** A draft's errors: its type, whom it is addressed to (เรียน) and its subject; our own department owns it. */
export function validateDraft(form: IncomingForm): IncomingErrors {
  const errors: IncomingErrors = {
    docTypeId: form.docTypeId === null ? ERROR.required : undefined,
    to: textError(form.to, INCOMING_LIMITS.to, false),
    dear: textError(form.dear, INCOMING_LIMITS.dear, true),
    subject: textError(form.subject, INCOMING_LIMITS.subject, true),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => key !== undefined)) as IncomingErrors;
}

export function validateLetter(mode: LetterMode, form: IncomingForm, today: string = bangkokToday()): IncomingErrors {
  return mode === 'incoming' ? validateIncoming(form, today) : validateDraft(form);
}

export function hasIncomingErrors(errors: IncomingErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** What create-document takes for a valid form; empty optional texts are left out. */
export function createFields(form: IncomingForm): RequestOf<'createDocument'> {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    F_DOC_TYPE_ID: form.docTypeId!,
    F_DOC_TITLE: form.subject.trim(),
    F_DOC_NO: optional(form.docNo),
    F_DOC_DATE: form.docDate,
    F_FROM: optional(form.from),
    F_TO: optional(form.to),
    F_DEAR: optional(form.dear),
    F_DOC_SPEED_ID: form.speedId,
    F_DOC_SECRET_ID: form.secretId,
    F_SENDER_TYPE_ID: form.senderTypeId ?? undefined,
    F_DEPT_ID: form.deptId!,
    F_CATEGORY_ID: form.categoryId ?? undefined,
    F_COMMAND_TYPE_ID: form.commandTypeId ?? undefined,
  };
}

/** What create-document takes for a valid draft: the server gives it our department and, later, its number. */
export function draftFields(form: IncomingForm): RequestOf<'createDocument'> {
  const to = form.to.trim();
  return {
    // Only a book letter is ever published; for any other the server keeps the choice unused.
    F_PUBLISH_ALL: form.publishAll ? 1 : 0,
    F_DOC_TYPE_ID: form.docTypeId!,
    F_DOC_TITLE: form.subject.trim(),
    F_TO: to === '' ? undefined : to,
    F_DEAR: form.dear.trim(),
    F_DOC_SPEED_ID: form.speedId,
    F_DOC_SECRET_ID: form.secretId,
    F_CATEGORY_ID: form.categoryId ?? undefined,
    F_COMMAND_TYPE_ID: form.commandTypeId ?? undefined,
  };
}

export function letterFields(mode: LetterMode, form: IncomingForm): RequestOf<'createDocument'> {
  return mode === 'incoming' ? createFields(form) : draftFields(form);
}

/** The size limit in whole megabytes, for the messages that name it. */
export const MAX_ATTACHMENT_MB = Math.floor(MAX_ATTACHMENT_BYTES / (1024 * 1024));

/** Why a file may not go with the letter, as an i18n key (workspace.incoming.file.*), or null. */
export function fileProblemKey(file: { name: string; size: number }): string | null {
  const problem = attachmentProblem(file.name, file.size);
  return problem === null ? null : `workspace.incoming.file.${problem}`;
}
