/* Generated from schemas/api/reset-password.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of reset-password: a new password with the token from the e-mailed link. The server checks the fields' types and lengths and refuses unknown fields; the handler checks that required fields are present, with its own Thai message.
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
}
