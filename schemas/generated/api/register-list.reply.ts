/* Generated from schemas/api/register-list.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of register-list: one page of register entries and the register's total.
 */
export interface RegisterListReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: RegisterEntry[];
  total: number;
  page: number;
  pageSize: number;
  /**
   * The Buddhist-era year of the register answered (the server's current year when the request named none).
   */
  YEAR: number;
  /**
   * The register book's name; null for a register without a book.
   */
  BOOK: string | null;
  /**
   * The register table's columns to show, in order (the book's settings, else the kind's defaults).
   */
  COLUMNS: (
    | 'number'
    | 'doc_no'
    | 'doc_date'
    | 'from'
    | 'to'
    | 'subject'
    | 'disposal'
    | 'remark'
    | 'registered_at'
    | 'speed'
    | 'secret'
    | 'doc_type'
    | 'send_date'
    | 'owner'
  )[];
  /**
   * The actions the register offers.
   */
  FUNCTIONS: ('export' | 'print' | 'cancel')[];
  SUMMARY: RegisterSummary;
}
export interface RegisterEntry {
  /**
   * The register number (เลขทะเบียน).
   */
  NUMBER: number;
  /**
   * The number as its register book shaped it (prefix, number, suffix) when issued; null when the book added nothing.
   */
  NUMBER_TEXT?: string | null;
  /**
   * When the number was taken (ISO 8601).
   */
  REGISTERED_AT: string;
  F_DOC_ID: number;
  /**
   * The letter's own number (ที่).
   */
  F_DOC_NO: string | null;
  /**
   * The letter's date, YYYY-MM-DD.
   */
  F_DOC_DATE: string | null;
  /**
   * Subject; for a secret letter the viewer may not read, the secrecy class in its place.
   */
  F_DOC_TITLE: string;
  F_FROM: string | null;
  F_TO: string | null;
  F_DOC_SPEED_NAME: string;
  F_DOC_SECRET_NAME: string;
  /**
   * The secrecy class's colour.
   */
  F_COLOR: string | null;
  /**
   * A cancelled number stays in the register, marked.
   */
  CANCELLED: boolean;
  CANCEL_REASON: string | null;
  /**
   * Who took the number.
   */
  REGISTERED_BY: string | null;
  /**
   * What was done with the letter at this register's step and by whom (e.g. เสนอหนังสือ · name); null while nothing was, or for a letter the reader may not read.
   */
  DISPOSAL: string | null;
  /**
   * The registry clerk's remark on the entry (หมายเหตุ); null when none.
   */
  REMARK?: string | null;
  /**
   * The letter's type (ประเภทหนังสือ).
   */
  F_DOC_TYPE_NAME?: string | null;
  /**
   * The date the register's step was sent, YYYY-MM-DD on the Thai calendar; null without a step.
   */
  SEND_DATE?: string | null;
  /**
   * The department the letter belongs to; null for a letter the reader may not read.
   */
  OWNER_NAME?: string | null;
}
/**
 * The register's summary row over every entry the query matches (all pages): how many numbers, how many of them cancelled, how many letters destroyed.
 */
export interface RegisterSummary {
  TOTAL: number;
  CANCELLED: number;
  DESTROYED: number;
}
