/* Generated from schemas/api/destruction-vote.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of destruction-vote: a committee member approves the destruction of an item, or keeps it giving a reason; without ITEM_ID the decision applies to every item the member has not decided yet. A member may change a decision until the review closes.
 */
export interface DestructionVoteRequest {
  /**
   * The list.
   */
  LIST_ID: number;
  /**
   * The item; every undecided item when absent.
   */
  ITEM_ID?: number;
  /**
   * destroy: approve its destruction; keep: keep the letter (REASON required).
   */
  DECISION: 'destroy' | 'keep';
  /**
   * Why the letter is kept.
   */
  REASON?: string;
}
