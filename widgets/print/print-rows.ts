/**
 * What a printed letter and a printed register page hold, as plain data: the components only
 * lay it out. Dates are Thai with Buddhist-era years; empty fields are left out of a letter
 * (a blank "เรียน" line on paper reads as a mistake) but kept as a dash in a register table
 * (a register's columns must line up).
 */
import type { DocumentDetail, DocumentStep } from '../../engine/api/document-calls';
import { formatThaiDate, formatThaiDateTime } from '../../engine/format/thai-date';
import type { RegisterEntry, RegisterListReply } from '../../schemas/generated/api/register-list.reply';

/** Western digits, as on screen and in the exported registers, so paper and file agree. */
const DIGITS = { digits: 'western' } as const;

export type LetterFieldKey = 'docNo' | 'docDate' | 'from' | 'to' | 'dear' | 'subject' | 'speed' | 'secrecy' | 'category' | 'commandType';

export interface PrintField {
  key: LetterFieldKey;
  value: string;
}

export interface PrintHistoryRow {
  id: number;
  who: string;
  what: string;
  when: string;
  note: string;
}

export interface PrintRegisterRow {
  number: number;
  registeredAt: string;
  docNo: string;
  docDate: string;
  from: string;
  to: string;
  subject: string;
  speed: string;
  secrecy: string;
  cancelled: boolean;
  cancelReason: string | null;
  /** What was done at the register's step and by whom (the disposal column), or null. */
  disposal: string | null;
  /** The registry clerk's remark, or null. */
  remark: string | null;
  docType: string;
  sendDate: string;
  owner: string;
}

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

const DASH = '–';
const text = (value: string | null | undefined) => value?.trim() ?? '';

/** The letter's fields in the order a Thai official letter reads them, empty ones left out. */
export function letterPrintFields(detail: DocumentDetail): PrintField[] {
  const fields: PrintField[] = [
    { key: 'docNo', value: text(detail.F_DOC_NO) },
    { key: 'docDate', value: detail.F_DOC_DATE ? formatThaiDate(detail.F_DOC_DATE, { ...DIGITS, month: 'long' }) || detail.F_DOC_DATE : '' },
    { key: 'from', value: text(detail.F_FROM_TEXT) },
    { key: 'to', value: text(detail.F_RECEIVER_TEXT) },
    { key: 'dear', value: text(detail.F_DEAR) },
    { key: 'subject', value: text(detail.F_DOC_TITLE) },
    { key: 'speed', value: text(detail.F_DOC_SPEED_NAME) },
    { key: 'secrecy', value: text(detail.F_DOC_SECRET_NAME) },
    { key: 'category', value: text(detail.F_CATEGORY_NAME) },
    { key: 'commandType', value: text(detail.F_COMMAND_TYPE_NAME) },
  ];
  return fields.filter((field) => field.value !== '');
}

const party = (person: string | null, department: string | null) => [person, department].filter(Boolean).join(' · ');

/**
 * One line per routing step: who acted (or sent), what happened (with the kind of work assigned,
 * and how it was signed with the lines under the signature), when, and the note written.
 */
export function letterPrintHistory(steps: DocumentStep[], t: Translate): PrintHistoryRow[] {
  return steps.map((step) => {
    const from = party(step.FROM_PERSON_NAME, step.FROM_DEPT_NAME);
    const to = party(step.TO_PERSON_NAME, step.TO_DEPT_NAME);
    const jobType = step.F_JOB_TYPE_NAME ? t('documents.historyJobType', { name: step.F_JOB_TYPE_NAME }) : '';
    const signed = step.F_SIGN_TYPE_NAME ? [t('documents.historySignType', { name: step.F_SIGN_TYPE_NAME }), ...step.SIGN_LINES] : [];
    return {
      id: step.F_TRANS_ID,
      who: step.ACTED_BY_NAME || from || to,
      what: [`${step.KIND_NAME} — ${step.STATE_NAME}`, from && to ? `${from} → ${to}` : to, jobType, ...signed].filter(Boolean).join('\n'),
      when: formatThaiDateTime(step.ACTED_AT ?? step.CREATED_AT, DIGITS),
      note: [step.F_COM_DESC ?? step.NOTE, step.ACTION_NOTE].filter((part): part is string => Boolean(part?.trim())).join('\n'),
    };
  });
}

/** The register's rows as printed: every column filled (a dash where the letter has nothing). */
export function registerPrintRows(entries: RegisterEntry[]): PrintRegisterRow[] {
  return entries.map((entry) => ({
    number: entry.NUMBER,
    registeredAt: formatThaiDate(entry.REGISTERED_AT, DIGITS) || DASH,
    docNo: text(entry.F_DOC_NO) || DASH,
    docDate: entry.F_DOC_DATE ? formatThaiDate(entry.F_DOC_DATE, DIGITS) || entry.F_DOC_DATE : DASH,
    from: text(entry.F_FROM) || DASH,
    to: text(entry.F_TO) || DASH,
    subject: entry.F_DOC_TITLE,
    speed: text(entry.F_DOC_SPEED_NAME) || DASH,
    secrecy: text(entry.F_DOC_SECRET_NAME) || DASH,
    cancelled: entry.CANCELLED,
    cancelReason: entry.CANCELLED ? text(entry.CANCEL_REASON) || null : null,
    disposal: text(entry.DISPOSAL) || null,
    remark: text(entry.REMARK) || null,
    docType: text(entry.F_DOC_TYPE_NAME) || DASH,
    sendDate: entry.SEND_DATE ? formatThaiDate(entry.SEND_DATE, DIGITS) || entry.SEND_DATE : DASH,
    owner: text(entry.OWNER_NAME) || DASH,
  }));
}

export type RegisterColumnKey = RegisterListReply['COLUMNS'][number];

/**
 * The printed register's columns: exactly the register book's shown columns in its order (as the
 * register list names them, and as the table on screen shows them), each once. A cancelled
 * number says so in the disposal column, as the paper register's การปฏิบัติ would.
 */
export function registerPrintColumns(columns: readonly RegisterColumnKey[]): RegisterColumnKey[] {
  return [...new Set(columns)];
}

/** 'ทะเบียนหนังสือรับ ปี พ.ศ. 2569': the year is already Buddhist era, as the server names it. */
export function registerPrintTitle(t: Translate, register: 'receive' | 'send', year: number | null): string {
  return year === null ? t(`print.register.name.${register}`) : t(`print.register.title.${register}`, { year });
}
