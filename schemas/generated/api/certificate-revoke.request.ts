/* Generated from schemas/api/certificate-revoke.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-revoke: an administrator revokes a certificate giving a reason; its serial is on the next CRL.
 */
export interface CertificateRevokeRequest {
  /**
   * The certificate.
   */
  CERTIFICATE_ID: number;
  /**
   * Why it is revoked.
   */
  REASON: string;
}
