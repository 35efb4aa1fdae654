/* Generated from schemas/api/letter-versions.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of letter-versions: every saved version of a letter's content, newest first.
 */
export interface LetterVersionsRequest {
  /**
   * The letter.
   */
  F_DOC_ID: number;
}
