/* Generated from schemas/api/certificate-requests.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of certificate-requests: the requests waiting for an administrator, oldest first.
 */
export interface CertificateRequestsReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: CertificateRequest[];
}
export interface CertificateRequest {
  /**
   * The request.
   */
  REQUEST_ID: number;
  /**
   * Who asked.
   */
  PERSON_ID: number;
  /**
   * Their name.
   */
  NAME: string;
  /**
   * Their department's name.
   */
  DEPARTMENT: string | null;
  /**
   * The key: ECDSA P-256 (default) or RSA 3072, both with SHA-256.
   */
  KEY_TYPE: 'ecdsa-p256' | 'rsa-3072';
  /**
   * pending until an administrator approves (a certificate is issued) or rejects it.
   */
  STATUS: 'pending' | 'approved' | 'rejected';
  /**
   * When it was made (ISO 8601).
   */
  REQUESTED_AT: string;
  /**
   * When it was decided (ISO 8601), or null.
   */
  DECIDED_AT: string | null;
  /**
   * Why it was rejected, or null.
   */
  REASON: string | null;
}
