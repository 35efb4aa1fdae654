/* Generated from schemas/api/destruction-export.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of destruction-export: a destruction list as a file, with the regulation's columns and, once closed, each item's outcome.
 */
export interface DestructionExportRequest {
  /**
   * The list.
   */
  LIST_ID: number;
  /**
   * xlsx: an Excel workbook; pdf: an A4 landscape page as the regulation's form, with the committee's signature lines.
   */
  format: 'xlsx' | 'pdf';
}
