/* Generated from schemas/api/get-todo-list.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Body of POST /api/sarabun/get-todo-list: one work queue, paged on the server (spec sections 3, 4 and 7).
 */
export interface GetTodoListRequest {
  /**
   * Queue code: review, sign, jobReceived, jobReceived2, unreceived, waitAssign, jobAssign, jobAssign2, unsigned, jobCommand, jobFollow or jobCompleted.
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
