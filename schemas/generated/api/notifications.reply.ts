/* Generated from schemas/api/notifications.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { NotificationAlert } from './notification-alert';

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
