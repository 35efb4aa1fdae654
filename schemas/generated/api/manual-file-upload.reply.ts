/* Generated from schemas/api/manual-file-upload.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of manual-file-upload: the file now kept for the record.
 */
export interface ManualFileUploadReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: ManualUploaded;
}
export interface ManualUploaded {
  id: number;
  file_name: string;
  file_type: 'application/pdf' | 'video/mp4' | 'video/webm';
  file_size: number;
}
