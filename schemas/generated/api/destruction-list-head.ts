/* Generated from schemas/api/destruction-list-head.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * A destruction list as a line of the lists: its number, department, state and counts.
 */
export interface DestructionListHead {
  LIST_ID: number;
  /**
   * The department whose list it is (it covers the departments below it too).
   */
  F_DEPT_ID: number;
  DEPT_NAME: string;
  /**
   * Buddhist-era year the list was drawn in.
   */
  YEAR: number;
  /**
   * The list's number within its department and year.
   */
  LIST_NO: number;
  /**
   * The number as shown: 1/2570.
   */
  LIST_NAME: string;
  /**
   * draft: the registry prepares it; review: the committee reviews it; closed: the chair closed the review and the approved letters were destroyed.
   */
  STATE: 'draft' | 'review' | 'closed';
  ITEM_COUNT: number;
  /**
   * Letters destroyed when the review closed (0 before).
   */
  DESTROYED_COUNT: number;
  /**
   * ISO 8601.
   */
  DRAWN_AT: string;
  /**
   * ISO 8601; null while open.
   */
  CLOSED_AT: string | null;
  /**
   * What the person is for this list: its registry clerk, the committee's chair or a member; null for an administrator who only reads.
   */
  MY_ROLE: 'registry' | 'chair' | 'member' | null;
}
