/* Generated from schemas/api/change-password.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of change-password (signed in): the current password and a new one. The server checks the fields' types and lengths and refuses unknown fields; the handler checks that required fields are present, with its own Thai message.
 */
export interface ChangePasswordRequest {
  /**
   * Current password.
   */
  OLD_PASSWORD: string;
  /**
   * New password: at least 8 characters, English letters and digits, both present.
   */
  NEW_PASSWORD: string;
  /**
   * The new password again.
   */
  C_NEW_PASSWORD: string;
}
