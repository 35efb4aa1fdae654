/* Generated from schemas/api/forgot-password.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Body of POST /api/users/forgot-password: sends a reset link to the address when it belongs to an account (the answer is the same either way). Documentation only, checked by the handler.
 */
export interface ForgotPasswordRequest {
  /**
   * E-mail address of the account.
   */
  F_EMAIL: string;
  [k: string]: unknown;
}
