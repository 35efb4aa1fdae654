/* Generated from schemas/api/create-document.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of create-document: the new letter and its first routing step, a draft held by its creator.
 */
export interface CreateDocumentReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: {
    /**
     * The new letter's id.
     */
    F_DOC_ID: number;
    /**
     * Its draft step: the step the creator acts on next (send, present...).
     */
    F_TRANS_ID: number;
  };
}
