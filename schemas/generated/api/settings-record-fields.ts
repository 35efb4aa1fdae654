/* Generated from schemas/api/settings-record-fields.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * The editable fields of a settings record by column name; which fields and what values is the page declaration's record schema, checked by the server.
 */
export interface SettingsRecordFields {
  [k: string]: string | number | boolean | null;
}
