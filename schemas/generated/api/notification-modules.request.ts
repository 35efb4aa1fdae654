/* Generated from schemas/api/notification-modules.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of get-notifications and notification-update-read-all.
 */
export interface NotificationModulesRequest {
  /**
   * Module code(s): SARABUN (SARABAN is the same); a list, a comma list or one code. Default SARABUN.
   */
  MODULE?: string | string[];
}
