/* Generated from schemas/api/document-attachment.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * A file attached to a letter, as get-document lists it and upload-attachment answers it.
 */
export interface DocumentAttachment {
  /**
   * Attachment id.
   */
  ATTACH_ID: number;
  /**
   * The letter the file belongs to.
   */
  F_DOC_ID: number;
  /**
   * File name as uploaded (cleaned), with its extension.
   */
  FILE_NAME: string;
  /**
   * Media type the server settled on from the extension (download-attachment answers with it).
   */
  CONTENT_TYPE: string;
  /**
   * Size in bytes of what download-attachment answers (the newest signed file once it is signed).
   */
  SIZE: number;
  /**
   * SHA-256 of what download-attachment answers, lower-case hex (the file is stored under it).
   */
  SHA256: string;
  /**
   * How many electronic signatures the file carries (given with the letter's signElectronic); 0 for a file as uploaded.
   */
  SIGNATURES: number;
  /**
   * When it was attached (ISO 8601).
   */
  UPLOADED_AT: string;
  /**
   * Path of download-attachment for this file. It needs the bearer token: fetch it, do not link to it.
   */
  URL: string;
}
