/* Generated from schemas/api/certificate-people.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-people: the people of the organisation with the state of their certificates (administrators only), optionally searched by name.
 */
export interface CertificatePeopleRequest {
  /**
   * Part of a name.
   */
  SEARCH?: string;
}
