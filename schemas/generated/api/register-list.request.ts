/* Generated from schemas/api/register-list.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of register-list: one page of a department's receive or send register for one Buddhist-era year, newest number first.
 */
export interface RegisterListRequest {
  /**
   * receive: ทะเบียนหนังสือรับ; send: ทะเบียนหนังสือส่ง.
   */
  REGISTER: 'receive' | 'send';
  /**
   * The department whose register it is.
   */
  F_DEPT_ID: number;
  /**
   * Buddhist-era year (พ.ศ.) of the register; the server's current year when absent.
   */
  YEAR?: number;
  /**
   * Optional text: only entries whose letter matches it (number, subject, parties).
   */
  search?: string;
  /**
   * Page, from 1 (default 1).
   */
  page?: number;
  /**
   * Entries per page (default 20).
   */
  pageSize?: number;
}
