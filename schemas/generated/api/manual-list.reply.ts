/* Generated from schemas/api/manual-list.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of manual-list: the section's published items (active, with a link or a file of their kind), in the administrator's order.
 */
export interface ManualListReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: ManualItem[];
}
export interface ManualItem {
  id: number;
  title: string;
  description: string | null;
  /**
   * What the item is: a PDF document or a video.
   */
  media: 'pdf' | 'video';
  /**
   * An http(s) address the reader opens in a new tab; when present the item is a link (any uploaded file is not offered).
   */
  url: string | null;
  /**
   * The uploaded file (null for a link): fetched with the session from manual-file by id.
   */
  file: null | ManualFile;
}
export interface ManualFile {
  name: string;
  type: 'application/pdf' | 'video/mp4' | 'video/webm';
  size: number;
}
