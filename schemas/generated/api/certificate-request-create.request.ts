/* Generated from schemas/api/certificate-request-create.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-request-create: the signed-in person asks for a certificate (one open request at a time).
 */
export interface CertificateRequestCreateRequest {
  /**
   * The key: ECDSA P-256 (default) or RSA 3072, both with SHA-256.
   */
  KEY_TYPE?: 'ecdsa-p256' | 'rsa-3072';
}
