/* Generated from schemas/api/todo-page.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { TodoRow } from './todo-row';

/**
 * Reply of sarabun/get-todo-list: one page of one work queue, with the queue's row count so the client can page.
 */
export interface TodoPageReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * The rows of the page, in the order asked (newest sent first by default).
   */
  items: TodoRow[];
  /**
   * Rows of the whole queue with the same search and filters (equals the tile's COUNT without them).
   */
  total: number;
  /**
   * The page answered, from 1.
   */
  page: number;
  /**
   * Rows per page actually used (the size asked, held between 1 and 100).
   */
  pageSize: number;
}
