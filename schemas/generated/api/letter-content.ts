/* Generated from schemas/api/letter-content.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * A letter's content on one of the regulation's forms: the form's own fields and the body. The subject, number and date are the letter's own (its record and its register), not repeated here.
 */
export interface LetterContent {
  /**
   * external: หนังสือภายนอก; memo: บันทึกข้อความ.
   */
  FORM: 'external' | 'memo';
  /**
   * Whom the letter addresses, after เรียน.
   */
  SALUTATION: string;
  /**
   * อ้างถึง (external letters).
   */
  REFERENCE?: string;
  /**
   * สิ่งที่ส่งมาด้วย, numbered in order (external letters).
   *
   * @maxItems 20
   */
  ENCLOSURES?:
    | []
    | [string]
    | [string, string]
    | [string, string, string]
    | [string, string, string, string]
    | [string, string, string, string, string]
    | [string, string, string, string, string, string]
    | [string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [string, string, string, string, string, string, string, string, string, string, string, string, string, string]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ]
    | [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string,
        string
      ];
  /**
   * Paragraphs and numbered items, in order.
   *
   * @minItems 1
   * @maxItems 300
   */
  BODY: [LetterBodyBlock, ...LetterBodyBlock[]];
  /**
   * The closing of an external letter (default ขอแสดงความนับถือ).
   */
  CLOSING?: string;
  /**
   * The signer's name, printed in brackets under the signature.
   */
  SIGNER_NAME: string;
  /**
   * The signer's position.
   */
  SIGNER_POSITION: string;
  /**
   * External: the issuing office's address (lines separated by a line break); memo: the ส่วนราชการ line.
   */
  OFFICE: string;
  /**
   * External: the office that owns the matter, its telephone and e-mail (lines separated by a line break).
   */
  OWNER_CONTACT?: string;
  /**
   * สำเนาส่ง (external letters).
   */
  COPIES?: string;
}
export interface LetterBodyBlock {
  KIND: 'paragraph' | 'item';
  /**
   * An item's number as printed (1., 1.1, (1)); required for an item.
   */
  LABEL?: string;
  TEXT: string;
}
