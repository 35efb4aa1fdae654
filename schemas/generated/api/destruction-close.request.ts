/* Generated from schemas/api/destruction-close.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of destruction-close: the chair closes the review; the letters every member approved are destroyed.
 */
export interface DestructionCloseRequest {
  /**
   * The list.
   */
  LIST_ID: number;
}
