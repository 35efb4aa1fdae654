/* Generated from schemas/api/todo-tiles.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of get-todo-lists (one tile per queue of the tenant's queue set, in the manifest's order) and of workspace-queues (every queue, in the registry's order): each with the count of rows its queue opens.
 */
export interface TodoTilesReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: TodoQueueEntry[];
}
/**
 * One queue tile of the dashboard.
 */
export interface TodoQueueEntry {
  /**
   * Queue code: one of the queueCode values of schemas/tenant.schema.json.
   */
  CODE: string;
  /**
   * The queue's name in the language asked (the manifest's queueTitles when it renames the queue).
   */
  TITLE: string;
  /**
   * Rows of the queue (only letters matching the search when one was given).
   */
  COUNT: number;
  /**
   * Colour of the tile (#rrggbb).
   */
  COLOR: string;
  /**
   * Icon name of the tile.
   */
  ICON: string;
  /**
   * Which column set the queue's table shows.
   */
  TABLE_HEADER: string;
  /**
   * Which document modal a row of this queue opens (viewDocument, presentDocument...).
   */
  DOCUMENT: string;
}
