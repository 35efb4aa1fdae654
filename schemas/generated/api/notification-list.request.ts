/* Generated from schemas/api/notification-list.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of notification-list: one page of the person's notifications of the modules asked, newest first (the all-notifications page; the header bell keeps get-notifications).
 */
export interface NotificationListRequest {
  /**
   * Module code(s): SARABUN (SARABAN is the same); a list, a comma list or one code. Default SARABUN.
   */
  MODULE?: string | string[];
  /**
   * Which notifications: all (default), unread only, or read only.
   */
  read?: 'all' | 'unread' | 'read';
  /**
   * Page, from 1 (default 1).
   */
  page?: number;
  /**
   * Notifications per page (default 20).
   */
  pageSize?: number;
}
