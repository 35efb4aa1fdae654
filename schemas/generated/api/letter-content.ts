/* Generated from schemas/api/letter-content.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { LetterFormCode } from './letter-form';


/**
 * A letter's content on one of the regulation's forms: the form's own fields and the body. Which fields a form prints and which it needs is the form registry's (engine/documents/letter-forms.ts). The subject, number and date are the letter's own (its record and its register), not repeated here.
 */
export interface LetterContent {
  FORM: LetterFormCode;
  /**
   * Whom the letter addresses: after เรียน (external, memo) or ถึง (stamped).
   */
  SALUTATION?: string;
  /**
   * อ้างถึง (external letters).
   */
  REFERENCE?: string;
  /**
   * สิ่งที่ส่งมาด้วย, numbered in order (external letters).
   *
   * @maxItems 20
   */
  ENCLOSURES?: string[];
  /**
   * Paragraphs, numbered items and tables, in order.
   *
   * @minItems 1
   * @maxItems 300
   */
  BODY: LetterBodyBlock[];
  /**
   * The closing of an external letter (default ขอแสดงความนับถือ).
   */
  CLOSING?: string;
  /**
   * The signer's name, printed in brackets under the signature.
   */
  SIGNER_NAME?: string;
  /**
   * The signer's position.
   */
  SIGNER_POSITION?: string;
  /**
   * External, certificate: the issuing office's address (lines separated by a line break); memo: the ส่วนราชการ line; stamped: the issuing office, printed above its stamp; command, regulation, rule, announcement, statement, news: the issuing body named in the title (คำสั่งกรม...).
   */
  OFFICE?: string;
  /**
   * External, stamped: the office that owns the matter, its telephone and e-mail (lines separated by a line break).
   */
  OWNER_CONTACT?: string;
  /**
   * สำเนาส่ง (external letters).
   */
  COPIES?: string;
  /**
   * Minutes: the meeting's name, after รายงานการประชุม.
   */
  MEETING?: string;
  /**
   * Minutes: ครั้งที่, as number/year (3/2569).
   */
  MEETING_NO?: string;
  /**
   * Minutes: the day the meeting sat (YYYY-MM-DD).
   */
  MEETING_DATE?: string;
  /**
   * Minutes: ณ, where the meeting sat.
   */
  PLACE?: string;
  /**
   * Minutes: ผู้มาประชุม, each a name and the position held in the meeting.
   *
   * @maxItems 100
   */
  ATTENDEES?: string[];
  /**
   * Minutes: ผู้ไม่มาประชุม, each a name and the reason.
   *
   * @maxItems 100
   */
  ABSENTEES?: string[];
  /**
   * Minutes: ผู้เข้าร่วมประชุม, who attended without a seat.
   *
   * @maxItems 100
   */
  GUESTS?: string[];
  /**
   * Minutes: เริ่มประชุมเวลา (HH:MM).
   */
  START_TIME?: string;
  /**
   * Minutes: เลิกประชุมเวลา (HH:MM).
   */
  END_TIME?: string;
  /**
   * Minutes: ผู้จดรายงานการประชุม, with the position.
   */
  RECORDER?: string;
}
export interface LetterBodyBlock {
  KIND: 'paragraph' | 'item' | 'table';
  /**
   * An item's number as printed (1., 1.1, (1)); required for an item.
   */
  LABEL?: string;
  /**
   * A paragraph's or an item's text; required for both.
   */
  TEXT?: string;
  /**
   * The whole paragraph or item in bold (a heading such as an agenda item).
   */
  BOLD?: boolean;
  /**
   * A table's cells, row by row, the first row its header; required for a table, whose rows all have as many cells as the first.
   *
   * @minItems 1
   * @maxItems 100
   */
  ROWS?: string[][];
}
