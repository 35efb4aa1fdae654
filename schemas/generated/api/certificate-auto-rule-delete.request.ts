/* Generated from schemas/api/certificate-auto-rule-delete.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of certificate-auto-rule-delete: removes a rule (certificates it issued stay).
 */
export interface CertificateAutoRuleDeleteRequest {
  /**
   * The rule.
   */
  RULE_ID: number;
}
