/* Generated from schemas/api/report-summary.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of report-summary: letters per work queue, per department and per month of a Buddhist-era year, and the overdue letters by speed class, counting only letters the person may read.
 */
export interface ReportSummaryReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  /**
   * The Buddhist-era year of the department and month figures.
   */
  YEAR: number;
  /**
   * Every work queue of the person now, in the registry's order (the counts of the workspace's queue list).
   */
  QUEUES: ReportQueueCount[];
  /**
   * The departments reported on (kept registers, or the person's own), with the numbers taken in their receive and send registers in the year (cancelled numbers left out).
   */
  DEPARTMENTS: ReportDepartmentCount[];
  /**
   * The twelve months of the year (January first, Thai time), letters received and sent by the departments reported on.
   */
  MONTHS: ReportMonthCount[];
  /**
   * Every speed class (ชั้นความเร็ว), with how many letters of the departments reported on are overdue: a routing step's due date has passed and the step is still open (not closed, considered, passed on or sent back).
   */
  SPEEDS: ReportSpeedCount[];
  /**
   * The overdue steps, most overdue first (at most 200; OVERDUE_TOTAL counts them all).
   */
  OVERDUE: ReportOverdueLetter[];
  /**
   * How many overdue letters there are in all (the sum of SPEEDS).
   */
  OVERDUE_TOTAL: number;
}
export interface ReportQueueCount {
  /**
   * The queue's code.
   */
  CODE: string;
  /**
   * The queue's title (the tenant's, in Thai).
   */
  TITLE: string;
  COUNT: number;
}
export interface ReportDepartmentCount {
  F_DEPT_ID: number;
  F_DEPT_NAME: string;
  RECEIVED: number;
  SENT: number;
}
export interface ReportMonthCount {
  MONTH: number;
  RECEIVED: number;
  SENT: number;
}
export interface ReportSpeedCount {
  F_DOC_SPEED_ID: number;
  F_DOC_SPEED_NAME: string;
  F_COLOR: string;
  OVERDUE: number;
}
export interface ReportOverdueLetter {
  F_TRANS_ID: number;
  F_DOC_ID: number;
  F_DOC_NO: string | null;
  F_DOC_TITLE: string;
  F_DOC_SPEED_ID: number;
  F_DOC_SPEED_NAME: string;
  /**
   * The step's due date and time (ISO 8601).
   */
  DUE_DATE: string;
  /**
   * The department the step is addressed to.
   */
  F_DEPT_NAME: string;
  /**
   * The person who holds the step (null when it waits at the department's registry).
   */
  HOLDER: string | null;
}
