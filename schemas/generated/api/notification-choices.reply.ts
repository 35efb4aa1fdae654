/* Generated from schemas/api/notification-choices.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of notification-choices and notification-choice-save: every notification event, the channels the administrator offers for it, and which of them the signed-in person keeps.
 */
export interface NotificationChoicesReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message?: string;
  /**
   * The organisation has LINE set up (without it the LINE channel is never offered).
   */
  LINE_ENABLED: boolean;
  /**
   * @maxItems 200
   */
  items: NotificationChoice[];
}
export interface NotificationChoice {
  /**
   * The event (sarabun.send.person...).
   */
  EVENT_KEY: string;
  /**
   * The event's name as the administrator's page shows it.
   */
  NAME: string;
  /**
   * The channels the administrator turned on for the event (its module on too); the person can keep only these.
   */
  OFFERED: {
    PORTAL: boolean;
    EMAIL: boolean;
    LINE: boolean;
  };
  /**
   * The person keeps the in-portal alert (true unless they turned it off).
   */
  PORTAL: boolean;
  /**
   * The person keeps e-mail.
   */
  EMAIL: boolean;
  /**
   * The person keeps LINE.
   */
  LINE: boolean;
}
