/* Generated from schemas/api/signing-code.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * A one-time signing code was sent.
 */
export interface SigningCodeReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: {
    /**
     * When the code expires.
     */
    EXPIRES_AT: string;
    /**
     * From when a new code may be asked for.
     */
    RESEND_AT: string;
    /**
     * The server's clock when it answered: the client counts down to EXPIRES_AT and RESEND_AT from it, so a computer whose own clock is wrong still shows the right time left.
     */
    SERVER_TIME: string;
    /**
     * Wrong tries allowed before the code locks.
     */
    ATTEMPTS_LEFT: number;
    /**
     * The e-mail address the code went to, mostly hidden; LINE when it went to LINE only.
     */
    SENT_TO: string;
    /**
     * The channels the code was sent through.
     */
    CHANNELS: ('email' | 'line')[];
  };
}
