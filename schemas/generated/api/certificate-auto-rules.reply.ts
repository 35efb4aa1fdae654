/* Generated from schemas/api/certificate-auto-rules.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of certificate-auto-rules: the auto-issue rules, and the departments and roles a rule may name.
 */
export interface CertificateAutoRulesReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  items: CertificateAutoRule[];
  departments: CertificateRuleChoice[];
  roles: CertificateRuleChoice1[];
}
export interface CertificateAutoRule {
  /**
   * The rule.
   */
  RULE_ID: number;
  /**
   * Its department, or null for any.
   */
  DEPARTMENT_ID: number | null;
  /**
   * The department's name.
   */
  DEPARTMENT_NAME: string | null;
  /**
   * Its role, or null for any.
   */
  ROLE_ID: number | null;
  /**
   * The role's name.
   */
  ROLE_NAME: string | null;
  /**
   * The key: ECDSA P-256 (default) or RSA 3072, both with SHA-256.
   */
  KEY_TYPE: 'ecdsa-p256' | 'rsa-3072';
}
export interface CertificateRuleChoice {
  /**
   * The department or role.
   */
  id: number;
  /**
   * Its name.
   */
  name: string;
}
export interface CertificateRuleChoice1 {
  /**
   * The department or role.
   */
  id: number;
  /**
   * Its name.
   */
  name: string;
}
