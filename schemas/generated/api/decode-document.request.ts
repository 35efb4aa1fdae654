/* Generated from schemas/api/decode-document.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of get-decode-document-api.
 */
export interface DecodeDocumentRequest {
  /**
   * Opaque document token from a link.
   */
  F_DOC_ID_ENCODE: string;
}
