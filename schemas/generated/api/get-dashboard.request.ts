/* Generated from schemas/api/get-dashboard.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of get-dashboard: without fields all eight book groups; bookType and querySearch refetch one.
 */
export interface GetDashboardRequest {
  /**
   * Book group to refetch alone.
   */
  bookType?: 'cycle' | 'command' | 'regularity' | 'rule' | 'news' | 'announce' | 'declaration' | 'meeting' | '';
  /**
   * Text to find in that group's letters (subject, number, dear, to).
   */
  querySearch?: string;
}
