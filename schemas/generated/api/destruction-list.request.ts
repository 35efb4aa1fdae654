/* Generated from schemas/api/destruction-list.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of destruction-list: one destruction list with its items, the committee and each member's decisions.
 */
export interface DestructionListRequest {
  /**
   * The list.
   */
  LIST_ID: number;
}
