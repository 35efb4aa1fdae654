/* Generated from schemas/api/manual-file-upload.query.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Query string of manual-file-upload; the request body is the file itself (a PDF, or an MP4 or WebM video, by the record's kind), Content-Type its type.
 */
export interface ManualFileUploadQuery {
  /**
   * The manual or related document (its settings record id).
   */
  id: number;
  /**
   * File name with extension (pdf, mp4 or webm).
   */
  FILE_NAME: string;
}
