/* Generated from schemas/api/settings-record-id.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * The key of one record of a settings page: an integer id, or a text code for a page whose key is typed.
 */
export type SettingsRecordId = number | string;
