/* Generated from schemas/api/search-documents.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of search-documents: one page of the letters the viewer may read (the document store), newest first, narrowed by any of the filters below. Text filters match a substring, case-insensitive (Thai needs no spaces).
 */
export interface SearchDocumentsRequest {
  /**
   * Free text found in the subject, the letter's number, dear or to, or a register number (12 or 12/2569).
   */
  search?: string;
  /**
   * The letter's own number (ที่), or a register number: 12, or 12/2569 with its Buddhist-era year.
   */
  F_DOC_NO?: string;
  /**
   * Text in the subject (เรื่อง).
   */
  F_DOC_TITLE?: string;
  /**
   * Text in dear (เรียน) or to (ถึง).
   */
  F_DEAR?: string;
  /**
   * Text in from (จาก).
   */
  F_FROM?: string;
  /**
   * Letters dated on or after this day, YYYY-MM-DD (Christian era); a letter without a date counts the day it was entered.
   */
  F_DOC_DATE_FROM?: string;
  /**
   * Letters dated on or before this day, YYYY-MM-DD (Christian era); not before F_DOC_DATE_FROM.
   */
  F_DOC_DATE_TO?: string;
  /**
   * Only letters of this document type.
   */
  F_DOC_TYPE_ID?: number;
  /**
   * Only letters of this speed: 1 ปกติ, 2 ด่วน, 3 ด่วนมาก, 4 ด่วนที่สุด.
   */
  F_DOC_SPEED_ID?: number;
  /**
   * Only letters of this secrecy class: 1 ปกติ, 2 ลับ, 3 ลับมาก, 4 ลับที่สุด.
   */
  F_DOC_SECRET_ID?: number;
  /**
   * Only letters owned by this department.
   */
  F_DEPT_ID?: number;
  /**
   * Only the published letters of this book group (circulars, commands, announcements...): numbered by their owner's send register and seen by the reader.
   */
  F_BOOK_GROUP?: string;
  /**
   * Page, from 1 (default 1).
   */
  page?: number;
  /**
   * Letters per page (default 20).
   */
  pageSize?: number;
}
