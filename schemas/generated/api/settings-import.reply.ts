/* Generated from schemas/api/settings-import.reply.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Reply of settings-import: what the file held and, for a dry run, every problem found (row, column, Thai reason). A real run with a problem answers 400 and writes nothing.
 */
export interface SettingsImportReply {
  status: 'success';
  /**
   * Thai message for the person.
   */
  message: string;
  item: SettingsImportResult;
}
export interface SettingsImportResult {
  kind: 'departments' | 'people';
  mode: 'dry-run' | 'apply';
  /**
   * How the file was read (told by its content).
   */
  format: 'csv' | 'xlsx';
  /**
   * Data rows in the file (blank rows not counted).
   */
  rows: number;
  /**
   * Whether the rows were written (apply without problems).
   */
  applied: boolean;
  /**
   * Problems found in all; problems lists the first 1,000.
   */
  problemCount: number;
  /**
   * @maxItems 1000
   */
  problems: SettingsImportProblem[];
}
export interface SettingsImportProblem {
  /**
   * Row number as the spreadsheet shows it (the header is row 1).
   */
  row: number;
  /**
   * The column's header, e.g. "อีเมล (email)".
   */
  column: string;
  /**
   * Thai reason.
   */
  reason: string;
}
