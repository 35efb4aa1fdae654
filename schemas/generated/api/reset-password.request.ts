/* Generated from schemas/api/reset-password.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Body of POST /api/users/reset-password: a new password with the token from the e-mailed link. Documentation only, checked by the handler.
 */
export interface ResetPasswordRequest {
  /**
   * Token from the reset link.
   */
  token: string;
  /**
   * New password: at least 8 characters, English letters and digits, both present.
   */
  NEW_PASSWORD: string;
  /**
   * The new password again.
   */
  C_NEW_PASSWORD: string;
  [k: string]: unknown;
}
