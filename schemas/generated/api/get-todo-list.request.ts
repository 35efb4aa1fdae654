/* Generated from schemas/api/get-todo-list.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of get-todo-list: one work queue, paged on the server.
 */
export interface GetTodoListRequest {
  /**
   * Queue code: one of the queueCode values of schemas/tenant.schema.json (the queues of engine/queues/registry.ts); any other answers 400.
   */
  typeCode: string;
  /**
   * Page number, from 1.
   */
  page?: number;
  /**
   * Rows per page (default 10, at most 100).
   */
  pageSize?: number;
  /**
   * Alias of pageSize.
   */
  perpage?: number;
  /**
   * Alias of pageSize (data-table query).
   */
  limit?: number;
  /**
   * Row offset (data-table query); used when page is absent.
   */
  offset?: number;
  /**
   * Field to sort by (a todo-row field such as F_DOC_SEND, F_DOC_TITLE, F_DOC_NO), or asc/desc.
   */
  sort?: string;
  /**
   * Sort direction (default desc).
   */
  order?: 'asc' | 'desc' | 'ASC' | 'DESC';
  /**
   * Text to find in subject, number, dear or to (substring; Thai needs no spaces).
   */
  search?: string;
  /**
   * Alias of search.
   */
  generalSearch?: string;
  /**
   * Only steps addressed to this department (F_RECEIVER_DEPT_ID).
   */
  organization_id?: number;
}
