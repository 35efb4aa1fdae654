/* Generated from schemas/api/read-portal.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of update-read-portal: the letter's routing steps held by the viewer are marked read.
 */
export interface ReadPortalReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: {
    /**
     * Document id.
     */
    F_DOC_ID: number;
    /**
     * Steps marked read now (0 when they had been read before).
     */
    READ_STEPS: number;
  };
}
