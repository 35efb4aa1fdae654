/* Generated from schemas/api/signature-accept.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Accept the use of one's electronic signature, naming the wording read.
 */
export interface SignatureAcceptRequest {
  /**
   * TEXT_VERSION of signature-status: the wording the person read.
   */
  TEXT_VERSION: string;
}
