/* Generated from schemas/api/filing-retention.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of filing-retention: the department's registry changes how long a filed letter is kept, giving its reason.
 */
export interface FilingRetentionRequest {
  /**
   * The filed letter.
   */
  F_DOC_ID: number;
  /**
   * The department that filed it.
   */
  F_DEPT_ID: number;
  /**
   * Years it is kept, counted from the year after filing; required unless NEVER_DESTROY is 1.
   */
  RETENTION_YEARS?: number;
  /**
   * 1: the letter is never destroyed (ห้ามทำลาย); default 0.
   */
  NEVER_DESTROY?: 0 | 1;
  /**
   * Why the retention changes (shown as the list's remark and kept in the audit log).
   */
  REASON: string;
}
