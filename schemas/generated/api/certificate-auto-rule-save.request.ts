/* Generated from schemas/api/certificate-auto-rule-save.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-auto-rule-save: a rule naming a department, a role, or both (a role held in that department); people it names without a valid certificate get one at once.
 */
export interface CertificateAutoRuleSaveRequest {
  /**
   * The department.
   */
  DEPARTMENT_ID?: number;
  /**
   * The role.
   */
  ROLE_ID?: number;
  /**
   * The key: ECDSA P-256 (default) or RSA 3072, both with SHA-256.
   */
  KEY_TYPE?: 'ecdsa-p256' | 'rsa-3072';
}
