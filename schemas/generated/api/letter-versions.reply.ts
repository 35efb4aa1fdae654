/* Generated from schemas/api/letter-versions.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { LetterContent } from './letter-content';


/**
 * Reply of letter-versions: the versions, newest first, each with its content, who saved it and when.
 */
export interface LetterVersionsReply {
  status: 'success';
  message: string;
  items: LetterVersion[];
}
export interface LetterVersion {
  VERSION: number;
  CONTENT: LetterContent;
  NOTE: string | null;
  /**
   * ISO 8601.
   */
  CREATED_AT: string;
  /**
   * Who saved it.
   */
  CREATED_BY: string | null;
}
