/* Generated from schemas/api/sign-in.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Body of POST /api/users/pre-login, /api/users/login and /api/users/ig-login (form or JSON). Documentation only: the handler checks the fields itself so that a missing field gets the identity module's own Thai message.
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
  [k: string]: unknown;
}
