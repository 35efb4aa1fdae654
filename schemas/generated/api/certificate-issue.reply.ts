/* Generated from schemas/api/certificate-issue.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of certificate-issue: the new certificate.
 */
export interface CertificateIssueReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: IssuedCertificate;
}
export interface IssuedCertificate {
  /**
   * The certificate.
   */
  CERTIFICATE_ID: number;
  /**
   * Serial number, hexadecimal.
   */
  SERIAL: string;
  /**
   * End of validity (ISO 8601).
   */
  NOT_AFTER: string;
}
