/* Generated from schemas/api/certificate-person.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { CertificateRequest } from './certificate-requests.reply';

/**
 * Reply of certificate-person: the person, their certificates newest first and their requests. No private key ever leaves the server.
 */
export interface CertificatePersonReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  person: CertificatePersonName;
  /**
   * The signed-in person may issue, renew and revoke (an administrator).
   */
  canManage: boolean;
  items: PersonCertificate[];
  requests: CertificateRequest[];
}
export interface CertificatePersonName {
  /**
   * The person.
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
}
export interface PersonCertificate {
  /**
   * The certificate.
   */
  CERTIFICATE_ID: number;
  /**
   * Serial number, hexadecimal.
   */
  SERIAL: string;
  /**
   * Its subject (CN=..., O=..., C=...).
   */
  SUBJECT: string;
  /**
   * The key's algorithm.
   */
  KEY_TYPE: 'ecdsa-p256' | 'rsa-3072' | 'other';
  /**
   * issued by the organisation's CA, imported by the person, or issued by an auto-issue rule.
   */
  SOURCE: 'issued' | 'imported' | 'auto';
  /**
   * valid: may sign now; revoked; expired; not-yet-valid: its validity has not begun.
   */
  STATUS: 'valid' | 'revoked' | 'expired' | 'not-yet-valid';
  /**
   * When it was issued or imported (ISO 8601).
   */
  ISSUED_AT: string;
  /**
   * Start of validity (ISO 8601).
   */
  NOT_BEFORE: string;
  /**
   * End of validity (ISO 8601).
   */
  NOT_AFTER: string;
  /**
   * When it was revoked (ISO 8601), or null.
   */
  REVOKED_AT: string | null;
  /**
   * Why it was revoked, or null.
   */
  REVOKE_REASON: string | null;
}
