/* Generated from schemas/api/sign-up.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of sign-up: a visitor asks for an account, which an administrator approves or refuses (nothing is created before). The server checks the fields' types and lengths and refuses unknown fields; the handler checks that required fields are present and well formed (engine/format/account-request.ts), with its own Thai message naming the field.
 */
export interface SignUpRequest {
  /**
   * First name.
   */
  F_FIRST_NAME: string;
  /**
   * Last name.
   */
  F_LAST_NAME: string;
  /**
   * E-mail address: where the answer and, once approved, the link to set a password go.
   */
  F_EMAIL: string;
  /**
   * The department (one of sign-up-choices' departments).
   */
  F_DEPT_ID: number;
  /**
   * The position: one of sign-up-choices' positions by its name, or the visitor's own words.
   */
  F_POSITION: string;
  /**
   * Thai national ID card number: 13 digits with a valid check digit (spaces and hyphens are ignored).
   */
  F_ID_CARD: string;
  /**
   * ALTCHA proof-of-work payload (base64), when the tenant's login shows a captcha; spent once.
   */
  altcha?: string;
}
