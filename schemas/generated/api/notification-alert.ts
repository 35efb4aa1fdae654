/* Generated from schemas/api/notification-alert.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * One notification of the person (the header bell's alerts and the all-notifications page).
 */
export interface NotificationAlert {
  /**
   * Notification id (what notification-update-read takes).
   */
  NN_RECEIVE_ID: number;
  /**
   * The text as server HTML: sanitise it before showing it.
   */
  NN_DATA: string;
  IS_READ: boolean;
  /**
   * Subject of the letter it is about, if any.
   */
  F_DOC_TITLE: string | null;
  /**
   * The letter it is about, if any.
   */
  F_DOC_ID: number | null;
  /**
   * The routing step it is about, if any.
   */
  F_TRANS_ID: number | null;
  /**
   * When it was written (ISO 8601).
   */
  dateAlert: string;
}
