/* Generated from schemas/api/usage-history.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of usage-history: one page of the signed-in person's own system-usage history (sign-ins, sign-outs, password changes, actions on letters), newest first.
 */
export interface UsageHistoryRequest {
  /**
   * First Thai calendar day (YYYY-MM-DD, Christian era) of the range; empty or absent: no lower bound.
   */
  dateFrom?: string;
  /**
   * Last Thai calendar day (YYYY-MM-DD, Christian era) of the range, included; empty or absent: no upper bound.
   */
  dateTo?: string;
  /**
   * Which entries: all (default), sign-in, sign-out, password (changed or reset), document (actions on letters).
   */
  kind?: 'all' | 'sign-in' | 'sign-out' | 'password' | 'document';
  /**
   * Page, from 1 (default 1).
   */
  page?: number;
  /**
   * Entries per page (default 20).
   */
  pageSize?: number;
}
