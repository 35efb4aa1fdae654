/* Generated from schemas/api/profile-update.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * The contact fields a person may change in their own record; an empty value clears it. Any other field is refused.
 */
export interface ProfileUpdateRequest {
  /**
   * E-mail address (checked by the server), or empty.
   */
  F_EMAIL: string;
  /**
   * Thai phone number: 10-digit mobile (06, 08, 09) or 9-digit landline (02-07); spaces and hyphens allowed; or empty.
   */
  F_PHONE: string;
}
