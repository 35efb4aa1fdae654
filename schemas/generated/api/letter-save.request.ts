/* Generated from schemas/api/letter-save.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { LetterContent } from './letter-content';


/**
 * Fields of letter-save (JSON body): a new version of a letter's content on its form. Whoever writes the letter or holds an open step of it (the reviewer) may save; earlier versions stay.
 */
export interface LetterSaveRequest {
  /**
   * The letter.
   */
  F_DOC_ID: number;
  CONTENT: LetterContent;
  /**
   * What this version changed (shown in the versions list).
   */
  NOTE?: string;
}
