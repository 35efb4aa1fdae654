/* Generated from schemas/api/destruction-lists.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of destruction-lists: the destruction lists (บัญชีหนังสือขอทำลาย) the person keeps as a registry clerk or reviews as a committee member, newest first.
 */
export interface DestructionListsRequest {
  /**
   * Only the lists of this department; every list the person may see when absent.
   */
  F_DEPT_ID?: number;
}
