/* Generated from schemas/api/destruction-submit.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of destruction-submit: the registry hands its draft list to the committee for review.
 */
export interface DestructionSubmitRequest {
  /**
   * The list.
   */
  LIST_ID: number;
}
