/* Generated from schemas/api/signing-grant.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * A confirmed code: the grant one signature spends.
 */
export interface SigningGrantReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: {
    /**
     * Single-use signing grant, bound to the person; the signing call sends it.
     */
    GRANT: string;
    /**
     * When the grant expires.
     */
    EXPIRES_AT: string;
  };
}
