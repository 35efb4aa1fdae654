/* Generated from schemas/api/notification-read.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of notification-update-read.
 */
export interface NotificationReadRequest {
  /**
   * Notification id.
   */
  NN_RECEIVE_ID: number;
}
