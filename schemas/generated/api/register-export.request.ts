/* Generated from schemas/api/register-export.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of register-export: the whole register (same filters as register-list) as a file.
 */
export interface RegisterExportRequest {
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
   * xlsx: an Excel workbook; csv: UTF-8 text with a byte-order mark, so spreadsheets keep the Thai.
   */
  format: 'xlsx' | 'csv';
}
