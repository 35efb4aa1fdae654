/* Generated from schemas/api/document.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { DocumentActionCode } from './document-action-code';
import type { DocumentAttachment } from './document-attachment';
import type { LetterFormCode } from './letter-form';


/**
 * Reply of get-document: one letter with its routing history, attachments, register entries and the actions the reader may do per step.
 */
export interface DocumentReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: DocumentDetail;
}
/**
 * The letter as the reader may see it.
 */
export interface DocumentDetail {
  /**
   * Document id.
   */
  F_DOC_ID: number;
  /**
   * Opaque token of the letter for links (get-decode-document-api turns it back into F_DOC_ID).
   */
  F_DOC_ID_ENCODE: string;
  /**
   * The letter's number (ที่ ...); null while it has none.
   */
  F_DOC_NO: string | null;
  /**
   * Date of the letter, YYYY-MM-DD (Christian era).
   */
  F_DOC_DATE: string | null;
  /**
   * Subject (เรื่อง).
   */
  F_DOC_TITLE: string;
  /**
   * Dear (เรียน).
   */
  F_DEAR: string | null;
  /**
   * To (ถึง).
   */
  F_RECEIVER_TEXT: string | null;
  /**
   * From (จาก).
   */
  F_FROM_TEXT: string | null;
  /**
   * Document type code.
   */
  F_DOC_TYPE_ID: number;
  /**
   * Document type name (Thai).
   */
  F_DOC_TYPE_NAME: string;
  /**
   * Book group code; null for letters outside the dashboard's book groups.
   */
  F_BOOK_GROUP: string | null;
  /**
   * Book group name (Thai).
   */
  F_BOOK_GROUP_NAME: string | null;
  /**
   * Speed class id.
   */
  F_DOC_SPEED_ID: number;
  /**
   * Speed class: ปกติ, ด่วน, ด่วนมาก or ด่วนที่สุด.
   */
  F_DOC_SPEED_NAME: string;
  /**
   * Colour of the speed badge (#rrggbb), as set on the speed's settings page; absent from older servers, whose clients colour by the speed's name.
   */
  F_SPEED_COLOR?: string | null;
  /**
   * Secrecy class id.
   */
  F_DOC_SECRET_ID: number;
  /**
   * Secrecy class: ปกติ, ลับ, ลับมาก or ลับที่สุด.
   */
  F_DOC_SECRET_NAME: string;
  /**
   * Colour of the secrecy class (#rrggbb).
   */
  F_COLOR: string;
  /**
   * Sender type id.
   */
  F_SENDER_TYPE_ID: number | null;
  /**
   * Sender type name (Thai).
   */
  F_SENDER_TYPE_NAME: string | null;
  /**
   * Owner department.
   */
  F_DEPT_ID: number;
  /**
   * Owner department name (Thai).
   */
  F_DEPT_NAME: string;
  /**
   * 1 when F_DOC_NO was issued from the owner department's own send register, 0 otherwise.
   */
  F_IS_USE_DOC_NO_OWNER_DEPT: number;
  /**
   * Meeting number (meeting reports).
   */
  F_NO_MEET: string | null;
  /**
   * Text of a command letter.
   */
  F_DOC_COMMAND: string | null;
  /**
   * Name and position signed under a command letter.
   */
  F_DOC_COMMAND_NAME_UNDER: string | null;
  /**
   * Subject category (หมวดหมู่หนังสือ) the letter is filed under; null for none.
   */
  F_CATEGORY_ID: number | null;
  /**
   * The category's Thai name (also when it has since been switched off).
   */
  F_CATEGORY_NAME: string | null;
  /**
   * Kind of command (ประเภทคำสั่ง) of a command letter; null for none.
   */
  F_COMMAND_TYPE_ID: number | null;
  /**
   * The command kind's Thai name (also when it has since been switched off).
   */
  F_COMMAND_TYPE_NAME: string | null;
  /**
   * When the letter was created (ISO 8601).
   */
  F_CREATED_AT: string;
  LETTER: DocumentLetterContent;
  /**
   * Routing history, oldest step first.
   */
  history: DocumentStep[];
  /**
   * Attached files, oldest first.
   */
  attachments: DocumentAttachment[];
  /**
   * Register entries, oldest first.
   */
  registers: DocumentRegisterEntry[];
  /**
   * Per step, the actions this reader may do (the modal offers these and nothing else).
   */
  actions: DocumentStepActions[];
}
/**
 * The letter written on one of the regulation's forms: its form (the newest version's, or the default of the letter's kind when nothing is written yet), its newest version and whether this reader may write a new one (its writer or whoever holds an open step of it, until the letter has its number).
 */
export interface DocumentLetterContent {
  FORM: LetterFormCode;
  /**
   * The newest version; null when nothing is written yet (and a letter from outside never is).
   */
  VERSION: number | null;
  CAN_WRITE: boolean;
  /**
   * How many electronic signatures the letter carries; from the first on, its PDF is the signed file.
   */
  SIGNATURES: number;
}
/**
 * One routing step of the letter, oldest first.
 */
