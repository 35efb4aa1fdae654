/* Generated from schemas/api/todo-row.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * One row of a work-queue table, as get-todo-list returns it.
 */
export interface TodoRow {
  /**
   * Document id.
   */
  F_DOC_ID: number;
  /**
   * Routing-step (transaction) id.
   */
  F_TRANS_ID: number;
  /**
   * Department that owns the routing step.
   */
  F_DEPT_ID: number;
  /**
   * Assigned job id, when the step is an assignment.
   */
  F_JOB_ID: number | null;
  /**
   * Receiving department id.
   */
  F_RECEIVER_DEPT_ID: number | null;
  /**
   * Document type name (Thai).
   */
  F_DOC_TYPE_NAME: string;
  /**
   * Speed class: ปกติ, ด่วน, ด่วนมาก or ด่วนที่สุด.
   */
  F_DOC_SPEED_NAME: string;
  /**
   * Colour of the speed badge (#rrggbb), as set on the speed's settings page; absent from older servers, whose clients colour by the speed's name.
   */
  F_SPEED_COLOR?: string | null;
  /**
   * Secrecy class: ปกติ, ลับ, ลับมาก or ลับที่สุด.
   */
  F_DOC_SECRET_NAME: string;
  /**
   * Colour of the secrecy badge (#rrggbb); grey when null.
   */
  F_COLOR: string | null;
  /**
   * Document number, e.g. นร 0105/123.
   */
  F_DOC_NO: string | null;
  /**
   * 1 when the number is the owner department's.
   */
  F_IS_USE_DOC_NO_OWNER_DEPT: number;
  /**
   * Subject (เรื่อง).
   */
  F_DOC_TITLE: string;
  /**
   * Organisation (sender) name shown in the organisation column.
   */
  F_NAME: string | null;
  /**
   * Receiver text (ถึง/เรียน).
   */
  F_RECEIVER_TEXT: string | null;
  /**
   * Command (เกษียน/สั่งการ) text.
   */
  F_COM_DESC: string | null;
  /**
   * Sender type id.
   */
  F_SENDER_TYPE_TO_ID: number | null;
  /**
   * Sender type name.
   */
  F_SENDER_TYPE_TO_NAME: string | null;
  /**
   * The letter was sent to a person rather than a department.
   */
  statusSendToPerson: boolean;
  /**
   * A command has been written on the letter.
   */
  statusJobCommand: boolean;
  /**
   * Date and time the letter was sent (ISO 8601).
   */
  F_DOC_SEND: string | null;
  /**
   * 1 when the letter has attachments.
   */
  F_IS_FILE: number;
  /**
   * 1 when the receipt was cancelled.
   */
  F_CANCEL_RECEIVED: number;
  /**
   * 2 when the step was done on behalf of someone (acting).
   */
  F_IS_BEHALF: number;
}
