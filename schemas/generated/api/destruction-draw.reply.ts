/* Generated from schemas/api/destruction-draw.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of destruction-draw: the new list.
 */
export interface DestructionDrawReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  LIST_ID: number;
  LIST_NAME: string;
  ITEM_COUNT: number;
}
