/* Generated from schemas/api/document-id.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Body of calls that name one letter: /api/update-read-portal, /api/sarabun/get-document.
 */
export interface DocumentIdRequest {
  /**
   * Document id.
   */
  F_DOC_ID: number;
}
