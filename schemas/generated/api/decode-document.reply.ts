/* Generated from schemas/api/decode-document.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of get-decode-document-api: the letter behind a link's opaque token (given only to someone who may read the letter).
 */
export interface DecodeDocumentReply {
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
  };
}
