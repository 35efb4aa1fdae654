/* Generated from schemas/api/create-document.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of create-document: a new letter, held by its creator as a draft (F_TRANS_ID of the reply).
 */
export interface CreateDocumentRequest {
  /**
   * Document type code: 1 outside, 2 inside, 3 cycle, 4 command, 5 regularity, 6 rules, 7 announce, 8 declaration, 9 news, 10 guaranty, 11 report, 14 note, 15 other, 16 stamp, and any an administrator added (get-lookups docTypes); a type switched off is refused.
   */
  F_DOC_TYPE_ID: number;
  /**
   * Book group; defaults from the document type.
   */
  F_BOOK_GROUP?: 'cycle' | 'command' | 'regularity' | 'rule' | 'news' | 'announce' | 'declaration' | 'meeting' | '';
  /**
   * The letter's number when it already has one (incoming letters).
   */
  F_DOC_NO?: string;
  /**
   * Date of the letter, YYYY-MM-DD (Christian era).
   */
  F_DOC_DATE?: string;
  /**
   * Subject (เรื่อง).
   */
  F_DOC_TITLE: string;
  /**
   * Dear (เรียน).
   */
  F_DEAR?: string;
  /**
   * To (ถึง).
   */
  F_TO?: string;
  /**
   * From (จาก).
   */
  F_FROM?: string;
  /**
   * Speed: 1 ปกติ, 2 ด่วน, 3 ด่วนมาก, 4 ด่วนที่สุด.
   */
  F_DOC_SPEED_ID?: number;
  /**
   * Secrecy: 1 ปกติ, 2 ลับ, 3 ลับมาก, 4 ลับที่สุด.
   */
  F_DOC_SECRET_ID?: number;
  /**
   * Sender type: 1 internal unit, 2 other agency, 3 private/individual, 4 e-CMS.
   */
  F_SENDER_TYPE_ID?: number;
  /**
   * Owner department (default: the creator's department).
   */
  F_DEPT_ID?: number;
  /**
   * Meeting number (meeting reports).
   */
  F_NO_MEET?: string;
  /**
   * Text of a command letter.
   */
  F_DOC_COMMAND?: string;
  /**
   * Document category (get-lookups categories); a category switched off is refused.
   */
  F_CATEGORY_ID?: number;
  /**
   * Command type of a command letter (get-lookups commandTypes); one switched off is refused.
   */
  F_COMMAND_TYPE_ID?: number;
  /**
   * A book letter (circular, command, announcement...): 1 (default) publishes it to the whole organisation once numbered; 0 only to the departments it is sent to.
   */
  F_PUBLISH_ALL?: 0 | 1;
}