export interface DocumentStep {
  /**
   * Routing-step id.
   */
  F_TRANS_ID: number;
  /**
   * The step whose action created this one; null for the letter's first step.
   */
  F_PARENT_TRANS_ID: number | null;
  /**
   * What the step asks of its holder: create, send, present, assign, command, return, review, sign, issue or follow.
   */
  KIND: string;
  /**
   * KIND in Thai.
   */
  KIND_NAME: string;
  /**
   * Where the step stands: draft, unreceived, in_hand, presented, assigned, commanded, in_review, to_sign, to_number, forwarded, done, returned, closed or following.
   */
  STATE: string;
  /**
   * STATE in Thai.
   */
  STATE_NAME: string;
  /**
   * Sender (the principal when someone sent on their behalf).
   */
  FROM_PERSON_ID: number | null;
  /**
   * Sender's first and last name.
   */
  FROM_PERSON_NAME: string | null;
  /**
   * Sender's department.
   */
  FROM_DEPT_ID: number | null;
  FROM_DEPT_NAME: string | null;
  /**
   * Holder; null when the step is held by the registry clerks of TO_DEPT_ID.
   */
  TO_PERSON_ID: number | null;
  /**
   * Holder's first and last name.
   */
  TO_PERSON_NAME: string | null;
  /**
   * Holder's department.
   */
  TO_DEPT_ID: number;
  TO_DEPT_NAME: string;
  /**
   * Sender's note to the holder.
   */
  NOTE: string | null;
  /**
   * Command text (เกษียน) of a command step.
   */
  F_COM_DESC: string | null;
  /**
   * Due time (ISO 8601: the end of the chosen Thai day).
   */
  DUE_DATE: string | null;
  /**
   * Kind of assignment (ประเภทงานที่มอบหมาย) an assign step was given; null for none.
   */
  F_JOB_TYPE_ID: number | null;
  /**
   * Its Thai name.
   */
  F_JOB_TYPE_NAME: string | null;
  /**
   * How the holder signed the letter on this step (ประเภทการลงนาม); null when not signed here or no kind chosen.
   */
  F_SIGN_TYPE_ID: number | null;
  /**
   * Its Thai name.
   */
  F_SIGN_TYPE_NAME: string | null;
  /**
   * The lines printed under the signature for that kind (its active lines, in order); empty when none.
   */
  SIGN_LINES: string[];
  /**
   * 2 when the step was sent by someone acting on behalf of the sender, 1 otherwise.
   */
  F_IS_BEHALF: number;
  /**
   * When the holder first read it (ISO 8601).
   */
  READ_AT: string | null;
  /**
   * Receive-register number taken when the step was received.
   */
  RECEIVE_NO: number | null;
  /**
   * ISO 8601.
   */
  RECEIVED_AT: string | null;
  /**
   * 1 when the receive was cancelled, 0 otherwise.
   */
  F_CANCEL_RECEIVED: number;
  /**
   * The action code the holder did on the step; null while nothing was done.
   */
  ACTION: string | null;
  /**
   * The holder's text with the action (reason, result or command).
   */
  ACTION_NOTE: string | null;
  /**
   * Who did it (first and last name).
   */
  ACTED_BY_NAME: string | null;
  /**
   * The person it was done on behalf of, when done by a delegate.
   */
  ACTED_ON_BEHALF_OF: number | null;
  /**
   * ISO 8601.
   */
  ACTED_AT: string | null;
  /**
   * ISO 8601.
   */
  CREATED_AT: string;
}
/**
 * A number the letter took in a department's register.
 */
export interface DocumentRegisterEntry {
  /**
   * Receive register (ทะเบียนรับ) or send register (ทะเบียนส่ง).
   */
  REGISTER: 'receive' | 'send';
  /**
   * Buddhist-era year the number runs in.
   */
  YEAR: number;
  /**
   * Number in the register.
   */
  NUMBER: number;
  /**
   * Department whose register it is.
   */
  DEPT_ID: number;
  DEPT_NAME: string;
  /**
   * The step that took the number; null when that step is gone.
   */
  F_TRANS_ID: number | null;
  /**
   * ISO 8601.
   */
  REGISTERED_AT: string;
  /**
   * The number was cancelled (it stays in the register, never reused).
   */
  CANCELLED: boolean;
  CANCEL_REASON: string | null;
}
/**
 * What the reader may do on one step; steps where they may do nothing are left out.
 */
export interface DocumentStepActions {
  /**
   * The step.
   */
  F_TRANS_ID: number;
  /**
   * Action codes this reader may do on the step (the list of engine/documents/actions.ts), never empty.
   */
  ACTIONS: DocumentActionCode[];
}
