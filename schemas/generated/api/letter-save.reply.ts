/* Generated from schemas/api/letter-save.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of letter-save: the version written.
 */
export interface LetterSaveReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * The new version's number, from 1.
   */
  VERSION: number;
}
