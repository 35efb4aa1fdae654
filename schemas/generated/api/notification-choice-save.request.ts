/* Generated from schemas/api/notification-choice-save.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of notification-choice-save: the signed-in person keeps or drops one channel of one event.
 */
export interface NotificationChoiceSaveRequest {
  /**
   * The event.
   */
  EVENT_KEY: string;
  /**
   * The channel.
   */
  CHANNEL: 'portal' | 'email' | 'line';
  /**
   * Keep it (true) or turn it off (false).
   */
  ON: boolean;
}
