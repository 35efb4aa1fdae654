/* Generated from schemas/api/get-todo-lists.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of get-todo-lists (the tiles of the tenant's queue set) and workspace-queues (all twelve queues).
 */
export interface GetTodoListsRequest {
  /**
   * Optional text: counts only letters matching it.
   */
  search?: string;
  /**
   * Language of TITLE (default th).
   */
  lang?: 'th' | 'en';
}
