/* Generated from schemas/api/document-action.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { DocumentActionCode } from './document-action-code';


/**
 * Fields of document-action: one action on one routing step (see docs/domain.md for the state machine).
 */
export interface DocumentActionRequest {
  /**
   * signElectronic: the grant a confirmed one-time code gave (signing-code-confirm); single use.
   */
  SIGN_GRANT?: string;
  /**
   * signElectronic: the letter's PDF attachments to sign along with it (each gets its own signature; the whole action fails if one cannot be signed).
   *
   * @maxItems 50
   */
  SIGN_ATTACHMENT_IDS?: number[];
  /**
   * The routing step acted on.
   */
  F_TRANS_ID: number;
  ACTION: DocumentActionCode;
  /**
   * Note to the recipient; the reason for sendBack (required there).
   */
  NOTE?: string;
  /**
   * consider: the result (ทราบ, อนุมัติ...).
   */
  RESULT?: string;
  /**
   * command: the command text (เกษียน).
   */
  F_COM_DESC?: string;
  /**
   * present: for consideration (default), review or signature.
   */
  PURPOSE?: 'consider' | 'review' | 'sign';
  /**
   * Recipients (people).
   *
   * @maxItems 500
   */
  TO_PERSON_IDS?: number[];
  /**
   * Recipients (departments), for send.
   *
   * @maxItems 500
   */
  TO_DEPT_IDS?: number[];
  /**
   * Due date YYYY-MM-DD (optional).
   */
  DUE_DATE?: string;
  /**
   * assign: the kind of assignment (an active job type of get-lookups' jobTypes); optional, refused on other actions.
   */
  F_JOB_TYPE_ID?: number;
  /**
   * sign: how the letter is signed (an active sign type of get-lookups' signTypes); optional, refused on other actions.
   */
  F_SIGN_TYPE_ID?: number;
}
