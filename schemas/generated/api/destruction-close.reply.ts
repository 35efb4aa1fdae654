/* Generated from schemas/api/destruction-close.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of destruction-close: how many letters were destroyed and kept.
 */
export interface DestructionCloseReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  DESTROYED: number;
  KEPT: number;
}
