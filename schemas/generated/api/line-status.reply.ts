/* Generated from schemas/api/line-status.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of line/status and line/unlink: whether the person's LINE account is linked.
 */
export interface LineStatusReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message?: string;
  /**
   * A LINE account is linked to this person.
   */
  LINKED: boolean;
  /**
   * The linked account's LINE name; null when none is linked.
   */
  DISPLAY_NAME: string | null;
  /**
   * The organisation has LINE set up (its manifest's lineService and the channel's settings); without it nothing can be linked.
   */
  ENABLED: boolean;
  /**
   * LINE's link that adds the Official Account as a friend (also shown as a QR code); null when the account's ID is not configured.
   */
  ADD_FRIEND_URL: string | null;
}
