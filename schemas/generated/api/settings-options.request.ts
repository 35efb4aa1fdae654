/* Generated from schemas/api/settings-options.request.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Fields of settings-options: the rows a declared reference field of the page may name.
 */
export interface SettingsOptionsRequest {
  /**
   * A reference field of the page's record schema.
   */
  field: string;
  /**
   * Optional text: only rows whose label contains it (any case).
   */
  search?: string;
}
