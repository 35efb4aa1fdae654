/* Generated from schemas/api/document-id.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of the calls that name one letter (update-read-portal, get-document).
 */
export interface DocumentIdRequest {
  /**
   * Document id.
   */
  F_DOC_ID: number;
}
