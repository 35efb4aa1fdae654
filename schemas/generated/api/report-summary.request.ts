/* Generated from schemas/api/report-summary.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of report-summary: the figures of one Buddhist-era year, for every department the person may report on or for one of them.
 */
export interface ReportSummaryRequest {
  /**
   * Buddhist-era year (พ.ศ.) of the department and month figures; the server's current year when absent.
   */
  YEAR?: number;
  /**
   * Only this department (one the person keeps registers of, or their own); every such department when absent.
   */
  F_DEPT_ID?: number;
}
