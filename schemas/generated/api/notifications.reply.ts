/* Generated from schemas/api/notifications.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of get-notifications: the header bell's summary. The field is named `items` by the portal's contract although it carries one summary, not a list.
 */
export interface NotificationsReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: NotificationSummary;
}
export interface NotificationSummary {
  /**
   * Unread notifications of the modules asked (all of them, not only those in alerts).
   */
  totalAlert: number;
  /**
   * The newest notifications (at most 20), read or not, newest first.
   */
  alerts: NotificationAlert[];
  /**
   * The viewer's own latest actions on letters (at most 20), newest first.
   */
  logs: NotificationLog[];
}
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
export interface NotificationLog {
  /**
   * Icon name of the action.
   */
  icon: string;
  /**
   * What was done (Thai).
   */
  header: string;
  /**
   * When (ISO 8601).
   */
  dateAlert: string;
}
