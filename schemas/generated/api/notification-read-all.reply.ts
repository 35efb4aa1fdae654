/* Generated from schemas/api/notification-read-all.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of notification-update-read-all: every unread notification of the modules asked is read.
 */
export interface NotificationReadAllReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: {
    /**
     * Notifications that were unread until now.
     */
    updated: number;
  };
}
