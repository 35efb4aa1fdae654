/* Generated from schemas/api/line-link-code.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of line/link-code: the one-time code the person sends to the organisation's LINE Official Account to link their LINE account.
 */
export interface LineLinkCodeReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * The code: 8 capital letters and digits, single use; asking again ends the earlier one.
   */
  CODE: string;
  /**
   * Seconds the code stays valid (600).
   */
  EXPIRES_IN: number;
}
