/* Generated from schemas/api/signing-code-confirm.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * The one-time code the person received.
 */
export interface SigningCodeConfirmRequest {
  /**
   * The 6-digit code (checked by the handler, so a wrong form gets a Thai message).
   */
  CODE: string;
}
