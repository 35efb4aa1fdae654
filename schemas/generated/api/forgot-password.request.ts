/* Generated from schemas/api/forgot-password.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of forgot-password: sends a reset link to the address when it belongs to an account (the answer is the same either way). The server checks the fields' types and lengths and refuses unknown fields; the handler checks that required fields are present, with its own Thai message.
 */
export interface ForgotPasswordRequest {
  /**
   * E-mail address of the account.
   */
  F_EMAIL: string;
}
