/* Generated from schemas/api/notification-read.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of notification-update-read: one of the viewer's notifications is read, with the letter it points to.
 */
export interface NotificationReadReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * True when this call changed the notification from unread to read (the client lowers its unread count only then).
   */
  is_save: boolean;
  item: {
    /**
     * The letter to open; null when the notification is about none.
     */
    F_DOC_ID: number | null;
    /**
     * The routing step to open, when the notification names one.
     */
    F_TRANS_ID: number | null;
  };
}
