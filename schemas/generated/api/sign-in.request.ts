/* Generated from schemas/api/sign-in.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of pre-login, login and ig-login (form or JSON). The server checks the fields' types and lengths and refuses unknown fields; the handler checks that required fields are present, so a missing field gets the identity module's own Thai message.
 */
export interface SignInRequest {
  /**
   * User name.
   */
  username: string;
  /**
   * Password.
   */
  password: string;
  /**
   * ALTCHA proof-of-work payload (base64), when the tenant's login shows a captcha.
   */
  altcha?: string;
  /**
   * Confirms signing in on this device although a session is open elsewhere (the id pre-login answered with).
   */
  oauth_id?: string;
}
