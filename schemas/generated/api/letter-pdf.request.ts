/* Generated from schemas/api/letter-pdf.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of letter-pdf: a letter written on one of the regulation's forms as its PDF, the newest version unless one is named; a letter without its number yet carries a draft watermark.
 */
export interface LetterPdfRequest {
  /**
   * The letter.
   */
  F_DOC_ID: number;
  /**
   * An earlier version; the newest when absent.
   */
  VERSION?: number;
}
