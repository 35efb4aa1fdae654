/* Generated from schemas/api/search-documents.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of search-documents: one page of the letters found and how many were found in all.
 */
export interface SearchDocumentsReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: FoundDocument[];
  total: number;
  page: number;
  pageSize: number;
}
export interface FoundDocument {
  F_DOC_ID: number;
  /**
   * The routing step the letter opens at: the viewer's own latest step on it, else its first step.
   */
  F_TRANS_ID: number | null;
  /**
   * The letter's own number (ที่).
   */
  F_DOC_NO: string | null;
  /**
   * The letter's date, YYYY-MM-DD; the day it was entered when it has none.
   */
  F_DOC_DATE: string;
  /**
   * Subject (เรื่อง).
   */
  F_DOC_TITLE: string;
  F_DEAR: string | null;
  F_TO: string | null;
  F_FROM: string | null;
  F_DOC_TYPE_NAME: string;
  F_DOC_SPEED_NAME: string;
  /**
   * The speed's colour.
   */
  F_SPEED_COLOR: string | null;
  F_DOC_SECRET_NAME: string;
  /**
   * The secrecy class's colour.
   */
  F_COLOR: string | null;
  /**
   * The owner department.
   */
  F_DEPT_NAME: string;
  /**
   * The letter's numbers in the registers, oldest first.
   */
  REGISTER_NOS: FoundRegisterNumber[];
}
export interface FoundRegisterNumber {
  REGISTER: 'receive' | 'send';
  NUMBER: number;
  /**
   * Buddhist-era year of the register.
   */
  YEAR: number;
  CANCELLED: boolean;
}
