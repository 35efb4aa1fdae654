/* Generated from schemas/api/upload-attachment.query.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Query string of upload-attachment; the request body is the file itself, Content-Type its type.
 */
export interface UploadAttachmentQuery {
  /**
   * Document the file belongs to.
   */
  F_DOC_ID: number;
  /**
   * File name with extension (pdf, doc, docx, xls, xlsx, ppt, pptx, odt, ods, odp, jpg, jpeg, png, txt).
   */
  FILE_NAME: string;
}
