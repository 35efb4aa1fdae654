/* Generated from schemas/api/signed-history.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of signed-history: a page of what the signed-in person signed electronically, newest first.
 */
export interface SignedHistoryRequest {
  /**
   * One-based page of 20 rows; the first when absent.
   */
  PAGE?: number;
}
