/* Generated from schemas/api/certificate-person.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-person: one person's certificates and requests; without PERSON_ID the signed-in person's own (anyone may read their own, administrators anyone's).
 */
export interface CertificatePersonRequest {
  /**
   * The person; the signed-in person when absent.
   */
  PERSON_ID?: number;
}
