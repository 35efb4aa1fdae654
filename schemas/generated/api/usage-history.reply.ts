/* Generated from schemas/api/usage-history.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of usage-history: one page of the person's own audit entries and how many match in all.
 */
export interface UsageHistoryReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * The entries of the page, newest first.
   */
  items: UsageHistoryEntry[];
  /**
   * Entries matching the filters in all.
   */
  total: number;
  page: number;
  pageSize: number;
}
export interface UsageHistoryEntry {
  /**
   * The audit entry's id.
   */
  ID: number;
  /**
   * When (ISO 8601).
   */
  AT: string;
  KIND: 'sign-in' | 'sign-out' | 'password' | 'document';
  /**
   * The recorded action code (sign-in, sarabun.receive, ...).
   */
  ACTION: string;
  /**
   * What was done, in Thai.
   */
  DESCRIPTION: string;
  /**
   * The address the request came from, if recorded.
   */
  IP: string | null;
  /**
   * The browser's user agent, if recorded.
   */
  DEVICE: string | null;
  /**
   * The letter the action was on, if any.
   */
  F_DOC_ID: number | null;
  /**
   * The routing step the action was on, if any.
   */
  F_TRANS_ID: number | null;
  /**
   * The person may still read that letter (false when there is none).
   */
  READABLE: boolean;
}
