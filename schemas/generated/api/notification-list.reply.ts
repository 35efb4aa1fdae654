/* Generated from schemas/api/notification-list.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { NotificationAlert } from './notification-alert';

/**
 * Reply of notification-list: one page of notifications, how many match, and how many are unread in all.
 */
export interface NotificationListReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * The notifications of the page, newest first (the same items as get-notifications' alerts).
   */
  items: NotificationAlert[];
  /**
   * Notifications matching the filter in all.
   */
  total: number;
  /**
   * Unread notifications of the modules asked.
   */
  totalAlert: number;
  page: number;
  pageSize: number;
}
