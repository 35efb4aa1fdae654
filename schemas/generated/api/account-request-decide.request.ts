/* Generated from schemas/api/account-request-decide.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of account-request-decide: an administrator approves a request for an account (the person is created and mailed a link to set a password) or refuses it giving a reason (mailed to the visitor). The handler checks what each decision needs, with its own Thai message naming the field.
 */
export interface AccountRequestDecideRequest {
  /**
   * The request.
   */
  REQUEST_ID: number;
  /**
   * approve: USERNAME required; refuse: REASON required.
   */
  DECISION: 'approve' | 'refuse';
  /**
   * The new account's username (3-64 letters, digits, dot, dash or underscore; unique ignoring case).
   */
  USERNAME?: string;
  /**
   * The new person's department, when not the one the visitor chose.
   */
  F_DEPT_ID?: number;
  /**
   * Why it is refused (sent to the visitor).
   */
  REASON?: string;
}
