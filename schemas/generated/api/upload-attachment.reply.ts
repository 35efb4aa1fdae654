/* Generated from schemas/api/upload-attachment.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { DocumentAttachment } from './document-attachment';

/**
 * Reply of upload-attachment: the stored file, as get-document lists it.
 */
export interface UploadAttachmentReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: DocumentAttachment;
}
