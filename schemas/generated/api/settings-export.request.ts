/* Generated from schemas/api/settings-export.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsScope } from './settings-scope';


/**
 * Fields of settings-export (a query string): every record the page's list would show for the same search and filters, as one CSV file.
 */
export interface SettingsExportRequest {
  scope?: SettingsScope;
  /**
   * Optional text, as the list call's search.
   */
  search?: string;
  /**
   * The list call's filters object as JSON text (a query string carries no objects), e.g. {"person":5,"atFrom":"2026-01-01"}.
   */
  filters?: string;
}
