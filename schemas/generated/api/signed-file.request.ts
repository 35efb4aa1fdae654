/* Generated from schemas/api/signed-file.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of signed-file: the signed PDF of a letter as it was right after one of its signatures.
 */
export interface SignedFileRequest {
  /**
   * The signature (signed-history's SIGNATURE_ID).
   */
  SIGNATURE_ID: number;
}
