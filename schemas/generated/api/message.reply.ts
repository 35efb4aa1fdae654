/* Generated from schemas/api/message.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of a call that only reports that it was done.
 */
export interface MessageReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
}
