/* Generated from schemas/api/report-export.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of report-export: one table of report-summary (same filters) as a file.
 */
export interface ReportExportRequest {
  /**
   * Buddhist-era year (พ.ศ.); the server's current year when absent.
   */
  YEAR?: number;
  /**
   * Only this department; every department the person may report on when absent.
   */
  F_DEPT_ID?: number;
  /**
   * queues: letters per work queue; departments: received and sent per department; months: received and sent per month; speeds: overdue letters per speed class; overdue: the overdue letters.
   */
  TABLE: 'queues' | 'departments' | 'months' | 'speeds' | 'overdue';
  /**
   * xlsx: an Excel workbook; csv: UTF-8 text with a byte-order mark, so spreadsheets keep the Thai.
   */
  format: 'xlsx' | 'csv';
}
