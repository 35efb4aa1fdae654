/* Generated from schemas/api/filing-export.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of filing-export: a department's whole filing list of one year as a file.
 */
export interface FilingExportRequest {
  /**
   * The department whose filing list it is.
   */
  F_DEPT_ID: number;
  /**
   * Buddhist-era year (พ.ศ.) of filing; the server's current year when absent.
   */
  YEAR?: number;
  /**
   * xlsx: an Excel workbook; csv: UTF-8 text with a byte-order mark, so spreadsheets keep the Thai.
   */
  format: 'xlsx' | 'csv';
}
