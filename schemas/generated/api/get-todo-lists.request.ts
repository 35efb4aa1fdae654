/* Generated from schemas/api/get-todo-lists.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Body of /api/get-todo-lists: the queue tiles of the tenant's queue set.
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
