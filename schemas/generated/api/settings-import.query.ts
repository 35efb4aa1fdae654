/* Generated from schemas/api/settings-import.query.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Query string of settings-import; the request body is the file itself (CSV in UTF-8, or XLSX), docs/import.md.
 */
export interface SettingsImportQuery {
  /**
   * dry-run checks every row and writes nothing; apply checks again and writes every row or none.
   */
  mode: 'dry-run' | 'apply';
  /**
   * What the file holds: the organisation chart, or the people (whose departments must exist already).
   */
  kind: 'departments' | 'people';
}
