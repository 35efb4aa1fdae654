/* Generated from schemas/api/destruction-draw.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of destruction-draw: the department's registry draws this year's list of filed letters whose retention has run out (they may be destroyed this year or before), of the department and every department below it.
 */
export interface DestructionDrawRequest {
  /**
   * The department whose registry draws the list.
   */
  F_DEPT_ID: number;
}
