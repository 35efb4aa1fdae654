/* Generated from schemas/api/certificate-issue.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-issue: an administrator issues (or renews) a person's certificate; it supersedes their earlier valid ones.
 */
export interface CertificateIssueRequest {
  /**
   * The person.
   */
  PERSON_ID: number;
  /**
   * The key: ECDSA P-256 (default) or RSA 3072, both with SHA-256.
   */
  KEY_TYPE?: 'ecdsa-p256' | 'rsa-3072';
}
