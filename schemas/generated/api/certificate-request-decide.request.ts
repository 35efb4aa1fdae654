/* Generated from schemas/api/certificate-request-decide.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-request-decide: an administrator approves a request (a certificate is issued) or rejects it giving a reason.
 */
export interface CertificateRequestDecideRequest {
  /**
   * The request.
   */
  REQUEST_ID: number;
  /**
   * approve: issue the certificate; reject: REASON required.
   */
  DECISION: 'approve' | 'reject';
  /**
   * Why it is rejected.
   */
  REASON?: string;
}
