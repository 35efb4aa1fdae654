/* Generated from schemas/api/certificate-people.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of certificate-people: the organisation's CA and every active person with their newest certificate's state.
 */
export interface CertificatePeopleReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  authority: null | CertificateAuthorityInfo;
  items: PersonCertificateSummary[];
}
export interface CertificateAuthorityInfo {
  /**
   * The CA's name (CN=..., O=..., C=...).
   */
  SUBJECT: string;
  /**
   * generated at first start from the manifest's issuer, or imported from a PKCS#12 file.
   */
  SOURCE: 'generated' | 'imported';
  /**
   * Start of validity (ISO 8601).
   */
  NOT_BEFORE: string;
  /**
   * End of validity (ISO 8601).
   */
  NOT_AFTER: string;
  /**
   * Where its certificate revocation list is published.
   */
  CRL_URL: string;
}
export interface PersonCertificateSummary {
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
  /**
   * Their newest certificate's state; none when they have never had one.
   */
  STATUS: 'valid' | 'revoked' | 'expired' | 'not-yet-valid' | 'none';
  /**
   * End of validity of their newest certificate (ISO 8601).
   */
  NOT_AFTER: string | null;
  /**
   * They have a request waiting for approval.
   */
  PENDING: boolean;
}
