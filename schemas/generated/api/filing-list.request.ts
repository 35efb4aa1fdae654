/* Generated from schemas/api/filing-list.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of filing-list: one page of a department's list of letters filed (บัญชีหนังสือส่งเก็บ) in one Buddhist-era year, in filing order.
 */
export interface FilingListRequest {
  /**
   * The department whose filing list it is.
   */
  F_DEPT_ID: number;
  /**
   * Buddhist-era year (พ.ศ.) of filing; the server's current year when absent.
   */
  YEAR?: number;
  /**
   * Page, from 1 (default 1).
   */
  page?: number;
  /**
   * Rows per page (default 20).
   */
  pageSize?: number;
}
