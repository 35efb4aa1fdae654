/* Generated from schemas/api/request-pdpa.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of request-pdpa: consent to the privacy notice (both must be 1). The server checks the fields' types and lengths and refuses unknown fields; the handler checks that required fields are present, with its own Thai message.
 */
export interface RequestPdpaRequest {
  /**
   * 1: agrees to the personal data notice.
   */
  F_IS_AGREE_PDPA: '1' | 1;
  /**
   * 1: agrees to the terms of use.
   */
  F_IS_AGREE: '1' | 1;
}
